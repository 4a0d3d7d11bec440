import {
  appendMessage,
  chatPreviewLine,
  groupChatList,
  groupChatsByTaskTitle,
  hasMessageText,
  isChatParticipant,
  latestMessage,
  otherPartyId,
  prepareChatMessage,
  receiveStoredMessage,
  removeTemporaryMessage,
  replaceTemporaryMessage,
  sortChatsByLatestMessage,
  toChatListEntry,
} from './chat';

const now = new Date('2026-03-01T12:00:00.000Z');

describe('prepareChatMessage', () => {
  it('sends the text trimmed', () => {
    expect(prepareChatMessage('  hello there \n', 'u1')).toEqual({
      content: 'hello there',
      senderId: 'u1',
    });
  });

  it('sends nothing for blank text', () => {
    expect(prepareChatMessage('', 'u1')).toBeNull();
    expect(prepareChatMessage('   \n\t', 'u1')).toBeNull();
  });

  it('sends nothing when the user is unknown', () => {
    expect(prepareChatMessage('hi', null)).toBeNull();
    expect(prepareChatMessage('hi', undefined)).toBeNull();
    expect(prepareChatMessage('hi', '')).toBeNull();
  });
});

describe('participants', () => {
  const chat = { org_id: 'org', volunteer_id: 'vol' };

  it('are the org_id and volunteer_id only', () => {
    expect(isChatParticipant(chat, 'org')).toBe(true);
    expect(isChatParticipant(chat, 'vol')).toBe(true);
    expect(isChatParticipant(chat, 'someone-else')).toBe(false);
  });

  it('each see the other as the other party', () => {
    expect(otherPartyId(chat, 'org')).toBe('vol');
    expect(otherPartyId(chat, 'vol')).toBe('org');
  });
});

describe('chatPreviewLine', () => {
  const last = {
    content: 'See you Saturday',
    sender_id: 'vol',
    created_at: '2026-03-01T11:55:00Z',
  };

  it("shows the sender's first name, the message and the relative time", () => {
    expect(chatPreviewLine(last, 'org', 'Jamie Rivers', now)).toBe(
      'Jamie: See you Saturday • 5 minutes ago',
    );
  });

  it("shows 'You' for the viewer's own message", () => {
    expect(chatPreviewLine(last, 'vol', 'Jamie Rivers', now)).toBe(
      'You: See you Saturday • 5 minutes ago',
    );
  });

  it("shows 'No messages yet' for an empty chat", () => {
    expect(chatPreviewLine(null, 'org', 'Jamie Rivers', now)).toBe('No messages yet');
  });
});

describe('latestMessage and sortChatsByLatestMessage', () => {
  const older = { id: 'a', messages: [{ created_at: '2026-03-01T09:00:00Z' }] };
  const newer = {
    id: 'b',
    messages: [{ created_at: '2026-03-01T08:00:00Z' }, { created_at: '2026-03-01 10:00:00' }],
  };
  const empty = { id: 'c', messages: [] };

  it('finds the latest message whatever the timestamp format', () => {
    expect(latestMessage(newer.messages)).toEqual({ created_at: '2026-03-01 10:00:00' });
    expect(latestMessage([])).toBeNull();
  });

  it('sorts chats newest first with empty chats last', () => {
    expect(sortChatsByLatestMessage([empty, older, newer]).map((c) => c.id)).toEqual([
      'b',
      'a',
      'c',
    ]);
  });
});

describe('groupChatsByTaskTitle', () => {
  it('groups chats under their task title in first-seen order', () => {
    const chats = [
      { id: 1, title: 'Beach' },
      { id: 2, title: 'Library' },
      { id: 3, title: 'Beach' },
    ];
    expect(groupChatsByTaskTitle(chats, (c) => c.title)).toEqual([
      { title: 'Beach', chats: [chats[0], chats[2]] },
      { title: 'Library', chats: [chats[1]] },
    ]);
  });
});

