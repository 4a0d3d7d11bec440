// The Supabase CLI's well-known local development secret and the keys it derives: not secret,
// identical on every developer machine, so `.env` files and docs can name them.
import type { Jwt } from './contract';

export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** 2032-11-11: the expiry the Supabase CLI's demo keys carry. */
const DEMO_KEY_EXPIRY = 1983812996;

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

/** With the default secret these are byte for byte the Supabase CLI's demo anon and service_role keys. */
export function apiKeys(jwt: Jwt): ApiKeys {
  return {
    anonKey: jwt.sign({ iss: 'supabase-demo', role: 'anon', exp: DEMO_KEY_EXPIRY }),
    serviceRoleKey: jwt.sign({ iss: 'supabase-demo', role: 'service_role', exp: DEMO_KEY_EXPIRY }),
  };
}
