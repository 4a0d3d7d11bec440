// The API gateway's key check, as hosted Supabase's gateway does it: the `apikey` header or
// `?apikey=` is a legacy JWT key (anon, service_role, or any token the stack signed), or an
// opaque publishable or secret key. Behind the gateway every service sees a JWT: an opaque key
// sent alone (or repeated as `Authorization: Bearer`) is swapped for a short-lived token of its
// role, signed by the stack; a user's own token in Authorization is kept.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Claims } from '../contract';
import type { StackJwt } from '../jwt';
import type { OpaqueKeys } from '../keys';

export type KeyCheck =
  | {
      ok: true;
      apikey: string;
      apiClaims: Claims;
      /** A publishable or secret key (not a JWT: the gateway forwards a token for its role). */
      opaque: boolean;
    }
  | { ok: false; status: number; body: { message: string; hint?: string } };

const INVALID: KeyCheck = {
  ok: false,
  status: 401,
  body: {
    message: 'Invalid API key',
    hint: 'Double check your Supabase `anon` or `service_role` API key.',
  },
};

/**
 * Hosted Supabase refuses secret keys from browsers, telling them apart by the User-Agent header
 * (every browser's starts with `Mozilla/`); see "API keys" in Supabase's docs.
 */
export function isBrowser(req: IncomingMessage): boolean {
  return /^(Mozilla|Opera)\//i.test(String(req.headers['user-agent'] ?? ''));
}

const digest = (value: string) => createHash('sha256').update(value).digest();
/** Compares in constant time (over digests, so lengths leak nothing either). */
const sameKey = (given: string, known: string) => timingSafeEqual(digest(given), digest(known));

/** The role an opaque key stands for, or null when it is none of the stack's. */
export function opaqueKeyRole(key: string, keys: OpaqueKeys): 'anon' | 'service_role' | null {
  if (sameKey(key, keys.publishableKey)) return 'anon';
  if (sameKey(key, keys.secretKey)) return 'service_role';
  return null;
}

/** Checks an API key (from wherever it came: header, query, WebSocket parameters). */
export async function checkKey(
  apikey: string,
  req: IncomingMessage,
  jwt: StackJwt,
  keys: OpaqueKeys | null,
): Promise<KeyCheck> {
  if (apikey.startsWith('sb_')) {
    const role = keys === null ? null : opaqueKeyRole(apikey, keys);
    if (role === null) return INVALID;
    if (role === 'service_role' && isBrowser(req)) {
      return {
        ok: false,
        status: 401,
        body: {
          message: 'Forbidden use of secret API key in browser',
          hint: 'Secret API keys can only be used in a protected environment and should never be used in a browser. Use the publishable key (sb_publishable_…) there instead.',
        },
      };
    }
    return { ok: true, apikey, apiClaims: { iss: 'supabase', role }, opaque: true };
  }
  try {
    return { ok: true, apikey, apiClaims: await jwt.verify(apikey), opaque: false };
  } catch {
    return INVALID;
  }
}

/** The API gateway's key check on a request: the `apikey` header, else `?apikey=`. */
export function checkApiKey(
  req: IncomingMessage,
  url: URL,
  jwt: StackJwt,
  keys: OpaqueKeys | null = null,
): Promise<KeyCheck> {
  const header = req.headers.apikey;
  const apikey = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey');
  if (!apikey) {
    return Promise.resolve({
      ok: false,
      status: 401,
      body: {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      },
    });
  }
  return checkKey(apikey, req, jwt, keys);
}

export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

/** How long the gateway's tokens for opaque keys live, and when a cached one is renewed. */
const REQUEST_TOKEN_SECONDS = 5 * 60;
const RENEW_BEFORE_SECONDS = 60;
/** WebSockets live longer: hosted ends public Realtime connections after 24 hours too. */
const SOCKET_TOKEN_SECONDS = 24 * 3600;

/** The gateway's tokens for the roles of opaque keys, signed by the stack. */
export function internalTokens(jwt: StackJwt) {
  const mint = async (role: string, lifetime: number) => {
    const iat = Math.floor(Date.now() / 1000);
    return {
      token: await jwt.sign({ iss: 'supabase', role, iat, exp: iat + lifetime }),
      exp: iat + lifetime,
    };
  };
  const cache = new Map<string, { token: string; exp: number }>();
  return {
    /** For one request: reused until a minute before it expires (requests come in bursts). */
    async forRequest(role: string): Promise<string> {
      const cached = cache.get(role);
      if (cached && cached.exp - Date.now() / 1000 > RENEW_BEFORE_SECONDS) return cached.token;
      const fresh = await mint(role, REQUEST_TOKEN_SECONDS);
      cache.set(role, fresh);
      return fresh.token;
    },
    /** For a WebSocket's lifetime. */
    async forSocket(role: string): Promise<string> {
      return (await mint(role, SOCKET_TOKEN_SECONDS)).token;
    },
  };
}
