// POST /functions/v1/push {notification_id}: the database posts each new notification whose
// recipient wants it by push and has a browser subscribed (migration 20261202014934). It sends a Web
// Push notification with the notification's title, text and link, signed with the project's VAPID
// keys (function secrets), to every browser the recipient subscribed; subscriptions the push service
// reports gone (404, 410) are deleted, any other failure is only logged. Each send goes only to a
// browser's push service, checked right before it (../_shared/push-endpoint.ts): a subscription that
// points anywhere else, or whose host resolves into a private network, is refused and gets no
// request.
// Only the database may call it: it authenticates with the service role key.
// @ts-types="npm:@types/web-push@3.6.4"
import webpush from 'npm:web-push@3.6.7';
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import { json, readText } from '../_shared/http.ts';
import { fromServiceRole } from '../_shared/service-role.ts';
import {
  PUSH_SERVICE_COLUMNS,
  pinnedAgent,
  PushEndpointRefused,
  pushServiceOf,
  type PushService,
} from '../_shared/push-endpoint.ts';

/** How long a push service keeps an undelivered notification (seconds). */
const TTL_SECONDS = 24 * 60 * 60;
const BODY_LIMIT = 64 * 1024;
/** What a notification shows of its text: a lock screen has room for about two lines. */
const TEXT_LIMIT = 140;

const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
const vapid = {
  subject: Deno.env.get('VAPID_SUBJECT') || 'mailto:push@volunteering.local',
  publicKey: Deno.env.get('VAPID_PUBLIC_KEY') ?? '',
  privateKey: Deno.env.get('VAPID_PRIVATE_KEY') ?? '',
};
const db = createClient(Deno.env.get('SUPABASE_URL') ?? '', serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

type Target = { id: string; subscription: webpush.PushSubscription };

/** The payload the portal's service worker (shell/public/sw.js) shows; a click opens `url`. */
interface PushNotification {
  title: string;
  body: string;
  url: string;
  /** A later notification of the same tag replaces the earlier one. */
  tag: string;
}

type NotificationRow = {
  id: string;
  user_id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  task_id: string | null;
  application_id: string | null;
  chat_id: string | null;
};

function pushOf(row: NotificationRow): PushNotification {
  const body = row.body.length <= TEXT_LIMIT ? row.body : `${row.body.slice(0, TEXT_LIMIT - 1)}…`;
  // One chat's messages replace each other, as do one application's or task's news of a kind.
  const tag =
    row.chat_id !== null
      ? `chat-${row.chat_id}`
      : `${row.kind}-${row.application_id ?? row.task_id ?? row.id}`;
  return { title: row.title, body, url: row.link, tag };
}

type Outcome = 'sent' | 'gone' | 'failed' | 'refused';

async function send(
  target: Target,
  payload: string,
  services: readonly PushService[],
): Promise<Outcome> {
  const known = pushServiceOf(target.subscription.endpoint, services);
  if ('refused' in known) {
    console.error(`push: subscription ${target.id} refused: ${known.refused}`);
    return 'refused';
  }
  try {
    await webpush.sendNotification(target.subscription, payload, {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      agent: pinnedAgent(known.service),
    });
    return 'sent';
  } catch (error) {
    if (error instanceof PushEndpointRefused) {
      console.error(`push: subscription ${target.id} refused: ${error.message}`);
      return 'refused';
    }
    if (
      error instanceof webpush.WebPushError &&
      (error.statusCode === 404 || error.statusCode === 410)
    ) {
      const { error: deleteError } = await db
        .from('push_subscriptions')
        .delete()
        .eq('id', target.id);
      if (deleteError) console.error('push: a gone subscription could not be deleted', deleteError);
      return 'gone';
    }
    console.error('push: a notification was not delivered', error);
    return 'failed';
  }
}

Deno.serve(async (req) => {
  if (req.method !== 'POST') return json(405, { error: 'Method not allowed' }, { Allow: 'POST' });
  if (!fromServiceRole(req)) return json(401, { error: 'Only the database calls this function' });
  if (vapid.publicKey === '' || vapid.privateKey === '') {
    return json(503, { error: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set' });
  }
  let notificationId: unknown;
  try {
    notificationId = (JSON.parse(await readText(req, BODY_LIMIT)) as { notification_id?: unknown })
      .notification_id;
  } catch {
    notificationId = undefined;
  }
  if (typeof notificationId !== 'string') {
    return json(400, { error: 'Body must be {"notification_id": "<uuid>"}' });
  }
  const notification = await db
    .from('notifications')
    .select('id, user_id, kind, title, body, link, task_id, application_id, chat_id')
    .eq('id', notificationId)
    .maybeSingle();
  if (notification.error) {
    console.error('push: the notification could not be read', notification.error);
    return json(500, { error: 'The notification could not be read' });
  }
  // Gone since (its chat deleted, its recipient's account closed): nobody to tell.
  if (notification.data === null) return json(200, { sent: 0, gone: 0, failed: 0, refused: 0 });
  const row = notification.data as NotificationRow;
  const [subscriptions, services] = await Promise.all([
    db.from('push_subscriptions').select('id, subscription').eq('user_id', row.user_id),
    db.from('push_services').select(PUSH_SERVICE_COLUMNS),
  ]);
  const failure = subscriptions.error ?? services.error;
  if (failure) {
    console.error('push: subscriptions or push services could not be read', failure);
    return json(500, { error: 'Subscriptions could not be read' });
  }
  const payload = JSON.stringify(pushOf(row));
  const results = await Promise.all(
    (subscriptions.data as Target[]).map((target) =>
      send(target, payload, services.data as PushService[]),
    ),
  );
  const count = (outcome: Outcome) => results.filter((result) => result === outcome).length;
  return json(200, {
    sent: count('sent'),
    gone: count('gone'),
    failed: count('failed'),
    refused: count('refused'),
  });
});
