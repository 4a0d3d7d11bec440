import { NO_MESSAGES_PREVIEW, YOU } from '../messages';
import { firstName, initials } from './names';
import { relativeTime } from './relativeTime';
import { parseOptionalTimestamp } from './time';

/**
 * Text to send, or null when nothing may be sent: the trimmed text must be non-empty and the
 * sender known (SPEC §5).
 */
export function prepareChatMessage(
  text: string,
  senderId: string | null | undefined,
): { content: string; senderId: string } | null {
  const content = text.trim();
  if (content === '' || senderId === null || senderId === undefined || senderId === '') return null;
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
