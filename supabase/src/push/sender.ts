// Sends Web Push notifications for the database's announcements to every browser the recipient
// subscribed, signed with the stack's VAPID keys. Subscriptions the push service reports gone
// (404, 410) are deleted; any other failure is only logged.
import webpush, { WebPushError } from 'web-push';
import type { ServiceContext } from '../contract';
import {
  installAnnouncements,
  parsePushEvent,
  PUSH_CHANNEL,
  type PushEvent,
} from './announcements';
import { notificationFor } from './notifications';
import type { PushSubscriptionJson } from './subscription';
import type { VapidKeys } from './vapid';

/** How long a push service keeps an undelivered notification (seconds). */
const TTL_SECONDS = 24 * 60 * 60;

export interface PushSender {
  /** Stops listening and waits for the notifications under way. */
  stop(): Promise<void>;
}

type Target = { id: string; subscription: PushSubscriptionJson };

export async function startPushSender(
  context: ServiceContext,
  keys: VapidKeys,
): Promise<PushSender | null> {
  if (!(await installAnnouncements(context.db))) return null;
  const pending = new Set<Promise<void>>();

  async function send(target: Target, payload: string): Promise<void> {
    try {
      await webpush.sendNotification(target.subscription, payload, {
        vapidDetails: keys,
        TTL: TTL_SECONDS,
      });
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await context.db.asAdmin((sql) =>
          sql.query('delete from public.push_subscriptions where id = $1', [target.id]),
        );
        return;
      }
      context.log('push: a notification was not delivered', error);
    }
  }

  async function deliver(event: PushEvent): Promise<void> {
    const found = await context.db.asAdmin(async (sql) => {
      const addressed = await notificationFor(sql, event);
      if (addressed === null) return null;
      const { rows } = await sql.query<Target>(
        'select id, subscription from public.push_subscriptions where user_id = $1',
        [addressed.recipientId],
      );
      return { payload: JSON.stringify(addressed.notification), targets: rows };
    });
    if (found === null) return;
    await Promise.all(found.targets.map((target) => send(target, found.payload)));
  }

  const unlisten = await context.db.listen(PUSH_CHANNEL, (payload) => {
    const event = parsePushEvent(payload);
    if (event === null) return;
    const delivery = deliver(event).catch((error: unknown) =>
      context.log('push: an announcement could not be handled', error),
    );
    pending.add(delivery);
    void delivery.finally(() => pending.delete(delivery));
  });

  return {
    stop: async () => {
      await unlisten();
      await Promise.all(pending);
    },
  };
}
