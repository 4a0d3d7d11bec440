import { applyForTask } from '../../src/data/applications';
import { fetchChatPage, fetchChatParties, findChat, openChat } from '../../src/data/chats';
import {
  fetchMessagesPage,
  sendMessage,
  subscribeToMessages,
  type MessageRow,
} from '../../src/data/messages';
import { toChatListEntry } from '../../src/rules/chat';
import {
  organisation,
  postTask,
  startBackend,
  volunteer,
  type Actor,
  type Backend,
  type OrganisationActor,
} from './harness';

jest.setTimeout(120_000);

let backend: Backend;
let vol: Actor;
let outsider: Actor;
let org: OrganisationActor;
let taskId: string;
let chatId: string;

beforeAll(async () => {
  backend = await startBackend();
  vol = await volunteer(backend, 'Jamie Rivers');
  outsider = await volunteer(backend, 'Olly Outsider');
  org = await organisation(backend, 'Harbour Helpers');
  taskId = (await postTask(org, { draft: { title: 'Harbour day' } })).id;
  await applyForTask(vol.client, taskId);
});

afterAll(async () => {
  await backend?.stop();
});

const key = () => ({ orgId: org.id, volunteerId: vol.id, taskId });

describe('chats', () => {
  it('are opened between a task owner and an applicant, once', async () => {
    expect(await findChat(org.client, key())).toBeNull();
    const first = await openChat(org.client, key());
    expect(first.created).toBe(true);
    chatId = first.chat.id;
    const again = await openChat(vol.client, key());
    expect(again).toEqual({ chat: first.chat, created: false });
  });

  it('cannot be opened with someone who did not apply', async () => {
    await expect(
      openChat(org.client, { orgId: org.id, volunteerId: outsider.id, taskId }),
    ).rejects.toThrow();
  });

  it('show their participants only to the participants', async () => {
    expect(await fetchChatParties(vol.client, chatId)).toEqual({
      id: chatId,
      org_id: org.id,
      volunteer_id: vol.id,
      org: { name: 'Harbour Helpers Coordinator', profile_url: null },
      volunteer: { name: 'Jamie Rivers', profile_url: null },
      // What the chat is about, with the organisation whose logo stands for its side.
      task: {
        id: taskId,
        title: 'Harbour day',
        organisation: { name: 'Harbour Helpers', logo_url: null },
      },
    });
    expect(await fetchChatParties(outsider.client, chatId)).toBeNull();
  });
});

