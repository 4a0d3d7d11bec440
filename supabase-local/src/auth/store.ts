// auth.users, auth.identities, auth.sessions and auth.refresh_tokens, read and written as the
// database owner (GoTrue's own role on hosted Supabase). GoTrue's tables give most columns no
// default (its code writes them all), so every insert here sets what GoTrue sets: the timestamps,
// '' for the mailed-token columns (GoTrue reads them as strings; NULL breaks it), `revoked`, `aal`.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database, Sql } from '../contract';
import { AuthError } from './errors';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone: string | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  is_anonymous: boolean;
  banned_until: Date | null;
  deleted_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
}

/** The mailed one-time tokens GoTrue keeps on the user: a sign-up confirmation or a recovery. */
export type TokenKind = 'confirmation' | 'recovery';

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

export interface UserWithIdentities {
  user: UserRow;
  identities: IdentityRow[];
}

export interface SessionGrant extends UserWithIdentities {
  sessionId: string;
  refreshToken: string;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, phone,
  confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  is_anonymous, banned_until, deleted_at, confirmation_sent_at, recovery_sent_at`;

const newRefreshToken = () => randomBytes(16).toString('base64url');

async function withIdentities(sql: Sql, user: UserRow): Promise<UserWithIdentities> {
  const identities = await sql.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at,
            updated_at, email
       from auth.identities where user_id = $1 order by created_at`,
    [user.id],
  );
  return { user, identities: identities.rows };
}

async function userById(sql: Sql, id: string): Promise<UserRow | null> {
  const result = await sql.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [
    id,
  ]);
  return result.rows[0] ?? null;
}

/** GoTrue's NIL instance id, which every row it writes carries. */
const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

async function insertRefreshToken(
  sql: Sql,
  token: string,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<void> {
  await sql.query(
    `insert into auth.refresh_tokens
       (instance_id, token, user_id, session_id, parent, revoked, created_at, updated_at)
     values ($1, $2, $3, $4, $5, false, now(), now())`,
    [INSTANCE_ID, token, userId, sessionId, parent],
  );
}

async function openSession(
  sql: Sql,
  userId: string,
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await sql.query(
    `insert into auth.sessions (id, user_id, aal, created_at, updated_at)
     values ($1, $2, 'aal1', now(), now())`,
    [sessionId, userId],
  );
  await insertRefreshToken(sql, refreshToken, userId, sessionId, null);
  await sql.query(`update auth.users set last_sign_in_at = now() where id = $1`, [userId]);
  return { sessionId, refreshToken };
}

export interface UserChanges {
  passwordHash?: string;
  email?: string;
  /** User metadata: merged, keys set to null dropped. */
  data?: Record<string, unknown>;
  /** Admin only: merged into app metadata. */
  appMetadata?: Record<string, unknown>;
  confirmEmail?: boolean;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
  confirmed: boolean;
}

/** SQLSTATE of a node-postgres error. */
function sqlState(error: unknown): string | undefined {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

const userExists = () => new AuthError(422, 'user_already_exists', 'User already registered');
const emailTaken = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');

/**
 * Runs `write`; a unique violation (23505: a concurrent sign-up with the same email committed
 * between our check and our insert, on users_email_partial_key) becomes `conflict()`.
 */
async function unlessTaken<T>(write: () => Promise<T>, conflict: () => AuthError): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === '23505') throw conflict();
    throw error;
  }
}

