import { isPastDate, parseOptionalTimestamp } from './time';

export type TaskSort = 'newest' | 'points' | 'earliest';

export const DEFAULT_TASK_SORT: TaskSort = 'earliest';

/** Sort choices of the volunteer's open-task list (SPEC §2). */
export const VOLUNTEER_SORT_OPTIONS: readonly { value: TaskSort; label: string }[] = [
  { value: 'newest', label: 'Newest First' },
  { value: 'points', label: 'Points (High to Low)' },
  { value: 'earliest', label: 'Earliest Tasks First' },
];

/** Sort choices of the general task list variant, which words them differently (SPEC §2). */
export const TASK_LIST_SORT_OPTIONS: readonly { value: TaskSort; label: string }[] = [
  { value: 'newest', label: 'Newest First' },
  { value: 'points', label: 'Points High to Low' },
  { value: 'earliest', label: 'Earliest First' },
];

export const TASK_SEARCH_PLACEHOLDER = 'Search for a task';

export type BrowsableTask = {
  title: string;
  description: string | null;
  status: boolean;
  organisation_id: string | number | null;
  task_date: string | null;
  created_at: string;
  points: number | null;
};

/** The general task list hides tasks whose date has passed and keeps undated ones (SPEC §5). */
export function isUpcomingOrUndated(task: { task_date: string | null }, now: Date): boolean {
  return !isPastDate(task.task_date, now);
}

/**
 * A volunteer browses only open tasks (status false) of organisations they follow, whose date is
 * not past or absent (SPEC §5).
 */
export function isBrowsableByVolunteer(
  task: BrowsableTask,
  linkedOrganisationIds: readonly (string | number)[],
  now: Date,
): boolean {
  return (
    !task.status &&
    task.organisation_id !== null &&
    linkedOrganisationIds.some((id) => String(id) === String(task.organisation_id)) &&
    isUpcomingOrUndated(task, now)
  );
}

/** Title or description contains the query, ignoring case and surrounding spaces. */
export function matchesTaskSearch(
  task: { title: string; description: string | null },
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return (
    task.title.toLowerCase().includes(needle) ||
    (task.description ?? '').toLowerCase().includes(needle)
  );
}

const timeOrNull = (timestamp: string | null): number | null =>
  parseOptionalTimestamp(timestamp)?.getTime() ?? null;

/** Earliest first puts undated (flexible) tasks after every dated one. */
function compareEarliest(a: { task_date: string | null }, b: { task_date: string | null }): number {
  const ta = timeOrNull(a.task_date);
  const tb = timeOrNull(b.task_date);
  if (ta === null && tb === null) return 0;
  if (ta === null) return 1;
  if (tb === null) return -1;
  return ta - tb;
}

export function sortTasks<T extends Pick<BrowsableTask, 'task_date' | 'created_at' | 'points'>>(
  tasks: readonly T[],
  sort: TaskSort,
): T[] {
  const copy = [...tasks];
  switch (sort) {
    case 'newest':
      return copy.sort((a, b) => (timeOrNull(b.created_at) ?? 0) - (timeOrNull(a.created_at) ?? 0));
    case 'points':
      return copy.sort((a, b) => (b.points ?? 0) - (a.points ?? 0));
    case 'earliest':
      return copy.sort(compareEarliest);
  }
}

/** The volunteer's open-task list: visibility, then search, then the chosen sort. */
export function browseTasksForVolunteer<T extends BrowsableTask>(
  tasks: readonly T[],
  options: { linkedOrganisationIds: readonly (string | number)[]; query: string; sort: TaskSort },
  now: Date,
): T[] {
  const visible = tasks.filter(
    (task) =>
      isBrowsableByVolunteer(task, options.linkedOrganisationIds, now) &&
      matchesTaskSearch(task, options.query),
  );
  return sortTasks(visible, options.sort);
}

/** The general task list variant: hides past dates, searches and sorts. */
export function browseTaskList<T extends BrowsableTask>(
  tasks: readonly T[],
  options: { query: string; sort: TaskSort },
  now: Date,
): T[] {
  const visible = tasks.filter(
    (task) => isUpcomingOrUndated(task, now) && matchesTaskSearch(task, options.query),
  );
  return sortTasks(visible, options.sort);
}