describe('messages', () => {
  it('are sent trimmed and returned as stored', async () => {
    const stored = await sendMessage(vol.client, {
      chatId,
      senderId: vol.id,
      text: '  Hello there!  ',
    });
    expect(stored).toMatchObject({ chat_id: chatId, sender_id: vol.id, content: 'Hello there!' });
  });

  it('are not sent when blank', async () => {
    expect(await sendMessage(vol.client, { chatId, senderId: vol.id, text: '   ' })).toBeNull();
  });

  it('cannot be sent by an outsider or in someone else’s name', async () => {
    await expect(
      sendMessage(outsider.client, { chatId, senderId: outsider.id, text: 'hi' }),
    ).rejects.toThrow();
    await expect(
      sendMessage(vol.client, { chatId, senderId: org.id, text: 'hi' }),
    ).rejects.toThrow();
  });

  it('are read oldest first by participants only', async () => {
    await sendMessage(org.client, { chatId, senderId: org.id, text: 'Thanks for applying' });
    await sendMessage(vol.client, { chatId, senderId: vol.id, text: 'See you Saturday' });
    const history = await fetchMessagesPage(org.client, chatId);
    expect(history.next).toBeNull();
    expect(history.rows.map((m) => m.content)).toEqual([
      'Hello there!',
      'Thanks for applying',
      'See you Saturday',
    ]);
    expect((await fetchMessagesPage(outsider.client, chatId)).rows).toEqual([]);
  });

  it('are read as the latest page, oldest first, and paged further back', async () => {
    const latest = await fetchMessagesPage(vol.client, chatId, { limit: 2 });
    expect(latest.rows.map((m) => m.content)).toEqual(['Thanks for applying', 'See you Saturday']);
    const earlier = await fetchMessagesPage(vol.client, chatId, { after: latest.next });
    expect(earlier).toEqual({
      rows: [expect.objectContaining({ content: 'Hello there!' })],
      next: null,
    });
  });

  it('page back without skipping or repeating messages sent in the same instant', async () => {
    const { data, error } = await backend.admin
      .from('messages')
      .select('created_at')
      .eq('chat_id', chatId)
      .order('created_at')
      .limit(1)
      .single();
    if (error !== null) throw error;
    // Three more messages stamped with the very instant of the first one.
    const sameInstant = ['Same instant A', 'Same instant B', 'Same instant C'];
    const inserted = await backend.admin.from('messages').insert(
      sameInstant.map((content) => ({
        chat_id: chatId,
        sender_id: org.id,
        content,
        created_at: data.created_at,
      })),
    );
    if (inserted.error !== null) throw inserted.error;
    const seen: string[] = [];
    let page = await fetchMessagesPage(vol.client, chatId, { limit: 1 });
    for (;;) {
      seen.unshift(...page.rows.map((m) => m.content));
      if (page.next === null) break;
      page = await fetchMessagesPage(vol.client, chatId, { limit: 1, after: page.next });
    }
    const whole = await fetchMessagesPage(vol.client, chatId);
    expect(seen).toEqual(whole.rows.map((m) => m.content));
    expect(seen).toHaveLength(6);
    await backend.admin.from('messages').delete().in('content', sameInstant);
  });

  it('make up the chat list with the task title, the other party and the last message', async () => {
    const page = await fetchChatPage(org.client);
    expect(page.next).toBeNull();
    const [row] = page.rows;
    expect(row).toMatchObject({
      chat_id: chatId,
      task_id: taskId,
      task_title: 'Harbour day',
      other_party_id: vol.id,
      other_party_name: 'Jamie Rivers',
      other_party_logo_url: null,
      last_message_content: 'See you Saturday',
      last_message_sender_id: vol.id,
    });
    expect((await fetchChatPage(vol.client)).rows).toEqual([
      expect.objectContaining({
        chat_id: chatId,
        other_party_id: org.id,
        other_party_name: 'Harbour Helpers Coordinator',
      }),
    ]);
    if (row === undefined) throw new Error('no chat row');
    expect(toChatListEntry(row, org.id, new Date())).toMatchObject({
      otherPartyId: vol.id,
      otherPartyName: 'Jamie Rivers',
      otherPartyInitials: 'JR',
      preview: 'Jamie: See you Saturday • Just now',
    });
    expect(await fetchChatPage(outsider.client)).toEqual({ rows: [], next: null });
  });

  it('arrive live for the other participant', async () => {
    const received: MessageRow[] = [];
    const unsubscribe = await subscribeToMessages(org.client, chatId, (m) => received.push(m));
    try {
      await sendMessage(vol.client, { chatId, senderId: vol.id, text: 'Live from the harbour' });
      const deadline = Date.now() + 10_000;
      while (received.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(received.map((m) => m.content)).toEqual(['Live from the harbour']);
    } finally {
      await unsubscribe();
    }
  });

  it('keep arriving on one subscription when another to the same chat closes', async () => {
    const first: MessageRow[] = [];
    const second: MessageRow[] = [];
    // A screen mounted twice (React's StrictMode) subscribes, unsubscribes and subscribes again.
    const stopFirst = await subscribeToMessages(org.client, chatId, (m) => first.push(m));
    const closing = stopFirst();
    const stopSecond = await subscribeToMessages(org.client, chatId, (m) => second.push(m));
    await closing;
    try {
      await sendMessage(vol.client, { chatId, senderId: vol.id, text: 'Still here?' });
      const deadline = Date.now() + 10_000;
      while (second.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(second.map((m) => m.content)).toEqual(['Still here?']);
      expect(first).toEqual([]);
    } finally {
      await stopSecond();
    }
  });

  it('arrive on a subscription made while the previous one is still closing', async () => {
    for (const gapMs of [0, 5, 20, 60]) {
      const stopOld = await subscribeToMessages(vol.client, chatId, () => undefined);
      const closing = stopOld();
      await new Promise((resolve) => setTimeout(resolve, gapMs));
      const received: MessageRow[] = [];
      const stopNew = await subscribeToMessages(vol.client, chatId, (m) => received.push(m));
      await closing;
      try {
        await sendMessage(org.client, { chatId, senderId: org.id, text: `After ${gapMs} ms` });
        const deadline = Date.now() + 10_000;
        while (received.length === 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(received.map((m) => m.content)).toEqual([`After ${gapMs} ms`]);
      } finally {
        await stopNew();
      }
    }
  });
});
