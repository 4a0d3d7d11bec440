import type { Tables } from '../database';
import { unwrap, unwrapCount, unwrapList, type Client } from './client';
import {
  cursorPage,
  cursorPageLimit,
  olderThanFilter,
  type CursorPage,
  type CursorPageOptions,
} from './cursorPaging';
import type { TaskApplicant } from './tasks';

export type ApplicationRow = Tables<'applications'>;

/** Applies the signed-in volunteer (SPEC §4: none -> applied); refused for organisations. */
export async function applyForTask(client: Client, taskId: string): Promise<ApplicationRow> {
  return unwrap(await client.rpc('apply_for_task', { p_task_id: taskId }));
}

/** Withdraws the own application; the database enforces the 24-hour cut-off. */
export async function withdrawApplication(client: Client, taskId: string): Promise<void> {
  unwrap(await client.rpc('withdraw_application', { p_task_id: taskId }));
}

/** applied -> approved; fills the task when approvals reach capacity (SPEC §4). */
export async function approveApplication(
  client: Client,
  applicationId: string,
): Promise<ApplicationRow> {
  return unwrap(await client.rpc('approve_application', { p_application_id: applicationId }));
}

export async function rejectApplication(
  client: Client,
  applicationId: string,
): Promise<ApplicationRow> {
  return unwrap(await client.rpc('reject_application', { p_application_id: applicationId }));
}

/**
 * approved -> completed in one transaction: credits the task's points, and closes and completes
 * the task when completions reach capacity (SPEC §4 "On Done").
 */
export async function markApplicationDone(
  client: Client,
  applicationId: string,
): Promise<ApplicationRow> {
  return unwrap(await client.rpc('mark_application_done', { p_application_id: applicationId }));
}

/** SPEC §7's increment_user_points: credits `amount` for work done on the caller's task. */
export async function incrementUserPoints(
  client: Client,
  volunteerId: string,
  amount: number,
): Promise<number> {
  return unwrap(await client.rpc('increment_user_points', { uid: volunteerId, amt: amount }));
}

export async function fetchOwnApplication(
  client: Client,
  taskId: string,
  userId: string,
): Promise<Pick<ApplicationRow, 'id' | 'status' | 'created_at'> | null> {
  return unwrap(
    await client
      .from('applications')
      .select('id, status, created_at')
      .eq('task_id', taskId)
      .eq('user_id', userId)
      .maybeSingle(),
  );
}

export type MyApplication = Pick<ApplicationRow, 'id' | 'status' | 'created_at' | 'task_id'> & {
  task: {
    id: string;
    title: string;
    description: string;
    location: string;
    task_date: string | null;
    time_zone: string;
    points: number;
    hours_required: number;
    status: boolean;
    completed: boolean;
    user_id: string;
    organisation: { id: string; name: string; logo_url: string | null } | null;
  } | null;
};

/** Applications on one page of My Applications. */
export const MY_APPLICATIONS_PAGE_SIZE = 20;

/**
 * One page of the volunteer's applications with their tasks, newest first, for My Applications;
 * `after` is the previous page's `next`.
 */
export async function fetchMyApplicationsPage(
  client: Client,
  userId: string,
  options: CursorPageOptions = {},
): Promise<CursorPage<MyApplication>> {
  const limit = cursorPageLimit(options.limit, MY_APPLICATIONS_PAGE_SIZE);
  let query = client
    .from('applications')
    .select(
      'id, status, created_at, task_id, task:tasks(id, title, description, location, task_date, time_zone, points, hours_required, status, completed, user_id, organisation:organisations(id, name, logo_url))',
    )
    .eq('user_id', userId);
  if (options.after) {
    query = query.lte('created_at', options.after.createdAt).or(olderThanFilter(options.after));
  }
  const rows = unwrapList(
    await query
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(limit + 1),
  );
  return cursorPage(rows, limit);
}

/** Applications of a task the caller may see, optionally of one status (exact count, no rows). */
export async function countApplications(
  client: Client,
  taskId: string,
  status?: ApplicationRow['status'],
): Promise<number> {
  const query = client
    .from('applications')
    .select('id', { count: 'exact', head: true })
    .eq('task_id', taskId);
  return unwrapCount(await (status === undefined ? query : query.eq('status', status)));
}

/** Applicants on one page of a task's applicant list. */
export const TASK_APPLICANTS_PAGE_SIZE = 20;

/**
 * One page of an own task's applicants in the order they applied, with name and photo, in one
 * request (get_task_applicants); `after` is the previous page's `next`. Anyone but the task's owner
 * gets an empty page.
 */
export async function fetchTaskApplicantsPage(
  client: Client,
  taskId: string,
  options: CursorPageOptions = {},
): Promise<CursorPage<TaskApplicant>> {
  const limit = cursorPageLimit(options.limit, TASK_APPLICANTS_PAGE_SIZE);
  const rows = unwrapList(
    await client.rpc('get_task_applicants', {
      p_task_id: taskId,
      p_limit: limit + 1,
      ...(options.after
        ? { p_after_created_at: options.after.createdAt, p_after_id: options.after.id }
        : {}),
    }),
  );
  return cursorPage(rows, limit);
}
