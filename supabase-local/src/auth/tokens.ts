// The one-time tokens GoTrue mails (a sign-up confirmation, a recovery), kept hashed on auth.users:
// issued at most so often, withdrawn when the mail fails, redeemed once.
import type { Database } from '../contract';
import { userById, type UserRow } from './users';

/** The mailed one-time tokens GoTrue keeps on the user: a sign-up confirmation or a recovery. */
export type TokenKind = 'confirmation' | 'recovery';

export function tokenStore(db: Database) {
  return {
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
  };
}
