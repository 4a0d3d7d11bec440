import { Link } from 'react-router-dom';
import { CREATE_A_TASK, paths } from 'shared-domain';
import { Button, PlusIcon } from 'shared-ui';

/** The way to a new task: My Tasks' toolbar and the empty lists of tasks. */
export function CreateTaskLink() {
  return (
    <Button as={Link} to={paths.organisationCreateTask}>
      <PlusIcon size={20} />
      {CREATE_A_TASK}
    </Button>
  );
}
