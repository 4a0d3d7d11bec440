// The JWT secret every token of a stack is signed with, and the API keys derived from it. Nobody
// may be able to mint a service_role token: the secret is random, generated once per data folder
// (as the VAPID keys are) and kept there with the owner's permissions only; `JWT_SECRET`
// overrides it, and an in-memory stack gets a fresh one.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Jwt } from './contract';

/** Ten years: the API keys are long-lived, as Supabase's legacy keys are; rotate with the secret. */
const KEY_LIFETIME_SECONDS = 10 * 365 * 24 * 3600;
const MIN_SECRET_LENGTH = 32;

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
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

/**
 * The anon and service_role keys, signed with the stack's secret. `iat` is fixed per secret (the
 * epoch of 2026-01-01) so the same secret always gives the same keys, as on hosted.
 */
export function apiKeys(jwt: Jwt): ApiKeys {
  const iat = 1767225600;
  const exp = iat + KEY_LIFETIME_SECONDS;
  return {
    anonKey: jwt.sign({ iss: 'supabase', role: 'anon', iat, exp }),
    serviceRoleKey: jwt.sign({ iss: 'supabase', role: 'service_role', iat, exp }),
  };
}