async function insertUser(sql: Sql, fields: NewUser): Promise<string> {
  const taken = await sql.query(`select 1 from auth.users where lower(email) = $1`, [fields.email]);
  if (taken.rowCount > 0) throw userExists();
  const id = randomUUID();
  const identityData = {
    email: fields.email,
    email_verified: fields.confirmed,
    phone_verified: false,
    sub: id,
  };
  await unlessTaken(
    () =>
      sql.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
           email_confirmed_at, raw_app_meta_data, raw_user_meta_data, confirmation_token,
           recovery_token, email_change_token_new, email_change, created_at, updated_at)
         values ($7, $1, 'authenticated', 'authenticated', $2, $3,
           case when $4::boolean then now() end, $5, $6, '', '', '', '', now(), now())`,
        [
          id,
          fields.email,
          fields.passwordHash,
          fields.confirmed,
          JSON.stringify({ ...fields.appMetadata, provider: 'email', providers: ['email'] }),
          JSON.stringify({ ...fields.userMetadata, ...identityData }),
          INSTANCE_ID,
        ],
      ),
    userExists,
  );
  await sql.query(
    `insert into auth.identities
       (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, 'email', now(), now(), now())`,
    [id, id, JSON.stringify(identityData)],
  );
  return id;
}

export function createAuthStore(db: Database) {
  return {
    /** A confirmed account with its first session (confirmations switched off). */
    async signUp(
      email: string,
      passwordHash: string,
      data: Record<string, unknown>,
    ): Promise<SessionGrant> {
      return db.asAdmin(async (sql) => {
        const id = await insertUser(sql, {
          email,
          passwordHash,
          userMetadata: data,
          appMetadata: {},
          confirmed: true,
        });
        const session = await openSession(sql, id);
        const user = await userById(sql, id);
        if (!user) throw new Error('user vanished during sign-up');
        return { ...(await withIdentities(sql, user)), ...session };
      });
    },

    /** The admin API's user creation: no session, confirmed only when asked. */
    async createUser(fields: NewUser): Promise<UserWithIdentities> {
      return db.asAdmin(async (sql) => {
        const id = await insertUser(sql, fields);
        const user = await userById(sql, id);
        if (!user) throw new Error('user vanished during creation');
        return withIdentities(sql, user);
      });
    },

    async listUsers(
      page: number,
      perPage: number,
    ): Promise<{ users: UserWithIdentities[]; total: number }> {
      return db.asAdmin(async (sql) => {
        const total = await sql.query<{ count: string }>('select count(*) from auth.users');
        const rows = await sql.query<UserRow>(
          `select ${USER_COLUMNS} from auth.users order by created_at, id limit $1 offset $2`,
          [perPage, (page - 1) * perPage],
        );
        const users: UserWithIdentities[] = [];
        for (const row of rows.rows) users.push(await withIdentities(sql, row));
        return { users, total: Number(total.rows[0]?.count ?? 0) };
      });
    },

    async deleteUser(id: string): Promise<boolean> {
      return db.asAdmin(async (sql) => {
        const result = await sql.query('delete from auth.users where id = $1', [id]);
        return result.rowCount > 0;
      });
    },

    async userByEmail(email: string): Promise<UserRow | null> {
      return db.asAdmin(async (sql) => {
        const result = await sql.query<UserRow>(
          `select ${USER_COLUMNS} from auth.users where lower(email) = $1 and deleted_at is null`,
          [email],
        );
        return result.rows[0] ?? null;
      });
    },

    async user(id: string): Promise<UserWithIdentities | null> {
      return db.asAdmin(async (sql) => {
        const user = await userById(sql, id);
        return user ? withIdentities(sql, user) : null;
      });
    },

    async signIn(userId: string): Promise<SessionGrant> {
      return db.asAdmin(async (sql) => {
        const session = await openSession(sql, userId);
        const user = await userById(sql, userId);
        if (!user) throw new Error('user vanished during sign-in');
        return { ...(await withIdentities(sql, user)), ...session };
      });
    },

    /**
     * Stores the hash of a mailed token and when it was sent, unless a mail of that kind went to
     * the user less than `minIntervalSeconds` ago: then the seconds left, and nothing changes.
     */
    async issueToken(
      userId: string,
      kind: TokenKind,
      tokenHash: string,
      minIntervalSeconds: number,
    ): Promise<{ issued: true } | { issued: false; secondsLeft: number }> {
      return db.asAdmin(async (sql) => {
        const previous = await sql.query<{ seconds_left: number | null }>(
          `select ceil(extract(epoch from ${kind}_sent_at + make_interval(secs => $2) - now()))::int
                    as seconds_left
             from auth.users where id = $1 for update`,
          [userId, minIntervalSeconds],
        );
        const left = previous.rows[0]?.seconds_left ?? null;
        if (left !== null && left > 0) return { issued: false, secondsLeft: left };
        await sql.query(
          `update auth.users set ${kind}_token = $2, ${kind}_sent_at = now() where id = $1`,
          [userId, tokenHash],
        );
        return { issued: true };
      });
    },

    /** Forgets a token whose mail could not be sent, so asking again is not held back. */
    async withdrawToken(userId: string, kind: TokenKind, tokenHash: string): Promise<void> {
      await db.asAdmin((sql) =>
        sql.query(
          `update auth.users set ${kind}_token = '', ${kind}_sent_at = null
            where id = $1 and ${kind}_token = $2`,
          [userId, tokenHash],
        ),
      );
    },

    /**
     * Redeems a mailed token: the user it was issued to, when it has not expired, with the token
     * spent (a link works once). A confirmation confirms the address; so does a recovery, since
     * following it proves the mailbox is the user's.
     */
    async redeemToken(
      kind: TokenKind,
      tokenHash: string,
      expirySeconds: number,
    ): Promise<UserRow | null> {
      if (tokenHash === '') return null;
      return db.asAdmin(async (sql) => {
        const result = await sql.query<{ id: string }>(
          `update auth.users
              set ${kind}_token = '',
                  email_confirmed_at = coalesce(email_confirmed_at, now()),
                  updated_at = now()
            where ${kind}_token = $1
              and ${kind}_sent_at > now() - make_interval(secs => $2)
              and deleted_at is null
            returning id`,
          [tokenHash, expirySeconds],
        );
        const id = result.rows[0]?.id;
        if (id === undefined) return null;
        await sql.query(
          `update auth.identities
              set identity_data = identity_data || '{"email_verified": true}'::jsonb
            where user_id = $1 and provider = 'email'`,
          [id],
        );
        await sql.query(
          `update auth.users
              set raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'::jsonb
            where id = $1 and raw_user_meta_data ? 'email_verified'`,
          [id],
        );
        return userById(sql, id);
      });
    },

    /**
     * Rotates a refresh token. A revoked one presented again within `reuseIntervalSeconds` of its
     * rotation (two tabs refreshing at once) gets the session's active token; later, it revokes
     * the whole session (reuse detection: the token was stolen).
     */
    async refresh(token: string, reuseIntervalSeconds = 0): Promise<SessionGrant> {
      const outcome = await db.asAdmin(async (sql) => {
        const found = await sql.query<{
          id: string;
          user_id: string;
          revoked: boolean;
          session_id: string;
          recent: boolean;
        }>(
          `select id, user_id, revoked, session_id,
                  updated_at > now() - make_interval(secs => $2) as recent
             from auth.refresh_tokens
            where token = $1 for update`,
          [token, reuseIntervalSeconds],
        );
        const row = found.rows[0];
        if (!row || row.session_id === null) return { kind: 'missing' as const };
        if (row.revoked && row.recent) {
          const active = await sql.query<{ token: string }>(
            `select token from auth.refresh_tokens
              where session_id = $1 and not revoked order by id desc limit 1`,
            [row.session_id],
          );
          const user = await userById(sql, row.user_id);
          const activeToken = active.rows[0]?.token;
          if (activeToken !== undefined && user && user.deleted_at === null) {
            return {
              kind: 'rotated' as const,
              grant: {
                ...(await withIdentities(sql, user)),
                sessionId: row.session_id,
                refreshToken: activeToken,
              },
            };
          }
        }
        if (row.revoked) {
          await sql.query(`delete from auth.sessions where id = $1`, [row.session_id]);
          return { kind: 'reused' as const };
        }
        const user = await userById(sql, row.user_id);
        if (!user || user.deleted_at !== null) return { kind: 'missing' as const };
        const refreshToken = newRefreshToken();
        await sql.query(
          `update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`,
          [row.id],
        );
        await insertRefreshToken(sql, refreshToken, row.user_id, row.session_id, token);
        await sql.query(
          `update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`,
          [row.session_id],
        );
        return {
          kind: 'rotated' as const,
          grant: { ...(await withIdentities(sql, user)), sessionId: row.session_id, refreshToken },
        };
      });
      if (outcome.kind === 'missing') {
        throw new AuthError(
          400,
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        );
      }
      if (outcome.kind === 'reused') {
        throw new AuthError(
          400,
          'refresh_token_already_used',
          'Invalid Refresh Token: Already Used',
        );
      }
      return outcome.grant;
    },

    async sessionExists(sessionId: string): Promise<boolean> {
      return db.asAdmin(async (sql) => {
        const result = await sql.query(`select 1 from auth.sessions where id = $1`, [sessionId]);
        return result.rowCount > 0;
      });
    },

    async logout(
      userId: string,
      sessionId: string,
      scope: 'global' | 'local' | 'others',
    ): Promise<void> {
      await db.asAdmin(async (sql) => {
        if (scope === 'local') {
          await sql.query(`delete from auth.sessions where id = $1`, [sessionId]);
        } else if (scope === 'others') {
          await sql.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [
            userId,
            sessionId,
          ]);
        } else {
          await sql.query(`delete from auth.sessions where user_id = $1`, [userId]);
        }
      });
    },

    async update(userId: string, changes: UserChanges): Promise<UserWithIdentities> {
      return db.asAdmin(async (sql) => {
        if (changes.email !== undefined) {
          const taken = await sql.query(
            `select 1 from auth.users where lower(email) = $1 and id <> $2`,
            [changes.email, userId],
          );
          if (taken.rowCount > 0) throw emailTaken();
          const email = changes.email;
          await unlessTaken(
            () => sql.query(`update auth.users set email = $2 where id = $1`, [userId, email]),
            emailTaken,
          );
          await sql.query(
            `update auth.identities
                set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
              where user_id = $1 and provider = 'email'`,
            [userId, changes.email],
          );
        }
        if (changes.passwordHash !== undefined) {
          await sql.query(`update auth.users set encrypted_password = $2 where id = $1`, [
            userId,
            changes.passwordHash,
          ]);
        }
        if (changes.data !== undefined) {
          // GoTrue merges the given keys into the metadata and drops those set to null.
          await sql.query(
            `update auth.users
                set raw_user_meta_data = jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb)
              where id = $1`,
            [userId, JSON.stringify(changes.data)],
          );
        }
        if (changes.appMetadata !== undefined) {
          await sql.query(
            `update auth.users
                set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || $2::jsonb
              where id = $1`,
            [userId, JSON.stringify(changes.appMetadata)],
          );
        }
        if (changes.confirmEmail) {
          await sql.query(
            `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`,
            [userId],
          );
        }
        await sql.query(`update auth.users set updated_at = now() where id = $1`, [userId]);
        const user = await userById(sql, userId);
        if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
        return withIdentities(sql, user);
      });
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
