import { JUST_NOW, NO_MESSAGES_PREVIEW, YOU } from '../messages';
import { formatTime, type DateFormatOptions } from './dateFormat';
import { firstName, initials } from './names';
import { relativeTime } from './relativeTime';
import { parseOptionalTimestamp, parseTimestamp } from './time';

/** Whether the composer holds something to send: the trimmed text must be non-empty (SPEC §5). */
export function hasMessageText(text: string): boolean {
  return text.trim() !== '';
}

/**
 * Text to send, or null when nothing may be sent: the trimmed text must be non-empty and the
 * sender known (SPEC §5).
 */
export function prepareChatMessage(
  text: string,
  senderId: string | null | undefined,
): { content: string; senderId: string } | null {
  const content = text.trim();
  if (!hasMessageText(content) || senderId === null || senderId === undefined || senderId === '')
    return null;
  return { content, senderId };
}

export type ChatParticipants = { org_id: string; volunteer_id: string };

/** Participants are the chat's org_id and volunteer_id (SPEC §6). */
export function isChatParticipant(chat: ChatParticipants, userId: string): boolean {
  return chat.org_id === userId || chat.volunteer_id === userId;
}

/** The id of whoever the signed-in user is talking to. */
export function otherPartyId(chat: ChatParticipants, userId: string): string {
  return chat.org_id === userId ? chat.volunteer_id : chat.org_id;
}

export type PreviewMessage = { content: string; sender_id: string; created_at: string };

/**
 * The preview line of a chat row (SPEC §2):
 * '{sender first name or You}: {last message} • {relative time}', or 'No messages yet'.
 */
export function chatPreviewLine(
  last: PreviewMessage | null,
  viewerId: string,
  senderFullName: string,
  now: Date,
): string {
  if (last === null) return NO_MESSAGES_PREVIEW;
  const sender = last.sender_id === viewerId ? YOU : firstName(senderFullName);
  return `${sender}: ${last.content} • ${relativeTime(last.created_at, now)}`;
}

/** Chats grouped by task title for the collapsible groups, keeping their order. */
export function groupChatsByTaskTitle<C>(
  chats: readonly C[],
  taskTitle: (chat: C) => string,
): { title: string; chats: C[] }[] {
  const groups = new Map<string, C[]>();
  for (const chat of chats) {
    const title = taskTitle(chat);
    const group = groups.get(title);
    if (group === undefined) groups.set(title, [chat]);
    else group.push(chat);
  }
  return [...groups.entries()].map(([title, grouped]) => ({ title, chats: grouped }));
}

/** A newly arrived message is appended once, even if the live feed repeats it. */
export function appendMessage<M extends { id: string | number }>(
  messages: readonly M[],
  incoming: M,
): M[] {
  return messages.some((m) => m.id === incoming.id) ? [...messages] : [...messages, incoming];
}

/**
 * An earlier page of the history put before the messages shown, without repeating any of them
 * (a message may be on both when it arrived while the page was read).
 */
export function prependEarlierMessages<M extends { id: string | number }>(
  messages: readonly M[],
  earlier: readonly M[],
): M[] {
  const shown = new Set(messages.map((message) => message.id));
  return [...earlier.filter((message) => !shown.has(message.id)), ...messages];
}

/** A message of an open chat; `pending` marks the temporary entry shown while it is being saved. */
export type ChatTimelineMessage = {
  id: string | number;
  sender_id: string;
  content: string;
  pending?: true;
};

/**
 * A stored row from the live feed or a reload (SPEC §4). The viewer's own message may come back
 * through the feed before the insert's reply does; it then takes the place of its temporary entry,
 * so the message is never shown twice.
 */
export function receiveStoredMessage<M extends ChatTimelineMessage>(
  messages: readonly M[],
  stored: M,
): M[] {
  if (messages.some((message) => message.id === stored.id)) return [...messages];
  const pending = messages.findIndex(
    (message) =>
      message.pending === true &&
      message.sender_id === stored.sender_id &&
      message.content === stored.content,
  );
  if (pending === -1) return appendMessage(messages, stored);
  return messages.map((message, index) => (index === pending ? stored : message));
}

/** The insert's reply: the stored row takes the temporary entry's place, once (SPEC §4). */
export function replaceTemporaryMessage<M extends ChatTimelineMessage>(
  messages: readonly M[],
  temporaryId: string,
  stored: M,
): M[] {
  const index = messages.findIndex((message) => message.id === temporaryId);
  if (index === -1) return receiveStoredMessage(messages, stored);
  if (messages.some((message) => message.id === stored.id)) {
    return messages.filter((message) => message.id !== temporaryId);
  }
  return messages.map((message) => (message.id === temporaryId ? stored : message));
}

/** A message that could not be saved disappears silently (SPEC §4, §8). */
export function removeTemporaryMessage<M extends ChatTimelineMessage>(
  messages: readonly M[],
  temporaryId: string,
): M[] {
  return messages.filter((message) => message.id !== temporaryId);
}

/** A row of the Messages list's read model (get_chat_page), seen from the viewer's side. */
export type ChatSummarySource = {
  chat_id: string;
  task_title: string;
  other_party_id: string;
  other_party_name: string;
  other_party_profile_url: string | null;
  /** The organisation's logo when the other party is the organisation. */
  other_party_logo_url: string | null;
  last_message_content: string | null;
  last_message_sender_id: string | null;
  last_message_at: string | null;
  created_at: string;
};