describe('appendMessage', () => {
  it('appends a new message', () => {
    expect(appendMessage([{ id: 1 }], { id: 2 })).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('does not duplicate a message already shown', () => {
    expect(appendMessage([{ id: 1 }, { id: 2 }], { id: 2 })).toEqual([{ id: 1 }, { id: 2 }]);
  });
});

describe('toChatListEntry', () => {
  const row = {
    chat_id: 'c1',
    task_title: 'Harbour day',
    org_id: 'org',
    org_name: 'Harbour Helpers',
    org_profile_url: null,
    org_logo_url: 'https://cdn.test/logo.png',
    volunteer_id: 'vol',
    volunteer_name: 'Jamie Rivers',
    volunteer_profile_url: null,
    last_message_content: 'See you Saturday',
    last_message_sender_id: 'org',
    last_message_at: '2026-03-01T11:58:00Z',
  };

  it("shows the organisation the volunteer's name, initials and preview", () => {
    expect(toChatListEntry(row, 'org', now)).toEqual({
      chatId: 'c1',
      taskTitle: 'Harbour day',
      otherPartyId: 'vol',
      otherPartyName: 'Jamie Rivers',
      otherPartyImage: null,
      otherPartyInitials: 'JR',
      preview: 'You: See you Saturday • 2 minutes ago',
    });
  });

  it("shows the volunteer the organisation's logo and the sender's first name", () => {
    expect(toChatListEntry(row, 'vol', now)).toMatchObject({
      otherPartyId: 'org',
      otherPartyName: 'Harbour Helpers',
      otherPartyImage: 'https://cdn.test/logo.png',
      otherPartyInitials: 'HH',
      preview: 'Harbour: See you Saturday • 2 minutes ago',
    });
  });

  it("says 'No messages yet' for a chat without messages", () => {
    expect(
      toChatListEntry(
        { ...row, last_message_content: null, last_message_sender_id: null, last_message_at: null },
        'vol',
        now,
      ).preview,
    ).toBe('No messages yet');
  });
});

describe('hasMessageText', () => {
  it('is false for empty or blank text and true otherwise', () => {
    expect(hasMessageText('')).toBe(false);
    expect(hasMessageText(' \n\t ')).toBe(false);
    expect(hasMessageText(' hi ')).toBe(true);
  });
});

describe('temporary messages', () => {
  type Timeline = { id: string; sender_id: string; content: string; pending?: true };
  const stored = (id: string, content: string, sender_id = 'vol'): Timeline => ({
    id,
    sender_id,
    content,
  });
  const temporary = (id: string, content: string): Timeline => ({
    id,
    sender_id: 'vol',
    content,
    pending: true,
  });

  it('replace their temporary entry with the stored row, in place', () => {
    const shown = [stored('m1', 'Hi'), temporary('t1', 'On my way'), stored('m2', 'Great')];
    expect(replaceTemporaryMessage(shown, 't1', stored('m3', 'On my way'))).toEqual([
      stored('m1', 'Hi'),
      stored('m3', 'On my way'),
      stored('m2', 'Great'),
    ]);
  });

  it('are not shown twice when the live feed delivered the stored row first', () => {
    const fromFeed = receiveStoredMessage(
      [temporary('t1', 'On my way')],
      stored('m3', 'On my way'),
    );
    expect(fromFeed).toEqual([stored('m3', 'On my way')]);
    expect(replaceTemporaryMessage(fromFeed, 't1', stored('m3', 'On my way'))).toEqual([
      stored('m3', 'On my way'),
    ]);
  });

  it('drop the temporary entry when its stored row is already shown', () => {
    const shown = [stored('m3', 'On my way'), temporary('t1', 'On my way')];
    expect(replaceTemporaryMessage(shown, 't1', stored('m3', 'On my way'))).toEqual([
      stored('m3', 'On my way'),
    ]);
  });

  it("append the other party's messages as they arrive, once", () => {
    const shown = [temporary('t1', 'Hello')];
    const fromOrg = stored('m4', 'Hello', 'org');
    const once = receiveStoredMessage(shown, fromOrg);
    expect(once).toEqual([temporary('t1', 'Hello'), fromOrg]);
    expect(receiveStoredMessage(once, fromOrg)).toEqual(once);
  });

  it('disappear silently when saving fails', () => {
    expect(removeTemporaryMessage([stored('m1', 'Hi'), temporary('t1', 'Oops')], 't1')).toEqual([
      stored('m1', 'Hi'),
    ]);
    expect(removeTemporaryMessage([stored('m1', 'Hi')], 'missing')).toEqual([stored('m1', 'Hi')]);
  });
});

describe('groupChatList', () => {
  const row = (chat_id: string, task_title: string, last_message_at: string | null) => ({
    chat_id,
    task_title,
    org_id: 'org',
    org_name: 'Harbour Helpers',
    org_profile_url: null,
    org_logo_url: null,
    volunteer_id: 'vol',
    volunteer_name: 'Jamie Rivers',
    volunteer_profile_url: null,
    last_message_content: last_message_at === null ? null : 'Hi',
    last_message_sender_id: last_message_at === null ? null : 'vol',
    last_message_at,
  });

  it('groups chats by task title, newest message first, chats without messages last', () => {
    const groups = groupChatList(
      [
        row('c1', 'Beach day', '2026-03-01T09:00:00Z'),
        row('c2', 'Harbour day', '2026-03-01T11:00:00Z'),
        row('c3', 'Beach day', null),
        row('c4', 'Beach day', '2026-03-01T10:00:00Z'),
      ],
      'org',
      now,
    );
    expect(groups.map((g) => [g.title, g.chats.map((c) => c.chatId)])).toEqual([
      ['Harbour day', ['c2']],
      ['Beach day', ['c4', 'c1', 'c3']],
    ]);
  });

  it('is empty without chats', () => {
    expect(groupChatList([], 'org', now)).toEqual([]);
  });
});
