// auth.sessions and auth.refresh_tokens: opening a session (sign-up, sign-in), rotating its
// refresh tokens with GoTrue's reuse detection, and logging out.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database, Sql } from '../contract';
import { AuthError } from './errors';
import {
  INSTANCE_ID,
  insertUser,
  userById,
  withIdentities,
  type UserWithIdentities,
} from './users';

export interface SessionGrant extends UserWithIdentities {
  sessionId: string;
  refreshToken: string;
}

const newRefreshToken = () => randomBytes(16).toString('base64url');

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

export function sessionStore(db: Database) {
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

    async signIn(userId: string): Promise<SessionGrant> {
      return db.asAdmin(async (sql) => {
        const session = await openSession(sql, userId);
        const user = await userById(sql, userId);
        if (!user) throw new Error('user vanished during sign-in');
        return { ...(await withIdentities(sql, user)), ...session };
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
  };
}
