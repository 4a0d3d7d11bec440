import { fetchPushPublicKey, savePushSubscription, type Client } from 'shared-domain';
import { applicationServerKey, isSameKey } from './applicationServerKey';
import { subscriptionJson } from './subscriptionJson';

export const SERVICE_WORKER_PATH = '/sw.js';

export type PushSettings = {
  supabase: Client;
  /** The backend, and where its save-subscription function is when not at the default URL. */
  backend: { apiUrl: string; anonKey: string; subscriptionUrl?: string };
  /**
   * The VAPID public key of the configuration; without one the backend's published key is used,
   * and where there is none either the worker is registered but no subscription is made.
   */
  vapidPublicKey: string | undefined;
};

async function subscriptionFor(
  registration: ServiceWorkerRegistration,
  key: Uint8Array<ArrayBuffer>,
): Promise<PushSubscription> {
  const existing = await registration.pushManager.getSubscription();
  if (existing !== null) {
    if (isSameKey(existing.options.applicationServerKey, key)) return existing;
    // Made with keys the backend no longer signs with: its pushes would never arrive.
    await existing.unsubscribe();
  }
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/**
 * SPEC §7 Push: registers /sw.js, asks for notification permission, subscribes with the public
 * application key and sends the subscription to the backend. Denial and every failure are only
 * logged (SPEC §8). With `ask: false` (at sign-in) the browser is not asked: a permission given
 * before is used, one not yet asked for waits for the user's yes to the portal's own explanation
 * (PushPrompt), so the browser's question never comes out of the blue (issue #19).
 */
export async function enablePush(
  { supabase, backend, vapidPublicKey }: PushSettings,
  { ask }: { ask: boolean } = { ask: true },
): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_PATH);
    if (!('PushManager' in window) || !('Notification' in window)) {
      console.info('This browser does not support push notifications.');
      return;
    }
    if (Notification.permission === 'default' && !ask) return;
    const publicKey = vapidPublicKey ?? (await fetchPushPublicKey(backend));
    if (publicKey === null) {
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
    const subscription = await subscriptionFor(registration, applicationServerKey(publicKey));
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
