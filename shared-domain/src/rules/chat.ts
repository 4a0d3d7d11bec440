import { NO_MESSAGES_PREVIEW, YOU } from '../messages';
import { firstName, initials } from './names';
import { relativeTime } from './relativeTime';
import { parseOptionalTimestamp } from './time';

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

const timeOf = (timestamp: string | undefined): number =>
  parseOptionalTimestamp(timestamp)?.getTime() ?? Number.NEGATIVE_INFINITY;

export function latestMessage<M extends { created_at: string }>(messages: readonly M[]): M | null {
  let latest: M | null = null;
  for (const message of messages) {
    if (latest === null || timeOf(message.created_at) > timeOf(latest.created_at)) latest = message;
  }
  return latest;
}

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

const latestTime = (messages: readonly { created_at: string }[]): number =>
  timeOf(latestMessage(messages)?.created_at);

/** Chats sorted by their latest message, newest first; chats without messages go last. */
export function sortChatsByLatestMessage<C extends { messages: readonly { created_at: string }[] }>(
  chats: readonly C[],
): C[] {
  return [...chats].sort((a, b) => {
    const ta = latestTime(a.messages);
    const tb = latestTime(b.messages);
    if (ta === tb) return 0;
    return tb > ta ? 1 : -1;
  });
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

export type ChatSummarySource = {
  chat_id: string;
  task_title: string;
  org_id: string;
  org_name: string;
  org_profile_url: string | null;
  org_logo_url: string | null;
  volunteer_id: string;
  volunteer_name: string;
  volunteer_profile_url: string | null;
  last_message_content: string | null;
  last_message_sender_id: string | null;
  last_message_at: string | null;
};

export type ChatListEntry = {
  chatId: string;
  taskTitle: string;
  otherPartyId: string;
  otherPartyName: string;
  /** The organisation's logo or the volunteer's photo; null shows the two initials. */
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
  const viewerIsOrganisation = row.org_id === viewerId;
  const otherName = viewerIsOrganisation ? row.volunteer_name : row.org_name;
  const last =
    row.last_message_at === null || row.last_message_sender_id === null
      ? null
      : {
          content: row.last_message_content ?? '',
          sender_id: row.last_message_sender_id,
          created_at: row.last_message_at,
        };
  const senderName = last?.sender_id === row.org_id ? row.org_name : row.volunteer_name;
  return {
    chatId: row.chat_id,
    taskTitle: row.task_title,
    otherPartyId: viewerIsOrganisation ? row.volunteer_id : row.org_id,
    otherPartyName: otherName,
    otherPartyImage: viewerIsOrganisation
      ? row.volunteer_profile_url
      : (row.org_logo_url ?? row.org_profile_url),
    otherPartyInitials: initials(otherName),
    preview: chatPreviewLine(last, viewerId, senderName, now),
  };
}

/**
 * The Messages list (SPEC §2, §4): chats by latest message, newest first, in collapsible groups by
 * task title, each row seen from the viewer's side.
 */
export function groupChatList(
  rows: readonly ChatSummarySource[],
  viewerId: string,
  now: Date,
): { title: string; chats: ChatListEntry[] }[] {
  const sorted = sortChatsByLatestMessage(
    rows.map((row) => ({
      row,
      messages: row.last_message_at === null ? [] : [{ created_at: row.last_message_at }],
    })),
  );
  return groupChatsByTaskTitle(
    sorted.map(({ row }) => toChatListEntry(row, viewerId, now)),
    (entry) => entry.taskTitle,
  );
}
