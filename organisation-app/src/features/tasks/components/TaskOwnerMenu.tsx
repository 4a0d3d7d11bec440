import { useNavigate } from 'react-router-dom';
import { canEditOrDeleteTask, DELETE_TASK_CONFIRMATION, paths } from 'shared-domain';
import { OverflowMenu, useConfirm } from 'shared-ui';
import { tasksApi } from '../api/tasksApi';

type OwnedTask = { id: string; title: string; completed: boolean };

/**
 * Edit and Delete of an own task (SPEC §2), in its overflow menu wherever the task is shown; none
 * once it is completed. Delete asks SPEC's question first; `onDeleted` runs after it succeeded.
 */
export function TaskOwnerMenu({ task, onDeleted }: { task: OwnedTask; onDeleted?: () => void }) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [deleteTask] = tasksApi.useDeleteTaskMutation();
  if (!canEditOrDeleteTask(task)) return null;

  const remove = async () => {
    if (!(await confirm(DELETE_TASK_CONFIRMATION, { confirmLabel: 'Delete', destructive: true }))) {
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
