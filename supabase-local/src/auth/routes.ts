// /auth/v1: GoTrue's API for what supabase-js's auth client uses with email and password. The
// handlers live by job in sign-in-routes.ts, mail-routes.ts, user-routes.ts and admin-routes.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, Jwt } from '../contract';
import { isBadInput, isDatabaseUnavailable, sendJson, sendUnavailable } from '../gateway/http';
import { handleAdmin } from './admin-routes';
import { API_VERSION_HEADER, createAuthContext, type AuthServiceOptions } from './context';
import { AuthError } from './errors';
import { mailRoutes } from './mail-routes';
import { signInRoutes } from './sign-in-routes';
import { userRoutes } from './user-routes';

export type { AuthServiceOptions } from './context';

export interface AuthService {
  handle(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
    bearer: string | null,
  ): Promise<void>;
}

export function createAuthService(
  db: Database,
  jwt: Jwt,
  apiUrl: () => string,
  options: AuthServiceOptions,
): AuthService {
  const ctx = createAuthContext(db, jwt, apiUrl, options);
  const { store, config, confirmations } = ctx;
  const routes = new Map(
    Object.entries({ ...signInRoutes(ctx), ...mailRoutes(ctx), ...userRoutes(ctx) }),
  );

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
      await handleAdmin(store, jwt, req, res, path, url, bearer, config.minimumPasswordLength);
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
        disable_signup: !config.enableSignup,
        mailer_autoconfirm: !confirmations,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      });
    }
    const handler = routes.get(`${method} ${path}`);
    if (!handler) throw new AuthError(404, 'not_found', 'Not Found');
    await handler({ req, res, url, bearer, reply });
  }

  return {
    async handle(req, res, path, url, bearer) {
      try {
        await route(req, res, path, url, bearer);
      } catch (error) {
        if (error instanceof AuthError) {
          sendJson(res, error.status, error.body(), { ...API_VERSION_HEADER, ...error.headers });
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
