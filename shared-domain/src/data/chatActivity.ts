import type { Client } from './client';
import { watchTableChanges, type ChangeCause } from './tableChanges';

/** Why `onActivity` ran: a new message or chat, or the subscription was (re)established. */
export type ChatActivityCause = ChangeCause;

/**
 * Follows new messages and new chats in any of the caller's chats (the Messages list, SPEC §2).
 * Row-level security decides delivery, so the caller hears only of chats they take part in (new
 * chats where the chats table is in the realtime publication). See watchTableChanges.
 */
export function watchChatActivity(
  client: Client,
  onActivity: (cause: ChatActivityCause) => void,
  onError: (error: Error) => void,
): () => Promise<void> {
  return watchTableChanges(
    client,
    'chat-activity',
    [
      { event: 'INSERT', table: 'messages' },
      { event: 'INSERT', table: 'chats' },
    ],
    onActivity,
    onError,
  );
}
