// The browser PushSubscription the portal posts (PushSubscription.toJSON(), bare or wrapped in
// {subscription}); anything else is refused before it reaches the database.

export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
}

export type ParsedSubscription =
  { ok: true; value: PushSubscriptionJson } | { ok: false; error: string };

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function httpsUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function parseSubscription(body: unknown): ParsedSubscription {
  const candidate = isRecord(body) && isRecord(body.subscription) ? body.subscription : body;
  if (!isRecord(candidate)) return { ok: false, error: 'Body must be a push subscription object' };
  const endpoint = httpsUrl(candidate.endpoint);
  if (!endpoint) return { ok: false, error: 'subscription.endpoint must be an https URL' };
  const keys = candidate.keys;
  if (!isRecord(keys)) return { ok: false, error: 'subscription.keys is required' };
  const { p256dh, auth } = keys;
  if (typeof p256dh !== 'string' || p256dh.length > 256 || !BASE64URL.test(p256dh)) {
    return { ok: false, error: 'subscription.keys.p256dh must be a base64url string' };
  }
  if (typeof auth !== 'string' || auth.length > 256 || !BASE64URL.test(auth)) {
    return { ok: false, error: 'subscription.keys.auth must be a base64url string' };
  }
  const expiration = candidate.expirationTime ?? null;
  if (expiration !== null && (typeof expiration !== 'number' || !Number.isFinite(expiration))) {
    return { ok: false, error: 'subscription.expirationTime must be a number or null' };
  }
  return { ok: true, value: { endpoint, expirationTime: expiration, keys: { p256dh, auth } } };
}
