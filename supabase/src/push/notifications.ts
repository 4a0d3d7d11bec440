// Who hears of an event and what their notification says: the payload the portal's service worker
// (shell/public/sw.js) shows, and the page a click opens.
import type { Sql } from '../contract';
import type { PushEvent } from './announcements';

export interface PushNotification {
  title: string;
  body: string;
  /** The portal path a click opens. */
  url: string;
  /** Later notifications of the same tag replace earlier ones. */
  tag: string;
}

export interface Addressed {
  recipientId: string;
  notification: PushNotification;
}

const BODY_LIMIT = 140;

function clip(text: string): string {
  return text.length <= BODY_LIMIT ? text : `${text.slice(0, BODY_LIMIT - 1)}…`;
}

function firstName(name: string | null): string {
  return name?.trim().split(/\s+/)[0] || 'Someone';
}

async function messageNotification(sql: Sql, messageId: string): Promise<Addressed | null> {
  const { rows } = await sql.query<{
    chat_id: string;
    content: string;
    sender_name: string | null;
    recipient_id: string;
  }>(
    `select m.chat_id, m.content, s.name as sender_name,
            case when m.sender_id = c.org_id then c.volunteer_id else c.org_id end as recipient_id
       from public.messages m
       join public.chats c on c.id = m.chat_id
       left join public.users s on s.id = m.sender_id
      where m.id = $1`,
    [messageId],
  );
  const row = rows[0];
  if (row === undefined) return null;
  return {
    recipientId: row.recipient_id,
    notification: {
      title: `New message from ${firstName(row.sender_name)}`,
      body: clip(row.content),
      url: `/chat/${row.chat_id}`,
      tag: `chat-${row.chat_id}`,
    },
  };
}

async function approvalNotification(sql: Sql, applicationId: string): Promise<Addressed | null> {
  const { rows } = await sql.query<{ user_id: string; title: string }>(
    `select a.user_id, t.title
       from public.applications a join public.tasks t on t.id = a.task_id
      where a.id = $1 and a.status = 'approved'`,
    [applicationId],
  );
  const row = rows[0];
  if (row === undefined) return null;
  return {
    recipientId: row.user_id,
    notification: {
      title: 'Application approved',
      body: clip(`You're in for ${row.title}.`),
      url: '/volunteer/mytasks',
      tag: `application-${applicationId}`,
    },
  };
}

export function notificationFor(sql: Sql, event: PushEvent): Promise<Addressed | null> {
  return event.kind === 'message'
    ? messageNotification(sql, event.id)
    : approvalNotification(sql, event.id);
}
