// Who hears of an event (a chat message, an approval, a reminder, a waitlist offer) and what their notification says: the payload the portal's service worker
// (shell/public/sw.js) shows, and the page a click opens. Read with the service role: the webhook
// is the database's own call, not a user's.
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2.119.1';

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

/** A Supabase database webhook's body. */
export interface WebhookPayload {
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  table: string;
  schema: string;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
}

const BODY_LIMIT = 140;

function clip(text: string): string {
  return text.length <= BODY_LIMIT ? text : `${text.slice(0, BODY_LIMIT - 1)}…`;
}

function firstName(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] || 'Someone';
}

function text(record: Record<string, unknown>, key: string): string | null {
  const value = record[key];
  return typeof value === 'string' ? value : null;
}

async function messageNotification(
  db: SupabaseClient,
  message: Record<string, unknown>,
): Promise<Addressed | null> {
  const chatId = text(message, 'chat_id');
  const senderId = text(message, 'sender_id');
  const content = text(message, 'content');
  if (chatId === null || senderId === null || content === null) return null;
  const [chat, sender] = await Promise.all([
    db.from('chats').select('org_id, volunteer_id').eq('id', chatId).maybeSingle(),
    db.from('users').select('name').eq('id', senderId).maybeSingle(),
  ]);
  if (chat.error) throw chat.error;
  if (sender.error) throw sender.error;
  if (chat.data === null) return null;
  const { org_id: orgId, volunteer_id: volunteerId } = chat.data as {
    org_id: string;
    volunteer_id: string;
  };
  return {
    recipientId: senderId === orgId ? volunteerId : orgId,
    notification: {
      title: `New message from ${firstName((sender.data as { name: string | null } | null)?.name)}`,
      body: clip(content),
      url: `/chat/${chatId}`,
      tag: `chat-${chatId}`,
    },
  };
}

async function approvalNotification(
  db: SupabaseClient,
  application: Record<string, unknown>,
): Promise<Addressed | null> {
  const id = text(application, 'id');
  const userId = text(application, 'user_id');
  const taskId = text(application, 'task_id');
  if (id === null || userId === null || taskId === null) return null;
  const task = await db.from('tasks').select('title').eq('id', taskId).maybeSingle();
  if (task.error) throw task.error;
  if (task.data === null) return null;
  return {
    recipientId: userId,
    notification: {
      title: 'Application approved',
      body: clip(`You're in for ${(task.data as { title: string }).title}.`),
      url: '/volunteer/mytasks',
      tag: `application-${id}`,
    },
  };
}

/**
 * "Wed 25 Nov, 09:00 AEDT" in the task's zone, as the portal shows a task's time (shared-domain's
 * dateFormat.ts: one clock). The portal names the zone only where the viewer's clock differs; a push
 * cannot know the reader's zone, so it always names it. The day alone for an ongoing task's (whole)
 * day.
 */
function occurrenceText(startsAt: string, timeZone: string, wholeDay: boolean): string {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(wholeDay
      ? {}
      : {
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23' as const,
          timeZoneName: 'short' as const,
        }),
  }).formatToParts(new Date(startsAt));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('weekday')} ${part('day')} ${part('month')}`;
  return wholeDay ? day : `${day}, ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}

async function reminderNotification(
  db: SupabaseClient,
  reminder: Record<string, unknown>,
): Promise<Addressed | null> {
  const id = text(reminder, 'id');
  const userId = text(reminder, 'user_id');
  const taskId = text(reminder, 'task_id');
  const startsAt = text(reminder, 'starts_at');
  if (id === null || userId === null || taskId === null || startsAt === null) return null;
  const task = await db
    .from('tasks')
    .select('title, task_type, time_zone')
    .eq('id', taskId)
    .maybeSingle();
  if (task.error) throw task.error;
  if (task.data === null) return null;
  const {
    title,
    task_type: taskType,
    time_zone: timeZone,
  } = task.data as {
    title: string;
    task_type: string;
    time_zone: string;
  };
  const when = occurrenceText(startsAt, timeZone, taskType === 'ongoing');
  const answered = text(reminder, 'answer') === 'coming';
  return {
    recipientId: userId,
    notification: {
      title: answered ? 'Starting in 2 hours' : 'Still coming?',
      body: clip(
        answered
          ? `${title}, ${when}. See you there!`
          : `${title}, ${when}. Let them know if you can't make it.`,
      ),
      url: `/volunteer/task/${taskId}`,
      tag: `reminder-${text(reminder, 'application_id') ?? id}`,
    },
  };
}

async function waitlistOfferNotification(
  db: SupabaseClient,
  entry: Record<string, unknown>,
): Promise<Addressed | null> {
  const id = text(entry, 'id');
  const userId = text(entry, 'user_id');
  const taskId = text(entry, 'task_id');
  const expiresAt = text(entry, 'offer_expires_at');
  if (id === null || userId === null || taskId === null || expiresAt === null) return null;
  const task = await db.from('tasks').select('title, time_zone').eq('id', taskId).maybeSingle();
  if (task.error) throw task.error;
  if (task.data === null) return null;
  const { title, time_zone: timeZone } = task.data as { title: string; time_zone: string };
  return {
    recipientId: userId,
    notification: {
      title: 'A place opened up',
      body: clip(`${title}: confirm by ${occurrenceText(expiresAt, timeZone, false)} to keep it.`),
      url: `/volunteer/task/${taskId}`,
      tag: `waitlist-${id}`,
    },
  };
}

/** The notification an event deserves, or null when it deserves none. */
export function notificationFor(
  db: SupabaseClient,
  event: WebhookPayload,
): Promise<Addressed | null> {
  if (event.schema !== 'public' || event.record === null) return Promise.resolve(null);
  if (event.table === 'messages' && event.type === 'INSERT') {
    return messageNotification(db, event.record);
  }
  if (
    event.table === 'applications' &&
    event.type === 'UPDATE' &&
    event.record.status === 'approved' &&
    event.old_record?.status !== 'approved'
  ) {
    return approvalNotification(db, event.record);
  }
  if (event.table === 'reminders' && event.type === 'INSERT') {
    return reminderNotification(db, event.record);
  }
  if (
    event.table === 'waitlist_entries' &&
    event.type === 'UPDATE' &&
    event.record.status === 'offered' &&
    event.old_record?.status !== 'offered'
  ) {
    return waitlistOfferNotification(db, event.record);
  }
  return Promise.resolve(null);
}

export function isWebhookPayload(value: unknown): value is WebhookPayload {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    (event.type === 'INSERT' || event.type === 'UPDATE' || event.type === 'DELETE') &&
    typeof event.table === 'string' &&
    typeof event.schema === 'string' &&
    (event.record === null || typeof event.record === 'object') &&
    (event.old_record === null ||
      event.old_record === undefined ||
      typeof event.old_record === 'object')
  );
}
