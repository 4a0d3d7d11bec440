// /auth/v1: GoTrue's API for what supabase-js's auth client uses with email and password.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Claims, Database, Jwt } from '../contract';
import { isBadInput, isDatabaseUnavailable, sendJson, sendUnavailable } from '../gateway/http';
import { handleAdmin } from './admin-routes';
import { AuthError, invalidCredentials } from './errors';
import { sessionJson, userJson } from './present';
import { createAuthStore } from './store';
import { hashPassword, verifyPassword } from './passwords';
import { jsonBody, plausibleEmail, record, strongPassword, text, validEmail } from './validation';

const API_VERSION_HEADER = { 'x-supabase-api-version': '2024-01-01' };

export interface AuthService {
  handle(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
    bearer: string | null,
  ): Promise<void>;
}

export function createAuthService(db: Database, jwt: Jwt, apiUrl: () => string): AuthService {
  const store = createAuthStore(db);
  const issuer = () => `${apiUrl()}/auth/v1`;

  /** The signed-in user behind `Authorization: Bearer`, with a session that still exists. */
  async function currentUser(
    bearer: string | null,
  ): Promise<{ claims: Claims; userId: string; sessionId: string }> {
    if (!bearer)
      throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    let claims: Claims;
    try {
      claims = jwt.verify(bearer);
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

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
    bearer: string | null,
  ) {
    const method = req.method ?? 'GET';
    const reply = (status: number, body: unknown) =>
      sendJson(res, status, body, API_VERSION_HEADER);

    if (path.startsWith('/admin/')) {
      await handleAdmin(store, jwt, req, res, path, url, bearer);
      return;
    }
    if (path === '/health' && method === 'GET') {
      return reply(200, {
        version: 'v2.170.0',
        name: 'GoTrue',
        description: 'GoTrue is a user registration and authentication API',
      });
    }
    if (path === '/settings' && method === 'GET') {
      return reply(200, {
        external: { anonymous_users: false, email: true, phone: false },
        disable_signup: false,
        mailer_autoconfirm: true,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      });
    }
    if (path === '/signup' && method === 'POST') {
      const body = await jsonBody(req);
      const email = validEmail(body);
      const password = strongPassword(text(body, 'password'));
      const hash = await hashPassword(password);
      const grant = await store.signUp(email, hash, record(body, 'data') ?? {});
      return reply(200, sessionJson(grant, jwt, issuer()));
    }
    if (path === '/token' && method === 'POST') {
      const grantType = url.searchParams.get('grant_type');
      const body = await jsonBody(req);
      if (grantType === 'password') {
        const email = text(body, 'email')?.trim().toLowerCase();
        const password = text(body, 'password');
        // Nobody's email is that long or contains NUL: no need to ask the database.
        if (!email || !password || !plausibleEmail(email)) throw invalidCredentials();
        const user = await store.userByEmail(email);
        const hash = user?.encrypted_password;
        if (!user || !hash || !(await verifyPassword(password, hash))) throw invalidCredentials();
        if (user.banned_until && user.banned_until.getTime() > Date.now()) {
          throw new AuthError(400, 'user_banned', 'User is banned');
        }
        return reply(200, sessionJson(await store.signIn(user.id), jwt, issuer()));
      }
      if (grantType === 'refresh_token') {
        const token = text(body, 'refresh_token');
        if (!token) throw new AuthError(400, 'validation_failed', 'refresh_token required');
        return reply(200, sessionJson(await store.refresh(token), jwt, issuer()));
      }
      throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
    }
    if (path === '/user' && method === 'GET') {
      const { userId } = await currentUser(bearer);
      const user = await store.user(userId);
      if (!user)
        throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      return reply(200, userJson(user));
    }
    if (path === '/user' && method === 'PUT') {
      const { userId } = await currentUser(bearer);
      const body = await jsonBody(req);
      const existing = await store.user(userId);
      if (!existing)
        throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      const changes: { passwordHash?: string; email?: string; data?: Record<string, unknown> } = {};
      const password = text(body, 'password');
      if (password !== undefined) {
        strongPassword(password);
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
    }
    if (path === '/logout' && method === 'POST') {
      const scope = url.searchParams.get('scope') ?? 'global';
      if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
        throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
      }
      const { userId, sessionId } = await currentUser(bearer);
      await store.logout(userId, sessionId, scope);
      if (res.headersSent) return;
      res.writeHead(204, API_VERSION_HEADER);
      res.end();
      return;
    }
    throw new AuthError(404, 'not_found', 'Not Found');
  }

  return {
    async handle(req, res, path, url, bearer) {
      try {
        await route(req, res, path, url, bearer);
      } catch (error) {
        if (error instanceof AuthError) {
          sendJson(res, error.status, error.body(), API_VERSION_HEADER);
          return;
        }
        if (isDatabaseUnavailable(error)) {
          sendUnavailable(
            res,
            { code: 503, error_code: 'unexpected_failure', msg: 'Database unavailable; try again' },
            API_VERSION_HEADER,
          );
          return;
        }
        if (isBadInput(error)) {
          // What the database could not store: NUL bytes or bad escapes in metadata, and the like.
          const invalid = new AuthError(400, 'validation_failed', 'Invalid characters or values');
          sendJson(res, invalid.status, invalid.body(), API_VERSION_HEADER);
          return;
        }
        throw error;
      }
    },
  };
}
