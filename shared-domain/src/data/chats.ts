import type { FunctionReturns, Tables } from '../database';
import { unwrap, unwrapFound, unwrapList, type Client } from './client';

export type ChatRow = Tables<'chats'>;
export type ChatListRow = FunctionReturns<'get_chat_list'>[number];

export type ChatKey = { orgId: string; volunteerId: string; taskId: string };

export async function findChat(client: Client, key: ChatKey): Promise<ChatRow | null> {
  return unwrap(
    await client
      .from('chats')
      .select('id, org_id, volunteer_id, task_id, created_at')
      .eq('org_id', key.orgId)
      .eq('volunteer_id', key.volunteerId)
      .eq('task_id', key.taskId)
      .maybeSingle(),
  );
}

/**
 * The chat of an organisation, a volunteer and a task, created when there is none yet. `created`
 * tells the screen which route to open (SPEC §2: /chat/{id} or /messages/{id} for a new chat).
 */
export async function openChat(
  client: Client,
  key: ChatKey,
): Promise<{ chat: ChatRow; created: boolean }> {
  const existing = await findChat(client, key);
  if (existing !== null) return { chat: existing, created: false };
  const inserted = await client
    .from('chats')
    .insert({ org_id: key.orgId, volunteer_id: key.volunteerId, task_id: key.taskId })
    .select('id, org_id, volunteer_id, task_id, created_at')
    .single();
  if (inserted.error?.code === '23505') {
    // The other participant opened the same chat at the same moment.
    const raced = await findChat(client, key);
    if (raced !== null) return { chat: raced, created: false };
  }
  return { chat: unwrapFound(inserted, 'Chat'), created: true };
}

export async function fetchChatParticipants(
  client: Client,
  chatId: string,
): Promise<Pick<ChatRow, 'org_id' | 'volunteer_id'> | null> {
  return unwrap(
    await client.from('chats').select('org_id, volunteer_id').eq('id', chatId).maybeSingle(),
  );
}

/** The caller's chats with task title, both users and the last message, newest message first. */
export async function fetchChatList(client: Client): Promise<ChatListRow[]> {
  return unwrapList(await client.rpc('get_chat_list'));
}
