import type { FunctionReturns, Tables, TablesUpdate } from '../database';
import {
  durationBounds,
  NO_TASK_FILTERS,
  whenRange,
  type OpenTaskSort,
  type TaskFilters,
} from '../rules/discovery';
import type { MyTasksFilter } from '../rules/myTasks';
import type { NewTaskRow } from '../rules/taskValidation';
import { unwrap, unwrapFound, unwrapList, type Client } from './client';
import {
  cursorPage,
  cursorPageBy,
  cursorPageLimit,
  type CursorPage,
  type CursorPageOptions,
} from './cursorPaging';

export type TaskRow = Tables<'tasks'>;

const TASK_COLUMNS =
  'id, user_id, organisation_id, title, description, detailed_description, location, task_date, task_type, difficulty, hours_required, points, status, completed, capacity, days_of_week, number_of_weeks, applicant_count, created_at, interests, time_zone, places_taken, places_free';

/**
 * A task with its organisation and the applications the caller may see: all of them for the
 * owning organisation, only their own for a volunteer.
 */
const TASK_WITH_RELATIONS = `${TASK_COLUMNS}, organisation:organisations(id, name, logo_url, user_id), applications(id, user_id, status, created_at)`;

export type TaskWithRelations = TaskRow & {
  organisation: { id: string; name: string; logo_url: string | null; user_id: string } | null;
  applications: {
    id: string;
    user_id: string;
    status: TaskApplicationStatus;
    created_at: string;
  }[];
};

type TaskApplicationStatus = Tables<'applications'>['status'];

export type OpenTask = Omit<
  FunctionReturns<'get_open_tasks'>[number],
  'hours_required' | 'my_waitlist_status'
> & {
  hours_required: number;
  /** The caller's place in line: 'waiting', 'offered', or null when not on the waitlist. */
  my_waitlist_status: 'waiting' | 'offered' | null;
};

const waitlistStatus = (status: string | null): OpenTask['my_waitlist_status'] =>
  status === 'waiting' || status === 'offered' ? status : null;

/** Open tasks on one page of the volunteer's list. */
export const OPEN_TASKS_PAGE_SIZE = 20;

/**
 * Where the next page of the open-task list starts: the sort keys of the last task shown (which of
 * them matter depends on the sort; a null taskDate is an undated task).
 */
export type OpenTaskCursor = {
  taskDate: string | null;
  points: number;
  createdAt: string;
  id: string;
  /** The For You order's first key. */
  relevance: number;
};

/**
 * One page of the volunteer's open-task list (SPEC §5): open tasks of linked organisations, not
 * past, searched, filtered and sorted in the database, each followed organisation read from its own
 * index so a page costs the same however many tasks there are; `after` is the previous page's
 * `next`. A date filter is read against `now` (the moment of the read).
 */
export async function fetchOpenTasksPage(
  client: Client,
  options: {
    search?: string;
    sort?: OpenTaskSort;
    filters?: TaskFilters;
    now?: Date;
  } & CursorPageOptions<OpenTaskCursor> = {},
): Promise<CursorPage<OpenTask, OpenTaskCursor>> {
  const limit = cursorPageLimit(options.limit, OPEN_TASKS_PAGE_SIZE);
  const after = options.after ?? null;
  const filters = options.filters ?? NO_TASK_FILTERS;
  const dates = whenRange(filters.when, options.now ?? new Date());
  const hours = durationBounds(filters.duration);
  const rows = unwrapList(
    await client.rpc('get_open_tasks', {
      p_search: options.search ?? '',
      p_sort: options.sort ?? 'earliest',
      p_limit: limit + 1,
      ...(filters.organisationId === null ? {} : { p_organisation_id: filters.organisationId }),
      ...(filters.interest === null ? {} : { p_interest: filters.interest }),
      ...(dates.from === null ? {} : { p_from: dates.from }),
      ...(dates.to === null ? {} : { p_to: dates.to }),
      ...(hours.over === null ? {} : { p_hours_over: hours.over }),
      ...(hours.upTo === null ? {} : { p_hours_up_to: hours.upTo }),
      ...(after === null
        ? {}
        : {
            ...(after.taskDate === null ? {} : { p_after_task_date: after.taskDate }),
            p_after_points: after.points,
            p_after_created_at: after.createdAt,
            p_after_id: after.id,
            p_after_relevance: after.relevance,
          }),
    }),
  );
  return cursorPageBy(
    rows.map((row) => ({
      ...row,
      hours_required: Number(row.hours_required),
      my_waitlist_status: waitlistStatus(row.my_waitlist_status),
    })),
    limit,
    (task) => ({
      taskDate: task.task_date,
      points: task.points,
      createdAt: task.created_at,
      id: task.id,
      relevance: task.relevance,
    }),
  );
}

/** Tasks on one page of My Tasks and of Home's list. */
export const ORGANISATION_TASKS_PAGE_SIZE = 20;

type OrganisationTaskResult = FunctionReturns<'get_organisation_tasks'>[number];

