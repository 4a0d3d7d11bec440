import { PUSH_SUBSCRIPTION_PATH } from '../constants';
import { DataError, type Client } from './client';

export type PushSubscriptionJson = {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
};

/**
 * POST /api/save-subscription with the browser's subscription (SPEC §7), as the signed-in user.
 * `apiUrl` is the backend's base URL and `anonKey` its public key, the values the client was made with.
 */
export async function savePushSubscription(
  client: Client,
  backend: { apiUrl: string; anonKey: string },
  subscription: PushSubscriptionJson,
): Promise<void> {
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token;
  if (token === undefined) throw new DataError('Not authenticated', undefined, 401);
  const response = await fetch(new URL(PUSH_SUBSCRIPTION_PATH, backend.apiUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      apikey: backend.anonKey,
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ subscription }),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: unknown };
    const message = typeof body.error === 'string' ? body.error : response.statusText;
    throw new DataError(message, undefined, response.status);
  }
}
