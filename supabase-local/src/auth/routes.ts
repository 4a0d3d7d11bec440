// /auth/v1: GoTrue's API for what supabase-js's auth client uses with email and password.
import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthConfig } from '../config';
import type { Claims, Database, Jwt } from '../contract';
import { isBadInput, isDatabaseUnavailable, sendJson, sendUnavailable } from '../gateway/http';
import type { Mailer } from '../mail/mailer';
import { handleAdmin } from './admin-routes';
import {
  AuthError,
  emailNotConfirmed,
  invalidCredentials,
  otpExpired,
  tooFrequent,
} from './errors';
import { sessionJson, userJson } from './present';
import { emailLimitReached, requestLimitReached, slidingWindow } from './rate-limit';
import { allowedRedirect } from './redirects';
import { createAuthStore, type TokenKind, type UserRow } from './store';
import { hashPassword, verifyPassword } from './passwords';
import {
  hashable,
  jsonBody,
  normaliseEmail,
  plausibleEmail,
  record,
  strongPassword,
  text,
  validEmail,
} from './validation';

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

export interface AuthServiceOptions {
  config: AuthConfig;
  mailer: Mailer;
}

/** The mail kinds: GoTrue's verification `type`, the token it spends and the template it sends. */
const MAILS = {
  signup: { kind: 'confirmation', failure: 'Error sending confirmation email' },
  recovery: { kind: 'recovery', failure: 'Error sending recovery email' },
} as const satisfies Record<string, { kind: TokenKind; failure: string }>;
type MailType = keyof typeof MAILS;

const FIVE_MINUTES = 300;
const ONE_HOUR = 3600;

/** GoTrue's token hash: hex SHA-224 of the address followed by the code. */
const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');

const clientAddress = (req: IncomingMessage) => req.socket.remoteAddress ?? 'unknown';

