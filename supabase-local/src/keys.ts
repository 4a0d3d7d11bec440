// The stack's keys, as a new hosted project has them. Nobody may be able to mint a service_role
// token: every secret is random, generated once per data folder (as the VAPID keys are) and kept
// there with the owner's permissions only; an in-memory stack gets fresh ones.
// - `jwt-signing-key.json`: the ES256 (P-256) key sessions are signed with (a private JWK + kid);
// - `jwt-secret`: the legacy HS256 secret (`JWT_SECRET` overrides it), which signs the legacy
//   anon and service_role keys and still verifies tokens signed with it;
// - `api-keys.json`: the publishable and secret keys (`sb_publishable_…`, `sb_secret_…`), opaque
//   strings the gateway maps to the anon and service_role roles.
import { type JsonWebKey, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  newSigningKey,
  type SigningKey,
  signingKeyFromJwk,
  signingKeyToJwk,
  type StackJwt,
} from './jwt';

/** The data folder's files this module keeps (`reset` leaves them alone). */
export const KEY_FILES = ['jwt-secret', 'jwt-signing-key.json', 'api-keys.json'] as const;

/** Ten years: the API keys are long-lived, as Supabase's legacy keys are; rotate with the secret. */
const KEY_LIFETIME_SECONDS = 10 * 365 * 24 * 3600;
const MIN_SECRET_LENGTH = 32;

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

export interface OpaqueKeys {
  /** `sb_publishable_…`: the anon role, safe in browsers and apps. */
  publishableKey: string;
  /** `sb_secret_…`: the service_role role, refused from browsers. */
  secretKey: string;
}

export function newJwtSecret(): string {
  return randomBytes(48).toString('base64url');
}

/** The secret of the stack: `override` (JWT_SECRET), else the data folder's, else a fresh one. */
export function loadJwtSecret(dataDir: string | null, override?: string): string {
  if (override !== undefined && override !== '') {
    if (override.length < MIN_SECRET_LENGTH)
      throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    return override;
  }
  if (dataDir === null) return newJwtSecret();
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  }
  const secret = newJwtSecret();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads `name` from the data folder as JSON, or null when it is missing or unreadable. */
function readJsonFile(dataDir: string, name: string): unknown {
  const file = join(dataDir, name);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

function writeSecretFile(dataDir: string, name: string, value: unknown): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, name), `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
}

/** The ES256 signing key of the data folder (generated on its first start), or a fresh one. */
export function loadSigningKey(dataDir: string | null): SigningKey {
  if (dataDir === null) return newSigningKey();
  const stored = readJsonFile(dataDir, 'jwt-signing-key.json');
  if (typeof stored === 'object' && stored !== null) {
    try {
      return signingKeyFromJwk(stored as JsonWebKey);
    } catch {
      // Not a usable key: replaced below.
    }
  }
  const key = newSigningKey();
  writeSecretFile(dataDir, 'jwt-signing-key.json', signingKeyToJwk(key));
  return key;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `length` uniformly random base62 characters. */
function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length)) {
      // 248 = 4 × 62: higher bytes would favour the first characters.
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export const PUBLISHABLE_PREFIX = 'sb_publishable_';
export const SECRET_PREFIX = 'sb_secret_';

export function newOpaqueKeys(): OpaqueKeys {
  return {
    publishableKey: `${PUBLISHABLE_PREFIX}${randomBase62(32)}`,
    secretKey: `${SECRET_PREFIX}${randomBase62(40)}`,
  };
}

/** The publishable and secret keys of the data folder (generated once), or fresh ones. */
export function loadOpaqueKeys(dataDir: string | null): OpaqueKeys {
  if (dataDir === null) return newOpaqueKeys();
  const stored = readJsonFile(dataDir, 'api-keys.json') as {
    publishable_key?: unknown;
    secret_key?: unknown;
  } | null;
  const publishable = stored?.publishable_key;
  const secret = stored?.secret_key;
  if (
    typeof publishable === 'string' &&
    publishable.startsWith(PUBLISHABLE_PREFIX) &&
    publishable.length >= PUBLISHABLE_PREFIX.length + 22 &&
    typeof secret === 'string' &&
    secret.startsWith(SECRET_PREFIX) &&
    secret.length >= SECRET_PREFIX.length + 22
  ) {
    return { publishableKey: publishable, secretKey: secret };
  }
  const keys = newOpaqueKeys();
  writeSecretFile(dataDir, 'api-keys.json', {
    publishable_key: keys.publishableKey,
    secret_key: keys.secretKey,
  });
  return keys;
}

/**
 * The legacy anon and service_role keys, signed HS256 with the stack's secret as on hosted. `iat`
 * is fixed per secret (the epoch of 2026-01-01) so the same secret always gives the same keys.
 */
export async function apiKeys(jwt: StackJwt): Promise<ApiKeys> {
  const iat = 1767225600;
  const exp = iat + KEY_LIFETIME_SECONDS;
  return {
    anonKey: await jwt.signLegacy({ iss: 'supabase', role: 'anon', iat, exp }),
    serviceRoleKey: await jwt.signLegacy({ iss: 'supabase', role: 'service_role', iat, exp }),
  };
}
