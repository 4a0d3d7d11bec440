import type { ApplicationStatus } from '../domainTypes';

/** SPEC §2's filters of My Tasks. */
export type SpecMyTasksFilter = 'all' | 'open' | 'pending' | 'completed' | 'withApplicants';
/** One per count of the dashboard, so each count opens exactly its tasks (issue #44). */
export type DashboardFilter = 'awaitingDecision' | 'thisWeek' | 'reviewsOwed';
export type MyTasksFilter = SpecMyTasksFilter | DashboardFilter;

export const MY_TASKS_FILTER_OPTIONS: readonly { value: MyTasksFilter; label: string }[] = [
  { value: 'all', label: 'All Tasks' },
  { value: 'open', label: 'Open' },
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
  { value: 'withApplicants', label: 'With Applicants' },
  { value: 'awaitingDecision', label: 'Waiting for your decision' },
  { value: 'thisWeek', label: 'In the next 7 days' },
  { value: 'reviewsOwed', label: 'Reviews owed' },
];

/** The address's name for My Tasks' filter: /organisation/mytasks?filter=awaitingDecision. */
export const MY_TASKS_FILTER_PARAM = 'filter';

/**
 * The needs of an own task, most pressing first (issue #44): applicants waiting for a decision,
 * then a start within seven days (soonest first), then the rest as they came. Home lists its tasks
 * in this order.
 */
export function byWhatNeedsDoing<
  T extends { applied_count: number; task_date: string | null; completed: boolean },
>(tasks: readonly T[], now: Date): T[] {
  const week = now.getTime() + 7 * 86_400_000;
  const soon = (task: T): number | null => {
    if (task.completed || task.task_date === null) return null;
    const start = Date.parse(task.task_date);
    return start >= now.getTime() && start < week ? start : null;
  };
  const rank = (task: T): number =>
    !task.completed && task.applied_count > 0 ? 0 : soon(task) !== null ? 1 : 2;
  return tasks
    .map((task, index) => ({ task, index }))
    .sort(
      (a, b) =>
        rank(a.task) - rank(b.task) ||
        (soon(a.task) ?? 0) - (soon(b.task) ?? 0) ||
        a.index - b.index,
    )
    .map(({ task }) => task);
}

export type FilterableTask = {
  status: boolean;
  completed: boolean;
  applications: readonly { status: ApplicationStatus }[] | null;
};

/**
 * SPEC §4 filters of the organisation's My Tasks list. Open means nobody has been approved yet,
 * which differs from the Open display state on purpose.
 */
export function matchesMyTasksFilter(task: FilterableTask, filter: SpecMyTasksFilter): boolean {
  const applications = task.applications ?? [];
  switch (filter) {
    case 'all':
      return true;
    case 'open':
      return !task.completed && !applications.some((a) => a.status === 'approved');
    case 'pending':
      return !task.completed && task.status;
    case 'completed':
      return task.completed;
    case 'withApplicants':
      return applications.length > 0;
  }
}

export function filterMyTasks<T extends FilterableTask>(
  tasks: readonly T[],
  filter: SpecMyTasksFilter,
): T[] {
  return tasks.filter((task) => matchesMyTasksFilter(task, filter));
}

/** Edit and Delete are hidden once a task is completed (SPEC §2). */
export function canEditOrDeleteTask(task: { completed: boolean }): boolean {
  return !task.completed;
}

export type ApplicantActions = {
  approve: boolean;
  reject: boolean;
  done: boolean;
  doneLabel: boolean;
};

/**
 * Buttons on an applicant row (SPEC §4): Approve and Reject only while applied; Done on an approved
 * application of a task not yet completed; a completed application shows the 'Done' label.
 */
export function applicantActions(
  applicationStatus: ApplicationStatus,
  task: { completed: boolean },
): ApplicantActions {
  return {
    approve: applicationStatus === 'applied',
    reject: applicationStatus === 'applied',
    done: applicationStatus === 'approved' && !task.completed,
    doneLabel: applicationStatus === 'completed',
  };
}

/** On Approve the task fills (status true) when approved applications reach capacity. */
export function isFilledAfterApproval(approvedCount: number, capacity: number): boolean {
  return approvedCount >= Math.max(1, capacity);
}

/** On Done the task closes and completes when completed applications reach capacity. */
export function isCompleteAfterDone(completedCount: number, capacity: number): boolean {
  return completedCount >= Math.max(1, capacity);
}

/** Only the task's owner sees its applicant list (SPEC §2, §6). */
export function canSeeApplicants(task: { user_id: string }, viewerId: string | null): boolean {
  return viewerId !== null && task.user_id === viewerId;
}

/** The task detail's completed banner shows once the task is closed and a review exists (SPEC §2). */
export function showsCompletedBanner(task: { status: boolean }, reviewCount: number): boolean {
  return task.status && reviewCount > 0;
}