export function createAuthService(
  db: Database,
  jwt: Jwt,
  apiUrl: () => string,
  { config, mailer }: AuthServiceOptions,
): AuthService {
  const store = createAuthStore(db);
  const issuer = () => `${apiUrl()}/auth/v1`;
  const limits = config.rateLimit;
  const signInsByAddress = slidingWindow(limits.signInSignUps, FIVE_MINUTES, requestLimitReached);
  const signInsByEmail = slidingWindow(limits.signInSignUps, FIVE_MINUTES, requestLimitReached);
  const refreshesByAddress = slidingWindow(limits.tokenRefresh, FIVE_MINUTES, requestLimitReached);
  const verificationsByAddress = slidingWindow(
    limits.tokenVerifications,
    FIVE_MINUTES,
    requestLimitReached,
  );
  const mailsByAddress = slidingWindow(limits.emailSent, ONE_HOUR, emailLimitReached);
  const confirmations = config.email.enableConfirmations;

  /**
   * Mails `user` a link (and code) of `type`: at most `max_frequency` apart per address and
   * `email_sent` per hour per requesting address. A mail that cannot be sent leaves no token.
   */
  async function sendMail(
    req: IncomingMessage,
    user: UserRow,
    type: MailType,
    redirectTo: string,
    count = true,
  ) {
    const email = user.email ?? '';
    const { kind, failure } = MAILS[type];
    if (count) mailsByAddress.hit(clientAddress(req));
    const otp = String(randomInt(0, 10 ** config.email.otpLength)).padStart(
      config.email.otpLength,
      '0',
    );
    const hash = tokenHash(email, otp);
    const issued = await store.issueToken(user.id, kind, hash, config.email.maxFrequency);
    if (!issued.issued) throw tooFrequent(issued.secondsLeft);
    const link = new URL(`${issuer()}/verify`);
    link.searchParams.set('token', hash);
    link.searchParams.set('type', type);
    link.searchParams.set('redirect_to', redirectTo);
    try {
      await mailer.send(email, config.email.templates[kind], {
        ConfirmationURL: link.toString(),
        Token: otp,
        TokenHash: hash,
        SiteURL: config.siteUrl,
        RedirectTo: redirectTo,
        Email: email,
        Data: user.raw_user_meta_data ?? {},
      });
    } catch (error) {
      await store.withdrawToken(user.id, kind, hash);
      throw new AuthError(500, 'unexpected_failure', failure, {
        cause: error instanceof Error ? error.message : String(error),
      });
    }
  }

  const redirectFor = (url: URL, body?: Record<string, unknown>) =>
    allowedRedirect(
      url.searchParams.get('redirect_to') ?? (body ? text(body, 'redirect_to') : undefined),
      config,
    );

  /** The user a mailed token of `type` was issued to, spent; null when unknown or expired. */
  function redeem(type: string, hash: string): Promise<UserRow | null> {
    const mail =
      type === 'magiclink'
        ? MAILS.recovery
        : Object.hasOwn(MAILS, type)
          ? MAILS[type as MailType]
          : undefined;
    if (mail === undefined) {
      throw new AuthError(400, 'validation_failed', 'Unsupported verification type');
    }
    return store.redeemToken(mail.kind, hash, config.email.otpExpiry);
  }

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
    if (path === '/signup' && method === 'POST') {
      signInsByAddress.hit(clientAddress(req));
      if (!config.enableSignup) {
        throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
      }
      const body = await jsonBody(req);
      const email = validEmail(body);
      const password = strongPassword(text(body, 'password'), config.minimumPasswordLength);
      const data = record(body, 'data') ?? {};
      if (!confirmations) {
        const grant = await store.signUp(email, await hashPassword(password), data);
        return reply(200, await sessionJson(grant, jwt, issuer()));
      }
      const redirectTo = redirectFor(url, body);
      const existing = await store.userByEmail(email);
      if (existing?.email_confirmed_at) {
        // GoTrue's answer for a taken, confirmed address: a look-alike user, so sign-up cannot
        // tell who has an account. Nothing is sent and nothing changes.
        const now = new Date();
        return reply(
          200,
          userJson({
            user: {
              ...existing,
              id: randomUUID(),
              email_confirmed_at: null,
              confirmed_at: null,
              last_sign_in_at: null,
              raw_app_meta_data: { provider: 'email', providers: ['email'] },
              raw_user_meta_data: data,
              created_at: now,
              updated_at: now,
            },
            identities: [],
          }),
        );
      }
      // Refused before anything is written: the mail this sign-up needs could not go out.
      mailsByAddress.hit(clientAddress(req));
      const passwordHash = await hashPassword(password);
      const user = existing
        ? // Not confirmed yet: the new password and details replace the unconfirmed ones.
          (await store.update(existing.id, { passwordHash, data })).user
        : (
            await store.createUser({
              email,
              passwordHash,
              userMetadata: data,
              appMetadata: {},
              confirmed: false,
            })
          ).user;
      try {
        await sendMail(req, user, 'signup', redirectTo, false);
      } catch (error) {
        // No account is left behind that its owner never heard of (GoTrue rolls back likewise).
        if (!existing) await store.deleteUser(user.id);
        throw error;
      }
      const fresh = await store.user(user.id);
      if (!fresh) throw new AuthError(404, 'user_not_found', 'User not found');
      return reply(200, userJson(fresh));
    }
    if (path === '/resend' && method === 'POST') {
      const body = await jsonBody(req);
      const type = text(body, 'type');
      if (type !== 'signup') {
        throw new AuthError(400, 'validation_failed', 'Missing one of these types: signup');
      }
      const email = validEmail(body);
      const user = await store.userByEmail(email);
      // Unknown or already confirmed: the same answer, so resend cannot tell who has an account.
      if (user && !user.email_confirmed_at) {
        await sendMail(req, user, 'signup', redirectFor(url, body));
      }
      return reply(200, { message_id: null });
    }
    if (path === '/recover' && method === 'POST') {
      const body = await jsonBody(req);
      const email = validEmail(body);
      const user = await store.userByEmail(email);
      if (user) await sendMail(req, user, 'recovery', redirectFor(url, body));
      return reply(200, {});
    }
    if (path === '/verify' && method === 'GET') {
      verificationsByAddress.hit(clientAddress(req));
      const redirectTo = redirectFor(url);
      const type = url.searchParams.get('type') ?? '';
      const target = new URL(redirectTo);
      let user: UserRow | null = null;
      let failure: AuthError | null = null;
      try {
        user = await redeem(type, url.searchParams.get('token') ?? '');
        if (!user) failure = otpExpired('Email link is invalid or has expired');
      } catch (error) {
        if (!(error instanceof AuthError)) throw error;
        failure = error;
      }
      const fragment = new URLSearchParams();
      if (user && !failure) {
        const session = await sessionJson(await store.signIn(user.id), jwt, issuer());
        fragment.set('access_token', session.access_token);
        fragment.set('expires_at', String(session.expires_at));
        fragment.set('expires_in', String(session.expires_in));
        fragment.set('refresh_token', session.refresh_token);
        fragment.set('token_type', session.token_type);
        fragment.set('type', type);
      } else if (failure) {
        fragment.set('error', failure.status === 403 ? 'access_denied' : 'invalid_request');
        fragment.set('error_code', failure.errorCode);
        fragment.set('error_description', failure.message);
        fragment.set('sb', '');
      }
      target.hash = fragment.toString();
      res.writeHead(303, { ...API_VERSION_HEADER, Location: target.toString() });
      res.end();
      return;
    }
    if (path === '/verify' && method === 'POST') {
      verificationsByAddress.hit(clientAddress(req));
      const body = await jsonBody(req);
      const type = text(body, 'type') ?? '';
      const givenHash = text(body, 'token_hash');
      const email = normaliseEmail(text(body, 'email'));
      const code = text(body, 'token');
      const hash = givenHash ?? (email && code ? tokenHash(email, code) : '');
      const user = await redeem(type, hash);
      if (!user) throw otpExpired();
      return reply(200, await sessionJson(await store.signIn(user.id), jwt, issuer()));
    }
    if (path === '/token' && method === 'POST') {
      const grantType = url.searchParams.get('grant_type');
      const body = await jsonBody(req);
      if (grantType === 'password') {
        signInsByAddress.hit(clientAddress(req));
        const email = normaliseEmail(text(body, 'email'));
        const password = text(body, 'password');
        // Nobody's email is that long or contains NUL: no need to ask the database.
        if (!email || !password || !plausibleEmail(email)) throw invalidCredentials();
        signInsByEmail.hit(email);
        // bcrypt would compare only the first 72 bytes: a longer password matches nothing.
        if (!hashable(password)) throw invalidCredentials();
        const user = await store.userByEmail(email);
        const hash = user?.encrypted_password;
        if (!user || !hash || !(await verifyPassword(password, hash))) throw invalidCredentials();
        if (!user.email_confirmed_at) throw emailNotConfirmed();
        if (user.banned_until && user.banned_until.getTime() > Date.now()) {
          throw new AuthError(400, 'user_banned', 'User is banned');
        }
        return reply(200, await sessionJson(await store.signIn(user.id), jwt, issuer()));
      }
      if (grantType === 'refresh_token') {
        refreshesByAddress.hit(clientAddress(req));
        const token = text(body, 'refresh_token');
        if (!token) throw new AuthError(400, 'validation_failed', 'refresh_token required');
        const grant = await store.refresh(token, config.refreshTokenReuseInterval);
        return reply(200, await sessionJson(grant, jwt, issuer()));
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
