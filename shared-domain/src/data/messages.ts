import type { Tables } from '../database';
import { prepareChatMessage } from '../rules/chat';
import { unwrapFound, unwrapList, type Client } from './client';
import {
  cursorPage,
  cursorPageLimit,
  olderThanFilter,
  type CursorPage,
  type CursorPageOptions,
} from './cursorPaging';
import { subscribeToChannel } from './realtime';

export type MessageRow = Tables<'messages'>;

const MESSAGE_COLUMNS = 'id, chat_id, sender_id, content, created_at';

/**
 * Which member wrote each message the organisation sent in a chat (issue #49), by message id: the
 * organisation's members read it; anyone else gets an empty map. Null names a member since deleted.
 */
export async function fetchMessageAuthors(
  client: Client,
  chatId: string,
): Promise<Record<string, { id: string; name: string } | null>> {
  const rows = unwrapList(
    await client
      .from('message_authors')
      .select('message_id, member:users!message_authors_member_id_fkey(id, name)')
      .eq('chat_id', chatId),
  );
  return Object.fromEntries(rows.map((row) => [row.message_id, row.member]));
}

/** Messages on one page of a chat's history. */
export const MESSAGE_HISTORY_PAGE_SIZE = 50;

/**
 * One page of a chat's history, shown oldest first: the newest `limit` messages, or those before
 * `after` (the previous page's `next`, its oldest message) to page further back; `next` is null once
 * the first message of the chat is shown.
 */
export async function fetchMessagesPage(
  client: Client,
  chatId: string,
  options: CursorPageOptions = {},
): Promise<CursorPage<MessageRow>> {
  const limit = cursorPageLimit(options.limit, MESSAGE_HISTORY_PAGE_SIZE);
  let query = client.from('messages').select(MESSAGE_COLUMNS).eq('chat_id', chatId);
  if (options.after) {
    query = query.lte('created_at', options.after.createdAt).or(olderThanFilter(options.after));
  }
  const page = cursorPage(
    unwrapList(
      await query
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(limit + 1),
    ),
    limit,
  );
  return { rows: page.rows.reverse(), next: page.next };
}

/**
 * Sends the trimmed text and returns the stored row that replaces the temporary entry; returns
 * null without calling the backend when there is nothing to send (SPEC §5).
 */
export async function sendMessage(
  client: Client,
  message: { chatId: string; senderId: string | null | undefined; text: string },
): Promise<MessageRow | null> {
  const prepared = prepareChatMessage(message.text, message.senderId);
  if (prepared === null) return null;
  return unwrapFound(
    await client
      .from('messages')
      .insert({ chat_id: message.chatId, sender_id: prepared.senderId, content: prepared.content })
      .select(MESSAGE_COLUMNS)
      .single(),
    'Message',
  );
}

/**
 * Live inserts into one chat (SPEC §4). Resolves once the subscription is established; the returned
 * function unsubscribes.
 */
export function subscribeToMessages(
  client: Client,
  chatId: string,
  onMessage: (message: MessageRow) => void,
  onResubscribed?: () => void,
): Promise<() => Promise<void>> {
  return subscribeToChannel(
    client,
    `messages:${chatId}`,
    (channel) =>
      channel.on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'messages', filter: `chat_id=eq.${chatId}` },
        (payload) => onMessage(payload.new as MessageRow),
      ),
    onResubscribed,
  );
}
