import {
  groupChatsByTaskTitle,
  sortChatsByLatestMessage,
  toChatListEntry,
  type ChatListEntry,
  type ChatListRow,
} from 'shared-domain';

export type ChatGroup = { title: string; chats: ChatListEntry[] };

/** The Messages list (SPEC §2, §4): newest message first, then grouped by task title. */
export function chatGroups(rows: readonly ChatListRow[], viewerId: string, now: Date): ChatGroup[] {
  const sorted = sortChatsByLatestMessage(
    rows.map((row) => ({
      row,
      messages: row.last_message_at === null ? [] : [{ created_at: row.last_message_at }],
    })),
  );
  const entries = sorted.map(({ row }) => toChatListEntry(row, viewerId, now));
  return groupChatsByTaskTitle(entries, (entry) => entry.taskTitle);
}
