// GoTrue's request limits: at most `limit` requests per key (an IP address, an e-mail) within a
// sliding window. The (limit+1)th inside the window is refused until the oldest falls out of it.
import { AuthError } from './errors';

export interface Limiter {
  /** Counts one request for `key`; throws a 429 when it is one too many. */
  hit(key: string): void;
}

/** Keys are forgotten once their window has passed; this many live keys at most. */
const MAX_KEYS = 100_000;

export function slidingWindow(
  limit: number,
  windowSeconds: number,
  refuse: (retryAfterSeconds: number) => AuthError,
): Limiter {
  const windowMs = windowSeconds * 1000;
  const hits = new Map<string, number[]>();
  let lastSweep = Date.now();

  function sweep(now: number) {
    if (now - lastSweep < windowMs && hits.size < MAX_KEYS) return;
    lastSweep = now;
    for (const [key, times] of hits) {
      if (times.length === 0 || now - times[times.length - 1] >= windowMs) hits.delete(key);
    }
    // Still full (a flood of distinct keys): the oldest keys go first (Map keeps insertion order).
    for (const key of hits.keys()) {
      if (hits.size < MAX_KEYS) break;
      hits.delete(key);
    }
  }

  return {
    hit(key) {
      const now = Date.now();
      sweep(now);
      const times = hits.get(key) ?? [];
      while (times.length > 0 && now - times[0] >= windowMs) times.shift();
      if (times.length >= limit) {
        hits.set(key, times);
        throw refuse(Math.max(1, Math.ceil((times[0] + windowMs - now) / 1000)));
      }
      times.push(now);
      hits.set(key, times);
    },
  };
}

export const requestLimitReached = (retryAfter: number) =>
  new AuthError(
    429,
    'over_request_rate_limit',
    'Request rate limit reached',
    {},
    { 'Retry-After': String(retryAfter) },
  );

export const emailLimitReached = (retryAfter: number) =>
  new AuthError(
    429,
    'over_email_send_rate_limit',
    'email rate limit exceeded',
    {},
    { 'Retry-After': String(retryAfter) },
  );
