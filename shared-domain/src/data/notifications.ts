import type { FunctionReturns, Tables } from '../database';
import { unwrap, unwrapCount, unwrapList, type Client } from './client';
import { cursorPage, olderThanFilter, type CursorPage, type PageCursor } from './cursorPaging';
import { watchTableChanges, type ChangeCause } from './tableChanges';

/** A notification as the centre shows it: what happened, where it leads, and whether it was read. */
export type NotificationRow = Pick<
  Tables<'notifications'>,
  'id' | 'kind' | 'title' | 'body' | 'link' | 'created_at' | 'read_at'
>;

export type NotificationPage = CursorPage<NotificationRow>;

export const NOTIFICATION_PAGE_SIZE = 20;

const COLUMNS = 'id, kind, title, body, link, created_at, read_at';

/** A page of the caller's notifications, newest first; the next one after `cursor`. */
export async function fetchNotificationPage(
  client: Client,
  userId: string,
  cursor: PageCursor | null = null,
  limit: number = NOTIFICATION_PAGE_SIZE,
): Promise<NotificationPage> {
  let query = client.from('notifications').select(COLUMNS).eq('user_id', userId);
  if (cursor !== null) {
    query = query.lte('created_at', cursor.createdAt).or(olderThanFilter(cursor));
  }
  const rows = unwrapList(
    await query
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(limit + 1),
  );
  return cursorPage(rows, limit);
}

/** How many of the caller's notifications are unread: the bell's count. */
export async function countUnreadNotifications(client: Client, userId: string): Promise<number> {
  return unwrapCount(
    await client
      .from('notifications')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', userId)
      .is('read_at', null),
  );
}

/**
 * Marks the caller's notifications read: the given ones, or every unread one ("Mark all as read").
 * Those already read keep the time they were first read.
 */
export async function markNotificationsRead(
  client: Client,
  userId: string,
  ids: readonly string[] | 'all',
): Promise<void> {
  let query = client
    .from('notifications')
    .update({ read_at: new Date().toISOString() })
    .eq('user_id', userId)
    .is('read_at', null);
  if (ids !== 'all') query = query.in('id', [...ids]);
  unwrap(await query);
}

/** Opening a chat reads its messages: their notifications turn read with it. */
export async function markChatNotificationsRead(
  client: Client,
  userId: string,
  chatId: string,
): Promise<void> {
  unwrap(
    await client
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .eq('user_id', userId)
      .eq('chat_id', chatId)
      .is('read_at', null),
  );
}

/**
 * Follows the caller's notifications: a new one, or one read elsewhere (another tab, a chat opened).
 * See watchTableChanges.
 */
export function watchNotifications(
  client: Client,
  userId: string,
  onActivity: (cause: ChangeCause) => void,
  onError: (error: Error) => void,
): () => Promise<void> {
  return watchTableChanges(
    client,
    'notifications',
    [{ event: '*', table: 'notifications', filter: `user_id=eq.${userId}` }],
    onActivity,
    onError,
  );
}

/** One kind's channels: in-app is always on; push and e-mail as the person chose. */
export type NotificationPreference = FunctionReturns<'get_notification_preferences'>[number];

/** The caller's channels for each kind their role receives, in the settings screen's order. */
export async function fetchNotificationPreferences(
  client: Client,
): Promise<NotificationPreference[]> {
  return unwrapList(await client.rpc('get_notification_preferences'));
}

/** Saves one kind's push and e-mail switches for the caller. */
export async function saveNotificationPreference(
  client: Client,
  userId: string,
  preference: NotificationPreference,
): Promise<void> {
  unwrap(
    await client.from('notification_preferences').upsert(
      {
        user_id: userId,
        kind: preference.kind,
        push: preference.push,
        email: preference.email,
      },
      { onConflict: 'user_id,kind' },
    ),
  );
}

/** What the unsubscribe function answers: the kind whose e-mails it switched, and to what. */
export type UnsubscribeResult = { kind: string; email: boolean };

/** Said when the unsubscribe function could not be reached or did not save. */
export const UNSUBSCRIBE_FAILED = 'Could not save that just now. Please try again.';

/**
 * The /unsubscribe page's call: a mail's signed token switches that kind's e-mails off (or, its
 * Undo, on again), with no sign-in. A link that is not valid is refused with the function's message.
 */
export async function setMailByToken(
  client: Client,
  token: string,
  email: boolean,
): Promise<UnsubscribeResult> {
  const { data, error } = await client.functions.invoke<UnsubscribeResult>('unsubscribe', {
    body: { token, email },
  });
  if (error !== null) {
    // An answer with its reason (FunctionsHttpError carries the response), or none at all.
    const context: unknown = (error as { context?: unknown }).context;
    const reason =
      context instanceof Response
        ? ((await context.json().catch(() => ({}))) as { error?: unknown }).error
        : undefined;
    throw new Error(typeof reason === 'string' ? reason : UNSUBSCRIBE_FAILED);
  }
  if (data === null || typeof data.kind !== 'string') throw new Error(UNSUBSCRIBE_FAILED);
  return { kind: data.kind, email: data.email === true };
}
