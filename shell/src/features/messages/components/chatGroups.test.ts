import type { ChatListRow } from 'shared-domain';
import { chatGroups } from './chatGroups';

const ORG = 'org-user';
const VOLUNTEER = 'volunteer-user';
const NOW = new Date('2026-11-21T12:00:00Z');

function chat(id: string, taskTitle: string, lastAt: string | null, fromOrg = true): ChatListRow {
  return {
    chat_id: id,
    created_at: '2026-11-01T00:00:00Z',
    task_id: `task-${taskTitle}`,
    task_title: taskTitle,
    org_id: ORG,
    org_name: 'Harbour Helpers',
    org_logo_url: null,
    org_profile_url: null,
    volunteer_id: VOLUNTEER,
    volunteer_name: 'Sam Taylor',
    volunteer_profile_url: null,
    last_message_at: lastAt,
    last_message_content: lastAt === null ? null : `message of ${id}`,
    last_message_sender_id: lastAt === null ? null : fromOrg ? ORG : VOLUNTEER,
  };
}

test('groups chats by task title, newest message first, chats without messages last', () => {
  const groups = chatGroups(
    [
      chat('a', 'Beach clean-up', '2026-11-21T09:00:00Z'),
      chat('b', 'Food bank', null),
      chat('c', 'Food bank', '2026-11-21T11:59:30Z', false),
      chat('d', 'Beach clean-up', '2026-11-21T11:00:00Z'),
    ],
    VOLUNTEER,
    NOW,
  );

  expect(groups.map((group) => [group.title, group.chats.map((entry) => entry.chatId)])).toEqual([
    ['Food bank', ['c', 'b']],
    ['Beach clean-up', ['d', 'a']],
  ]);
  expect(groups[0]?.chats.map((entry) => entry.preview)).toEqual([
    'You: message of c • Just now',
    'No messages yet',
  ]);
  expect(groups[1]?.chats[0]).toMatchObject({
    otherPartyName: 'Harbour Helpers',
    otherPartyInitials: 'HH',
    preview: 'Harbour: message of d • about 1 hour ago',
  });
});
