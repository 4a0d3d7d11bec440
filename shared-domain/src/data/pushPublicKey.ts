import { PUSH_PUBLIC_KEY_FUNCTION_PATH } from '../constants';
import { DataError } from './client';

/**
 * The backend's VAPID public key (URL-safe base64), for deployments whose configuration does not
 * carry one; null when the backend sends no push notifications.
 */
export async function fetchPushPublicKey(backend: {
  apiUrl: string;
  anonKey: string;
}): Promise<string | null> {
  const response = await fetch(new URL(PUSH_PUBLIC_KEY_FUNCTION_PATH, backend.apiUrl), {
    headers: { apikey: backend.anonKey },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new DataError(response.statusText, undefined, response.status);
  const body = (await response.json()) as { publicKey?: unknown };
  return typeof body.publicKey === 'string' && body.publicKey !== '' ? body.publicKey : null;
}
