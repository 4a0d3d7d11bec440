// The auth store: auth.users, auth.identities, auth.sessions and auth.refresh_tokens, read and
// written as the database owner (GoTrue's own role on hosted Supabase), composed from users.ts,
// tokens.ts and sessions.ts. GoTrue's tables give most columns no default (its code writes them
// all), so every insert sets what GoTrue sets: the timestamps, '' for the mailed-token columns
// (GoTrue reads them as strings; NULL breaks it), `revoked`, `aal`.
import type { Database } from '../contract';
import { sessionStore } from './sessions';
import { tokenStore } from './tokens';
import { userStore } from './users';

export function createAuthStore(db: Database) {
  return { ...userStore(db), ...tokenStore(db), ...sessionStore(db) };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
