import { unwrap, type Client } from './client';
import { resolveProfileUrl } from './users';

/** Where the signed-in volunteer stands on a task's waitlist (issue #21). */
export interface WaitlistPlace {
  /** waiting, offered (a place is theirs to confirm) or confirmed. */
  status: string;
  /** 1 is next; only while waiting. */
  place: number | null;
  /** How many wait in line. */
  waiting: number;
  offer_expires_at: string | null;
}

/** A place in a task's line, as its organisation sees it. */
export interface WaitlistEntry {
  id: string;
  status: string;
  created_at: string;
  offer_expires_at: string | null;
  user: { id: string; name: string; profile_url: string | null } | null;
}

/** The volunteer's place on a task's waitlist; null when they are not on it. */
export async function fetchWaitlistPlace(
  client: Client,
  taskId: string,
): Promise<WaitlistPlace | null> {
  const rows = unwrap<WaitlistPlace[]>(
    await client.rpc('get_waitlist_place', { p_task_id: taskId }),
  );
  return rows[0] ?? null;
}

export async function joinWaitlist(client: Client, taskId: string): Promise<void> {
  unwrap(await client.rpc('join_waitlist', { p_task_id: taskId }));
}

/** Leaves the line, or says no thanks to a place on offer (its application goes). */
export async function leaveWaitlist(client: Client, taskId: string): Promise<void> {
  unwrap(await client.rpc('leave_waitlist', { p_task_id: taskId }));
}

export async function confirmWaitlistOffer(client: Client, taskId: string): Promise<void> {
  unwrap(await client.rpc('confirm_waitlist_offer', { p_task_id: taskId }));
}

/** An own task's line (those waiting and those with a place on offer), first in line first. */
export async function fetchTaskWaitlist(client: Client, taskId: string): Promise<WaitlistEntry[]> {
  const entries = unwrap<WaitlistEntry[]>(
    await client
      .from('waitlist_entries')
      .select('id, status, created_at, offer_expires_at, user:users(id, name, profile_url)')
      .eq('task_id', taskId)
      .in('status', ['waiting', 'offered'])
      .order('created_at')
      .order('id')
      .limit(100),
  );
  return entries.map((entry) => ({
    ...entry,
    user:
      entry.user === null
        ? null
        : { ...entry.user, profile_url: resolveProfileUrl(client, entry.user.profile_url) },
  }));
}

/** A task the signed-in volunteer waits for, or has a place on offer on (issue #44's My Tasks). */
export interface MyWaitlistPlace {
  id: string;
  status: 'waiting' | 'offered';
  created_at: string;
  offer_expires_at: string | null;
  task: {
    id: string;
    title: string;
    location: string | null;
    task_date: string | null;
    time_zone: string;
    points: number;
    hours_required: number;
    status: boolean;
    completed: boolean;
    organisation: { id: string; name: string; logo_url: string | null } | null;
  } | null;
}

/** The volunteer's places in line (waiting or offered), the one joined last first. */
export async function fetchMyWaitlistPlaces(
  client: Client,
  userId: string,
): Promise<MyWaitlistPlace[]> {
  const rows = unwrap(
    await client
      .from('waitlist_entries')
      .select(
        'id, status, created_at, offer_expires_at, task:tasks(id, title, location, task_date, time_zone, points, hours_required, status, completed, organisation:organisations(id, name, logo_url))',
      )
      .eq('user_id', userId)
      .in('status', ['waiting', 'offered'])
      .order('created_at', { ascending: false })
      .limit(100),
  );
  return rows.flatMap((row): MyWaitlistPlace[] =>
    row.status === 'waiting' || row.status === 'offered'
      ? [
          {
            ...row,
            status: row.status,
            task:
              row.task === null
                ? null
                : { ...row.task, hours_required: Number(row.task.hours_required) },
          },
        ]
      : [],
  );
}