/** An applicant of an own task with the name and photo to show. */
export type TaskApplicant = NonNullable<OrganisationTaskResult['applicants']>[number];

/**
 * An own task as My Tasks and Home show it: its columns, counts per application status and its
 * first five applicants in the order they applied.
 */
export type OrganisationTask = Omit<OrganisationTaskResult, 'hours_required' | 'applicants'> & {
  hours_required: number;
  applicants: TaskApplicant[];
};

/**
 * One page of the signed-in organisation's own tasks, newest first, of one My Tasks filter (SPEC
 * §4), in one request (get_organisation_tasks); `after` is the previous page's `next`.
 */
export async function fetchOrganisationTasksPage(
  client: Client,
  options: CursorPageOptions & { filter?: MyTasksFilter } = {},
): Promise<CursorPage<OrganisationTask>> {
  const limit = cursorPageLimit(options.limit, ORGANISATION_TASKS_PAGE_SIZE);
  const rows = unwrapList(
    await client.rpc('get_organisation_tasks', {
      p_filter: options.filter ?? 'all',
      p_limit: limit + 1,
      ...(options.after
        ? { p_before_created_at: options.after.createdAt, p_before_id: options.after.id }
        : {}),
    }),
  );
  return cursorPage(
    rows.map((row) => ({
      ...row,
      hours_required: Number(row.hours_required),
      applicants: row.applicants ?? [],
    })),
    limit,
  );
}

export type UpcomingTask = Pick<
  TaskRow,
  'id' | 'title' | 'task_date' | 'task_type' | 'hours_required' | 'points'
>;

/** The most tasks the export of the next days draws. */
const UPCOMING_TASKS_LIMIT = 500;

/**
 * The owner's tasks dated from `from` to `to`, earliest first: what the export of the next days
 * draws (SPEC §2), read by date whatever the pages of My Tasks hold.
 */
export async function fetchUpcomingOwnTasks(
  client: Client,
  ownerUserId: string,
  from: Date,
  to: Date,
): Promise<UpcomingTask[]> {
  return unwrapList(
    await client
      .from('tasks')
      .select('id, title, task_date, task_type, hours_required, points')
      .eq('user_id', ownerUserId)
      .gte('task_date', from.toISOString())
      .lte('task_date', to.toISOString())
      .order('task_date', { ascending: true })
      .order('id', { ascending: true })
      .limit(UPCOMING_TASKS_LIMIT),
  );
}

export async function fetchTask(client: Client, taskId: string): Promise<TaskWithRelations | null> {
  return unwrap(
    await client.from('tasks').select(TASK_WITH_RELATIONS).eq('id', taskId).maybeSingle(),
  );
}

export type TaskWithOrganisation = Omit<TaskWithRelations, 'applications'>;

/**
 * One task with its organisation and no applications: the organisation's task detail, whose
 * applicants come a page at a time (fetchTaskApplicantsPage).
 */
export async function fetchTaskWithOrganisation(
  client: Client,
  taskId: string,
): Promise<TaskWithOrganisation | null> {
  return unwrap(
    await client
      .from('tasks')
      .select(`${TASK_COLUMNS}, organisation:organisations(id, name, logo_url, user_id)`)
      .eq('id', taskId)
      .maybeSingle(),
  );
}

/** Inserts a task built by buildNewTaskRow; the database sets its points from SPEC §9's formula. */
export async function createTask(client: Client, row: NewTaskRow): Promise<TaskRow> {
  return unwrapFound(await client.from('tasks').insert(row).select(TASK_COLUMNS).single(), 'Task');
}

export type TaskEdit = Pick<
  TablesUpdate<'tasks'>,
  'title' | 'description' | 'location' | 'task_date' | 'interests'
>;

/** Saves the edit screen's fields; completed tasks cannot be edited (the database refuses). */
export async function updateTask(client: Client, taskId: string, edit: TaskEdit): Promise<TaskRow> {
  return unwrapFound(
    await client.from('tasks').update(edit).eq('id', taskId).select(TASK_COLUMNS).maybeSingle(),
    'Task',
  );
}

/** Deletes an own task that is not completed; returns whether a row was deleted. */
export async function deleteTask(client: Client, taskId: string): Promise<boolean> {
  const rows = unwrapList(await client.from('tasks').delete().eq('id', taskId).select('id'));
  return rows.length > 0;
}

/** One of the caller's approved tasks that overlaps a task, and where the overlap starts. */
export type TaskClash = FunctionReturns<'get_task_clashes'>[number];

/** The caller's approved tasks overlapping a task (issue #21), earliest overlap first. */
export async function fetchTaskClashes(client: Client, taskId: string): Promise<TaskClash[]> {
  return unwrapList(await client.rpc('get_task_clashes', { p_task_id: taskId }));
}

/** "Add to calendar": a task as an iCalendar file, written by the database; null when undated. */
export async function fetchTaskCalendar(client: Client, taskId: string): Promise<string | null> {
  return unwrap(await client.rpc('task_calendar', { p_task_id: taskId }));
}
