import { savePushSubscription, type Client } from 'shared-domain';
import { applicationServerKey } from './applicationServerKey';
import { subscriptionJson } from './subscriptionJson';

export const SERVICE_WORKER_PATH = '/sw.js';

export type PushSettings = {
  supabase: Client;
  backend: { apiUrl: string; anonKey: string };
  /** Without a VAPID public key the worker is registered but no subscription is made. */
  vapidPublicKey: string | undefined;
};

/**
 * SPEC §7 Push: registers /sw.js, asks for notification permission, subscribes with the public
 * application key and sends the subscription to the backend. Denial and every failure are only
 * logged (SPEC §8).
 */
export async function enablePush({
  supabase,
  backend,
  vapidPublicKey,
}: PushSettings): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_PATH);
    if (!('PushManager' in window) || !('Notification' in window)) {
      console.info('This browser does not support push notifications.');
      return;
    }
    if (vapidPublicKey === undefined) {
      console.info('Push notifications are not configured (no vapidPublicKey).');
      return;
    }
    const permission =
      Notification.permission === 'default'
        ? await Notification.requestPermission()
        : Notification.permission;
    if (permission !== 'granted') {
      console.info(`Push notifications not allowed (${permission}).`);
      return;
    }
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(vapidPublicKey),
      }));
    const json = subscriptionJson(subscription);
    if (json === null) {
      console.error('The browser returned an incomplete push subscription.');
      return;
    }
    await savePushSubscription(supabase, backend, json);
  } catch (error) {
    console.error('Push notifications could not be enabled', error);
  }
}
