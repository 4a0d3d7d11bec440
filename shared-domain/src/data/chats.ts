import type { FunctionArgs, FunctionReturns, Tables } from '../database';
import { unwrap, unwrapFound, unwrapList, type Client } from './client';

/**
 * A chat as the apps read it: its participants and task. Its copy of the last message and its
 * activity time serve the Messages list, read through fetchChatPage.
 */
export type ChatRow = Pick<
  Tables<'chats'>,
  'id' | 'org_id' | 'volunteer_id' | 'task_id' | 'created_at'
>;

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

/** One chat of the Messages list: the task, the other party and the last message, in one row. */
export type ChatPageRow = FunctionReturns<'get_chat_page'>[number];

/**
 * Where the next page of the Messages list starts: after the last row shown (its sort_at and id),
 * in the order the list had when its first page was read (`asOf`, that page's first sort_at).
 * Timestamps stay the database's text, microseconds included, so a page starts exactly after the
 * row before it.
 */
export type ChatPageCursor = { asOf: string; beforeAt: string; beforeId: string };

/** A page of the Messages list and the cursor of the next one (null on the last page). */
export type ChatPage = { rows: ChatPageRow[]; next: ChatPageCursor | null };

/** Chats per page of the Messages list: about two phone screens. */
export const CHAT_PAGE_SIZE = 30;

/** get_chat_page serves at most 100 rows; one of them tells whether there is a next page. */
const MAX_CHAT_PAGE_SIZE = 99;

/**
 * A page of the caller's chats (get_chat_page), newest activity first: the first page without a
 * cursor, each next one with the cursor of the page before. Paging keeps the order of the moment
 * the first page was read, so chats active since then are neither repeated nor skipped; a fresh
 * first page shows them at the top.
 */
export async function fetchChatPage(
  client: Client,
  cursor: ChatPageCursor | null = null,
  limit: number = CHAT_PAGE_SIZE,
): Promise<ChatPage> {
  const wanted = Number.isFinite(limit) ? Math.floor(limit) : CHAT_PAGE_SIZE;
  const size = Math.min(MAX_CHAT_PAGE_SIZE, Math.max(1, wanted));
  const args: FunctionArgs<'get_chat_page'> =
    cursor === null
      ? { p_limit: size + 1 }
      : {
          p_limit: size + 1,
          p_before_at: cursor.beforeAt,
          p_before_id: cursor.beforeId,
          p_as_of: cursor.asOf,
        };
  const rows = unwrapList(await client.rpc('get_chat_page', args));
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  const asOf = cursor?.asOf ?? shown[0]?.sort_at;
  return {
    rows: shown,
    next:
      rows.length > size && last !== undefined && asOf !== undefined
        ? { asOf, beforeAt: last.sort_at, beforeId: last.chat_id }
        : null,
  };
}

type ChatPartyColumns = { name: string; profile_url: string | null };

/** What the chat screen shows of a chat: both participants with their names and photos, and its task. */
export type ChatParties = Pick<ChatRow, 'id' | 'org_id' | 'volunteer_id'> & {
  org: ChatPartyColumns;
  volunteer: ChatPartyColumns;
  /** What the chat is about, and the organisation whose logo stands for its side (issue #20). */
  task: {
    id: string;
    title: string;
    organisation: { name: string; logo_url: string | null } | null;
  } | null;
};

/**
 * A chat with both participants' names and photos in one request, the chat's id its only filter
 * (no list of user ids in the URL); null when it does not exist or the caller takes no part in it.
 */
export async function fetchChatParties(
  client: Client,
  chatId: string,
): Promise<ChatParties | null> {
  return unwrap(
    await client
      .from('chats')
      .select(
        'id, org_id, volunteer_id, org:users!chats_org_id_fkey(name, profile_url), volunteer:users!chats_volunteer_id_fkey(name, profile_url), task:tasks(id, title, organisation:organisations(name, logo_url))',
      )
      .eq('id', chatId)
      .maybeSingle(),
  );
}
