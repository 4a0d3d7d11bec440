import type { Tables } from '../database';
import { prepareChatMessage } from '../rules/chat';
import { unwrapFound, unwrapList, type Client } from './client';
import { MESSAGE_HISTORY_PAGE_SIZE, pageRange } from './paging';
import { subscribeToChannel } from './realtime';

export type MessageRow = Tables<'messages'>;

const MESSAGE_COLUMNS = 'id, chat_id, sender_id, content, created_at';

/**
 * A chat's latest messages, shown oldest first: the newest `limit` (MESSAGE_HISTORY_PAGE_SIZE by
 * default), or those sent before `before` to page further back.
 */
export async function fetchMessages(
  client: Client,
  chatId: string,
  options: { limit?: number; before?: string } = {},
): Promise<MessageRow[]> {
  const { from, to } = pageRange({ limit: options.limit }, MESSAGE_HISTORY_PAGE_SIZE);
  const query = client.from('messages').select(MESSAGE_COLUMNS).eq('chat_id', chatId);
  const newestFirst = unwrapList(
    await (options.before === undefined ? query : query.lt('created_at', options.before))
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, to),
  );
  return newestFirst.reverse();
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
): Promise<() => Promise<void>> {
  return subscribeToChannel(client, `messages:${chatId}`, (channel) =>
    channel.on(
      'postgres_changes',
      { event: 'INSERT', schema: 'public', table: 'messages', filter: `chat_id=eq.${chatId}` },
      (payload) => onMessage(payload.new as MessageRow),
    ),
  );
}
