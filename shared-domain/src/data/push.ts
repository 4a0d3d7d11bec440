import { PUSH_SUBSCRIPTION_FUNCTION_PATH } from '../constants';
import { DataError, type Client } from './client';

export type PushSubscriptionJson = {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
};

/**
 * Posts the browser's subscription (SPEC §7) to the save-subscription Edge Function, as the
 * signed-in user. `apiUrl` is the backend's base URL and `anonKey` its public key, the values the
 * client was made with; `subscriptionUrl` is where the deployment serves the function, by default
 * `<apiUrl>/functions/v1/save-subscription` (the local stack also answers SPEC's /api path).
 */
export async function savePushSubscription(
  client: Client,
  backend: { apiUrl: string; anonKey: string; subscriptionUrl?: string },
  subscription: PushSubscriptionJson,
): Promise<void> {
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token;
  if (token === undefined) throw new DataError('Not authenticated', undefined, 401);
  const url = backend.subscriptionUrl ?? new URL(PUSH_SUBSCRIPTION_FUNCTION_PATH, backend.apiUrl);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      apikey: backend.anonKey,
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ subscription }),
  });
  if (!response.ok) {
    // The function's own errors say `error`; the JWT check in front of it says `message`.
    const body = (await response.json().catch(() => ({}))) as {
      error?: unknown;
      message?: unknown;
    };
    const message =
      typeof body.error === 'string'
        ? body.error
        : typeof body.message === 'string'
          ? body.message
          : response.statusText;
    throw new DataError(message, undefined, response.status);
  }
}
