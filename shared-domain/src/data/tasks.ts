import type { FunctionReturns, Tables, TablesUpdate } from '../database';
import type { TaskSort } from '../rules/browsing';
import type { NewTaskRow } from '../rules/taskValidation';
import { unwrap, unwrapFound, unwrapList, type Client } from './client';
import { OWN_TASKS_PAGE_SIZE, TASK_LIST_PAGE_SIZE, pageRange, type PageOptions } from './paging';

export type TaskRow = Tables<'tasks'>;

const TASK_COLUMNS =
  'id, user_id, organisation_id, title, description, detailed_description, location, task_date, task_type, difficulty, hours_required, points, status, completed, capacity, days_of_week, number_of_weeks, applicant_count, created_at';

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

export type OpenTask = Omit<FunctionReturns<'get_open_tasks'>[number], 'hours_required'> & {
  hours_required: number;
};

/**
 * The volunteer's open-task list (SPEC §5): open tasks of linked organisations, not past, searched
 * and sorted in the database so it answers quickly however many tasks there are.
 */
export async function fetchOpenTasks(
  client: Client,
  options: { search?: string; sort?: TaskSort } & PageOptions = {},
): Promise<OpenTask[]> {
  const { from, to } = pageRange(options, TASK_LIST_PAGE_SIZE);
  const rows = unwrapList(
    await client.rpc('get_open_tasks', {
      p_search: options.search ?? '',
      p_sort: options.sort ?? 'earliest',
      p_limit: to - from + 1,
      p_offset: from,
    }),
  );
  return rows.map((row) => ({ ...row, hours_required: Number(row.hours_required) }));
}

/**
 * The general task list: open tasks dated from now on or undated, with organisation and applicants,
 * earliest first, one page at a time (TASK_LIST_PAGE_SIZE by default).
 */
export async function fetchTaskList(
  client: Client,
  now: Date,
  page: PageOptions = {},
): Promise<TaskWithRelations[]> {
  const { from, to } = pageRange(page, TASK_LIST_PAGE_SIZE);
  return unwrapList(
    await client
      .from('tasks')
      .select(TASK_WITH_RELATIONS)
      .eq('status', false)
      .or(`task_date.is.null,task_date.gte.${now.toISOString()}`)
      .order('task_date', { ascending: true, nullsFirst: false })
      .order('id', { ascending: true })
      .range(from, to),
  );
}

/**
 * An organisation's own tasks, newest first, with every applicant (SPEC §7), one page at a time
 * (OWN_TASKS_PAGE_SIZE by default).
 */
export async function fetchOwnTasks(
  client: Client,
  ownerUserId: string,
  page: PageOptions = {},
): Promise<TaskWithRelations[]> {
  const { from, to } = pageRange(page, OWN_TASKS_PAGE_SIZE);
  return unwrapList(
    await client
      .from('tasks')
      .select(TASK_WITH_RELATIONS)
      .eq('user_id', ownerUserId)
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, to),
  );
}

export async function fetchTask(client: Client, taskId: string): Promise<TaskWithRelations | null> {
  return unwrap(
    await client.from('tasks').select(TASK_WITH_RELATIONS).eq('id', taskId).maybeSingle(),
  );
}

export async function fetchTaskTitles(
  client: Client,
  taskIds: readonly string[],
): Promise<Pick<TaskRow, 'id' | 'title'>[]> {
  if (taskIds.length === 0) return [];
  return unwrapList(
    await client
      .from('tasks')
      .select('id, title')
      .in('id', [...new Set(taskIds)]),
  );
}

/** Inserts a task built by buildNewTaskRow; the database sets its points from SPEC §9's formula. */
export async function createTask(client: Client, row: NewTaskRow): Promise<TaskRow> {
  return unwrapFound(await client.from('tasks').insert(row).select(TASK_COLUMNS).single(), 'Task');
}

export type TaskEdit = Pick<
  TablesUpdate<'tasks'>,
  'title' | 'description' | 'location' | 'task_date'
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
