import { applyForTask } from '../../src/data/applications';
import { fetchChatPage, openChat, type ChatPage, type ChatPageRow } from '../../src/data/chats';
import { sendMessage } from '../../src/data/messages';
import { mergeChatPages, withFreshFirstPage } from '../../src/rules/chat';
import {
  organisation,
  postTask,
  startBackend,
  volunteer,
  type Actor,
  type Backend,
  type OrganisationActor,
} from './harness';

jest.setTimeout(180_000);

let backend: Backend;
let vol: Actor;
let org: OrganisationActor;
/** The volunteer's chats, oldest activity first. */
const chatIds: string[] = [];

async function chatOn(title: string): Promise<string> {
  const taskId = (await postTask(org, { draft: { title } })).id;
  await applyForTask(vol.client, taskId);
  const { chat } = await openChat(org.client, { orgId: org.id, volunteerId: vol.id, taskId });
  return chat.id;
}

beforeAll(async () => {
  backend = await startBackend();
  vol = await volunteer(backend, 'Jamie Rivers');
  org = await organisation(backend, 'Harbour Helpers');
  for (const title of ['Shift 1', 'Shift 2', 'Shift 3', 'Shift 4', 'Shift 5']) {
    chatIds.push(await chatOn(title));
  }
  // Shift 2 and Shift 4 have messages, so they are the newest two; the others follow by creation.
  await sendMessage(org.client, { chatId: chatIds[1] ?? '', senderId: org.id, text: 'Hello 2' });
  await sendMessage(vol.client, { chatId: chatIds[3] ?? '', senderId: vol.id, text: 'Hello 4' });
});

afterAll(async () => {
  await backend?.stop();
});

const titles = (rows: readonly ChatPageRow[]) => rows.map((row) => row.task_title);

it('reads the chats a page at a time, newest activity first, each once', async () => {
  const first = await fetchChatPage(vol.client, null, 2);
  expect(titles(first.rows)).toEqual(['Shift 4', 'Shift 2']);
  expect(first.next).toEqual({
    asOf: first.rows[0]?.sort_at,
    beforeAt: first.rows[1]?.sort_at,
    beforeId: first.rows[1]?.chat_id,
  });
  const second = await fetchChatPage(vol.client, first.next, 2);
  expect(titles(second.rows)).toEqual(['Shift 5', 'Shift 3']);
  const third = await fetchChatPage(vol.client, second.next, 2);
  expect(titles(third.rows)).toEqual(['Shift 1']);
  expect(third.next).toBeNull();
});

it('pages on in the order of the first read while messages and chats arrive, and a fresh first page shows them', async () => {
  const first = await fetchChatPage(vol.client, null, 2);
  // Shift 1, not read yet, moves to the top; a new chat opens.
  await sendMessage(org.client, { chatId: chatIds[0] ?? '', senderId: org.id, text: 'Moved up' });
  await chatOn('Shift 6');
  const second = await fetchChatPage(vol.client, first.next, 2);
  const third = await fetchChatPage(vol.client, second.next, 2);
  expect([...titles(first.rows), ...titles(second.rows), ...titles(third.rows)]).toEqual([
    'Shift 4',
    'Shift 2',
    'Shift 5',
    'Shift 3',
    'Shift 1',
  ]);
  // Shift 1 shows its newest message even where it stood before.
  expect(third.rows[0]?.last_message_content).toBe('Moved up');

  // The live refresh: the fresh first page joins the pages loaded, and the list shows every chat
  // once, in today's order.
  const fresh = await fetchChatPage(vol.client, null, 2);
  expect(titles(fresh.rows)).toEqual(['Shift 6', 'Shift 1']);
  const loaded: { pages: ChatPage[]; pageParams: (ChatPage['next'] | null)[] } = {
    pages: [first, second, third],
    pageParams: [null, first.next, second.next],
  };
  expect(titles(mergeChatPages(withFreshFirstPage(loaded, fresh).pages))).toEqual([
    'Shift 6',
    'Shift 1',
    'Shift 4',
    'Shift 2',
    'Shift 5',
    'Shift 3',
  ]);
});
