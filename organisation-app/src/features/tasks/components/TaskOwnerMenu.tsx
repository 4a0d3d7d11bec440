import { useNavigate } from 'react-router-dom';
import {
  canEditOrDeleteTask,
  DELETE_TASK_CONFIRMATION,
  deleteTaskNotice,
  paths,
} from 'shared-domain';
import { OverflowMenu, useConfirm } from 'shared-ui';
import { tasksApi } from '../api/tasksApi';

type OwnedTask = { id: string; title: string; completed: boolean };

/**
 * Edit and Delete of an own task (SPEC §2), in its overflow menu wherever the task is shown; none
 * once it is completed. Delete asks SPEC's question first, saying who will be told the task is
 * cancelled (issue #48); `onDeleted` runs after it succeeded.
 */
export function TaskOwnerMenu({ task, onDeleted }: { task: OwnedTask; onDeleted?: () => void }) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [deleteTask] = tasksApi.useDeleteTaskMutation();
  const [readPeopleToTell] = tasksApi.useLazyPeopleToTellQuery();
  if (!canEditOrDeleteTask(task)) return null;

  const remove = async () => {
    // Read as the owner asks: a count shown earlier may be stale. Unread, the question stands alone.
    const people = await readPeopleToTell(task.id, false)
      .unwrap()
      .catch((failure: unknown) => {
        console.error(failure);
        return null;
      });
    const notice = people === null ? null : deleteTaskNotice(people.approved, people.applied);
    const question =
      notice === null ? DELETE_TASK_CONFIRMATION : `${DELETE_TASK_CONFIRMATION}\n\n${notice}`;
    if (!(await confirm(question, { confirmLabel: 'Delete', destructive: true }))) {
      return;
    }
    try {
      await deleteTask(task.id).unwrap();
      onDeleted?.();
    } catch (failure) {
      // SPEC §8: delete failures are not shown to the user.
      console.error(failure);
    }
  };

  return (
    <OverflowMenu
      label={`More actions for ${task.title}`}
      items={[
        { label: 'Edit', onSelect: () => navigate(paths.organisationEditTask(task.id)) },
        { label: 'Delete', destructive: true, onSelect: () => void remove() },
      ]}
    />
  );
}
