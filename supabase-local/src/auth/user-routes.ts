// The signed-in user's own routes: reading and changing /user, and /logout.
import type { Claims } from '../contract';
import { API_VERSION_HEADER, type AuthContext, type Routes } from './context';
import { AuthError } from './errors';
import { hashPassword, verifyPassword } from './passwords';
import { userJson } from './present';
import { jsonBody, record, strongPassword, text, validEmail } from './validation';

export function userRoutes({ store, jwt, config }: AuthContext): Routes {
  /** The signed-in user behind `Authorization: Bearer`, with a session that still exists. */
  async function currentUser(
    bearer: string | null,
  ): Promise<{ claims: Claims; userId: string; sessionId: string }> {
    if (!bearer)
      throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    let claims: Claims;
    try {
      claims = await jwt.verify(bearer);
    } catch (error) {
      throw new AuthError(403, 'bad_jwt', error instanceof Error ? error.message : 'invalid JWT');
    }
    if (!claims.sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
    if (!sessionId || !(await store.sessionExists(sessionId))) {
      throw new AuthError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    }
    return { claims, userId: claims.sub, sessionId };
  }

  return {
    async 'GET /user'({ bearer, reply }) {
      const { userId } = await currentUser(bearer);
      const user = await store.user(userId);
      if (!user)
        throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      return reply(200, userJson(user));
    },
    async 'PUT /user'({ req, bearer, reply }) {
      const { userId } = await currentUser(bearer);
      const body = await jsonBody(req);
      const existing = await store.user(userId);
      if (!existing)
        throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      const changes: { passwordHash?: string; email?: string; data?: Record<string, unknown> } = {};
      const password = text(body, 'password');
      if (password !== undefined) {
        strongPassword(password, config.minimumPasswordLength);
        const current = existing.user.encrypted_password;
        if (current && (await verifyPassword(password, current))) {
          throw new AuthError(
            422,
            'same_password',
            'New password should be different from the old password.',
          );
        }
        changes.passwordHash = await hashPassword(password);
      }
      if (body.email !== undefined) changes.email = validEmail(body);
      const data = record(body, 'data');
      if (data !== undefined) changes.data = data;
      return reply(200, userJson(await store.update(userId, changes)));
    },
    async 'POST /logout'({ res, url, bearer }) {
      const scope = url.searchParams.get('scope') ?? 'global';
      if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
        throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
      }
      const { userId, sessionId } = await currentUser(bearer);
      await store.logout(userId, sessionId, scope);
      if (res.headersSent) return;
      res.writeHead(204, API_VERSION_HEADER);
      res.end();
    },
  };
}
