import {
  chatCountText,
  messageTimeText,
  appendMessage,
  chatActivityTime,
  chatPreviewLine,
  groupChatList,
  groupChatsByTaskTitle,
  hasMessageText,
  isChatParticipant,
  mergeChatPages,
  otherPartyId,
  prepareChatMessage,
  prependEarlierMessages,
  receiveStoredMessage,
  removeTemporaryMessage,
  replaceTemporaryMessage,
  sortChatsByActivity,
  toChatListEntry,
  withFreshFirstPage,
  type ChatSummarySource,
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

describe('chat activity', () => {
  const chat = (chat_id: string, created_at: string, last_message_at: string | null) => ({
    chat_id,
    created_at,
    last_message_at,
  });

  it('is the last message, or the creation while there is none, whatever the timestamp format', () => {
    expect(chatActivityTime(chat('a', '2026-03-01T08:00:00Z', '2026-03-01 10:00:00'))).toBe(
      Date.parse('2026-03-01T10:00:00Z'),
    );
    expect(chatActivityTime(chat('a', '2026-03-01 08:00:00+00', null))).toBe(
      Date.parse('2026-03-01T08:00:00Z'),
    );
  });

  it('orders chats newest first, a chat without messages by its creation, ties by id', () => {
    const chats = [
      chat('a', '2026-03-01T08:00:00Z', '2026-03-01T09:00:00Z'),
      chat('b', '2026-03-01T09:30:00Z', null),
      chat('c', '2026-03-01T07:00:00Z', '2026-03-01T10:00:00Z'),
      chat('d', '2026-03-01T06:00:00Z', '2026-03-01T09:00:00Z'),
    ];
    expect(sortChatsByActivity(chats).map((c) => c.chat_id)).toEqual(['c', 'b', 'd', 'a']);
  });
});

describe('mergeChatPages', () => {
  const chat = (chat_id: string, last_message_at: string) => ({
    chat_id,
    created_at: '2026-03-01T00:00:00Z',
    last_message_at,
  });

  it('lists every chat once, in its latest state, newest first', () => {
    const stale = chat('b', '2026-03-01T08:00:00Z');
    const moved = chat('b', '2026-03-01T11:00:00Z');
    const merged = mergeChatPages([
      { rows: [moved, chat('a', '2026-03-01T10:00:00Z')] },
      { rows: [stale, chat('c', '2026-03-01T07:00:00Z')] },
    ]);
    expect(merged).toEqual([
      moved,
      chat('a', '2026-03-01T10:00:00Z'),
      chat('c', '2026-03-01T07:00:00Z'),
    ]);
    expect(mergeChatPages([{ rows: [stale] }, { rows: [moved] }])).toEqual([moved]);
    expect(mergeChatPages([])).toEqual([]);
  });
});

describe('withFreshFirstPage', () => {
  const row = (chat_id: string) => ({ chat_id });
  const cursor = (id: string) => ({ at: id });

  it('replaces a lone first page, the next page following from the fresh one', () => {
    const fresh = { rows: [row('new'), row('a')], next: cursor('a') };
    expect(
      withFreshFirstPage(
        { pages: [{ rows: [row('a'), row('b')], next: cursor('b') }], pageParams: [null] },
        fresh,
      ),
    ).toEqual({ pages: [fresh], pageParams: [null] });
  });

  it('keeps the pages loaded after the first, and the first page’s earlier rows', () => {
    const second = { rows: [row('c'), row('d')], next: cursor('d') };
    const refreshed = withFreshFirstPage(
      {
        pages: [{ rows: [row('a'), row('b')], next: cursor('b') }, second],
        pageParams: [null, cursor('b')],
      },
      { rows: [row('d'), row('a')], next: cursor('a') },
    );
    expect(refreshed).toEqual({
      pages: [{ rows: [row('d'), row('a'), row('b')], next: cursor('b') }, second],
      pageParams: [null, cursor('b')],
    });
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
  // The same chat as the organisation and as the volunteer read it.
  const seenByOrganisation: ChatSummarySource = {
    chat_id: 'c1',
    task_title: 'Harbour day',
    other_party_id: 'vol',
    other_party_name: 'Jamie Rivers',
    other_party_profile_url: null,
    other_party_logo_url: null,
    last_message_content: 'See you Saturday',
    last_message_sender_id: 'org',
    last_message_at: '2026-03-01T11:58:00Z',
    created_at: '2026-03-01T09:00:00Z',
  };
  const seenByVolunteer: ChatSummarySource = {
    ...seenByOrganisation,
    other_party_id: 'org',
    other_party_name: 'Harbour Helpers',
    other_party_profile_url: 'https://cdn.test/coordinator.png',
    other_party_logo_url: 'https://cdn.test/logo.png',
  };

  it("shows the organisation the volunteer's name, initials and preview", () => {
    expect(toChatListEntry(seenByOrganisation, 'org', now)).toEqual({
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
    expect(toChatListEntry(seenByVolunteer, 'vol', now)).toMatchObject({
      otherPartyId: 'org',
      otherPartyName: 'Harbour Helpers',
      otherPartyImage: 'https://cdn.test/logo.png',
      otherPartyInitials: 'HH',
      preview: 'Harbour: See you Saturday • 2 minutes ago',
    });
  });

  it('shows the photo of an organisation without a logo', () => {
    expect(
      toChatListEntry({ ...seenByVolunteer, other_party_logo_url: null }, 'vol', now)
        .otherPartyImage,
    ).toBe('https://cdn.test/coordinator.png');
  });

  it("says 'No messages yet' for a chat without messages", () => {
    expect(
      toChatListEntry(
        {
          ...seenByVolunteer,
          last_message_content: null,
          last_message_sender_id: null,
          last_message_at: null,
        },
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
  const row = (
    chat_id: string,
    task_title: string,
    last_message_at: string | null,
    created_at = '2026-03-01T08:00:00Z',
  ): ChatSummarySource => ({
    chat_id,
    task_title,
    other_party_id: 'vol',
    other_party_name: 'Jamie Rivers',
    other_party_profile_url: null,
    other_party_logo_url: null,
    last_message_content: last_message_at === null ? null : 'Hi',
    last_message_sender_id: last_message_at === null ? null : 'vol',
    last_message_at,
    created_at,
  });

  it('groups chats by task title, newest activity first, a chat without messages by its creation', () => {
    const groups = groupChatList(
      [
        row('c1', 'Beach day', '2026-03-01T09:00:00Z'),
        row('c2', 'Harbour day', '2026-03-01T11:00:00Z'),
        row('c3', 'Beach day', null, '2026-03-01T09:30:00Z'),
        row('c4', 'Beach day', '2026-03-01T10:00:00Z'),
        row('c5', 'Library day', null, '2026-03-01T07:00:00Z'),
      ],
      'org',
      now,
    );
    expect(groups.map((g) => [g.title, g.chats.map((c) => c.chatId)])).toEqual([
      ['Harbour day', ['c2']],
      ['Beach day', ['c4', 'c3', 'c1']],
      ['Library day', ['c5']],
    ]);
  });

  it('is empty without chats', () => {
    expect(groupChatList([], 'org', now)).toEqual([]);
  });
});

describe('prependEarlierMessages', () => {
  it('puts the earlier page first and repeats no message shown already', () => {
    const shown = [
      { id: 'c', content: 'third' },
      { id: 'd', content: 'fourth' },
    ];
    const earlier = [
      { id: 'a', content: 'first' },
      { id: 'b', content: 'second' },
      { id: 'c', content: 'third' },
    ];
    expect(prependEarlierMessages(shown, earlier).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('a conversation by day', () => {
  const utc = { timeZone: 'UTC' };
  const now = new Date('2026-11-24T12:00:00Z'); // a Tuesday

  it('gives each bubble its time, Just now in its first minute', () => {
    expect(messageTimeText('2026-11-24T11:59:30Z', now, utc)).toBe('Just now');
    expect(messageTimeText('2026-11-18T09:05:00Z', now, utc)).toBe('09:05');
  });

  it('says how many chats a collapsed group holds', () => {
    expect(chatCountText(1)).toBe('1 chat');
    expect(chatCountText(3)).toBe('3 chats');
  });
});