export type ChatListEntry = {
  chatId: string;
  taskTitle: string;
  otherPartyId: string;
  otherPartyName: string;
  /** The organisation's logo or the other party's photo; null shows the two initials. */
  otherPartyImage: string | null;
  otherPartyInitials: string;
  preview: string;
};

/** One row of the Messages list (SPEC §2), seen from the viewer's side of the chat. */
export function toChatListEntry(
  row: ChatSummarySource,
  viewerId: string,
  now: Date,
): ChatListEntry {
  const last =
    row.last_message_at === null || row.last_message_sender_id === null
      ? null
      : {
          content: row.last_message_content ?? '',
          sender_id: row.last_message_sender_id,
          created_at: row.last_message_at,
        };
  return {
    chatId: row.chat_id,
    taskTitle: row.task_title,
    otherPartyId: row.other_party_id,
    otherPartyName: row.other_party_name,
    otherPartyImage: row.other_party_logo_url ?? row.other_party_profile_url,
    otherPartyInitials: initials(row.other_party_name),
    // The sender is the viewer ('You') or the other party.
    preview: chatPreviewLine(last, viewerId, row.other_party_name, now),
  };
}

type ChatActivitySource = Pick<ChatSummarySource, 'chat_id' | 'last_message_at' | 'created_at'>;

/** A chat's latest activity: its last message, or its creation while it has none (ms). */
export function chatActivityTime(chat: ChatActivitySource): number {
  const created = parseOptionalTimestamp(chat.created_at)?.getTime() ?? Number.NEGATIVE_INFINITY;
  const lastMessage = parseOptionalTimestamp(chat.last_message_at)?.getTime();
  return lastMessage === undefined ? created : Math.max(created, lastMessage);
}

/**
 * Chats newest activity first (SPEC §4: by latest message; a chat without messages by its
 * creation), ties by id, as get_chat_page orders them.
 */
export function sortChatsByActivity<C extends ChatActivitySource>(chats: readonly C[]): C[] {
  return [...chats].sort((a, b) => {
    const difference = chatActivityTime(b) - chatActivityTime(a);
    if (difference !== 0) return difference;
    if (a.chat_id === b.chat_id) return 0;
    return a.chat_id < b.chat_id ? 1 : -1;
  });
}

/**
 * The chats of every page read so far, each once in its latest state, newest activity first. A chat
 * read again on a fresh first page (a new message moved it up) may still sit on a later page read
 * before: the read that saw more of its activity wins, the earlier page on a tie.
 */
export function mergeChatPages<C extends ChatActivitySource>(
  pages: readonly { rows: readonly C[] }[],
): C[] {
  const latest = new Map<string, C>();
  for (const page of pages) {
    for (const row of page.rows) {
      const known = latest.get(row.chat_id);
      if (known === undefined || chatActivityTime(row) > chatActivityTime(known)) {
        latest.set(row.chat_id, row);
      }
    }
  }
  return sortChatsByActivity([...latest.values()]);
}

/**
 * The pages of the Messages list after a fresh read of its first page (a live refresh). With only
 * the first page loaded the fresh one takes its place, and the next page follows from it. With more
 * loaded, they stay: the fresh rows join the first page, whose earlier rows stay too (they are above
 * the next page's cursor, so no later page brings them back), and the next page follows the last.
 */
export function withFreshFirstPage<C extends { chat_id: string }, Cursor>(
  data: { pages: { rows: C[]; next: Cursor | null }[]; pageParams: (Cursor | null)[] },
  fresh: { rows: C[]; next: Cursor | null },
): { pages: { rows: C[]; next: Cursor | null }[]; pageParams: (Cursor | null)[] } {
  const [first, ...later] = data.pages;
  if (first === undefined || later.length === 0) {
    return { pages: [fresh], pageParams: [null] };
  }
  const freshIds = new Set(fresh.rows.map((row) => row.chat_id));
  return {
    pages: [
      {
        rows: [...fresh.rows, ...first.rows.filter((row) => !freshIds.has(row.chat_id))],
        next: first.next,
      },
      ...later,
    ],
    pageParams: data.pageParams,
  };
}

/**
 * The Messages list (SPEC §2, §4): chats by latest activity, newest first, in collapsible groups by
 * task title, each row seen from the viewer's side.
 */
export function groupChatList(
  rows: readonly ChatSummarySource[],
  viewerId: string,
  now: Date,
): { title: string; chats: ChatListEntry[] }[] {
  return groupChatsByTaskTitle(
    sortChatsByActivity(rows).map((row) => toChatListEntry(row, viewerId, now)),
    (entry) => entry.taskTitle,
  );
}

// A conversation by day (issue #20): a separator says the day once (dayGroups.ts), each bubble its time.

/** A bubble's time: SPEC §9's 'Just now' in its first minute, then the time of day. */
export function messageTimeText(
  timestamp: string,
  now: Date,
  options: DateFormatOptions = {},
): string {
  const date = parseTimestamp(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  if (now.getTime() - date.getTime() < 60_000) return JUST_NOW;
  return formatTime(date, options);
}

/** The count on a collapsed group of the Messages list, in words: '1 chat', '3 chats'. */
export function chatCountText(count: number): string {
  return count === 1 ? '1 chat' : `${count} chats`;
}
