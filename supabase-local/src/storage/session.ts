// Auth refuses an access token whose session has ended (signed out, or its user deleted) though
// the token itself has not expired; Storage does the same, so a deleted user's token cannot go
// on reading or writing files until it expires. One primary-key lookup per request.
import type { Claims, Database } from '../contract';
import { storageErrors } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Throws unless an `authenticated` token's session (or, lacking one, its user) still exists. */
export async function assertLiveSession(db: Database, claims: Claims): Promise<void> {
  if (claims.role !== 'authenticated') return;
  const { sub, session_id: sessionId } = claims;
  if (typeof sub !== 'string' || !UUID.test(sub)) {
    throw storageErrors.accessDenied('invalid claim: missing or malformed sub claim');
  }
  if (typeof sessionId === 'string' && sessionId !== '') {
    const found = UUID.test(sessionId)
      ? await db.asAdmin((sql) =>
          sql.query(`select 1 from auth.sessions where id = $1 and user_id = $2`, [sessionId, sub]),
        )
      : { rowCount: 0 };
    if (found.rowCount === 0) {
      throw storageErrors.accessDenied('Session from session_id claim in JWT does not exist');
    }
    return;
  }
  const user = await db.asAdmin((sql) =>
    sql.query(`select 1 from auth.users where id = $1`, [sub]),
  );
  if (user.rowCount === 0) {
    throw storageErrors.accessDenied('User from sub claim in JWT does not exist');
  }
}
