export type TaskDisplayState = 'Completed' | 'Pending' | 'Open';

/** SPEC §4: Completed when completed; Pending when filled (status true) but not completed; else Open. */
export function taskDisplayState(task: { status: boolean; completed: boolean }): TaskDisplayState {
  if (task.completed) return 'Completed';
  if (task.status) return 'Pending';
  return 'Open';
}
