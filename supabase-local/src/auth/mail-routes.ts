// The mailed links and codes: sending them (sign-up confirmation, recovery), /resend, /recover,
// and /verify, which redeems one and signs its user in.
import { createHash, randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { API_VERSION_HEADER, clientAddress, type AuthContext, type Routes } from './context';
import { AuthError, otpExpired, tooFrequent } from './errors';
import { sessionJson } from './present';
import type { TokenKind } from './tokens';
import type { UserRow } from './users';
import { jsonBody, normaliseEmail, text, validEmail } from './validation';

/** The mail kinds: GoTrue's verification `type`, the token it spends and the template it sends. */
const MAILS = {
  signup: { kind: 'confirmation', failure: 'Error sending confirmation email' },
  recovery: { kind: 'recovery', failure: 'Error sending recovery email' },
} as const satisfies Record<string, { kind: TokenKind; failure: string }>;
type MailType = keyof typeof MAILS;

/** GoTrue's token hash: hex SHA-224 of the address followed by the code. */
const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');

/**
 * Mails `user` a link (and code) of `type`: at most `max_frequency` apart per address and
 * `email_sent` per hour per requesting address. A mail that cannot be sent leaves no token.
 */
export async function sendMail(
  { store, config, mailer, issuer, mailsByAddress }: AuthContext,
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

export function mailRoutes(ctx: AuthContext): Routes {
  const { store, jwt, config, issuer, verificationsByAddress, redirectFor } = ctx;

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

  return {
    async 'POST /resend'({ req, url, reply }) {
      const body = await jsonBody(req);
      const type = text(body, 'type');
      if (type !== 'signup') {
        throw new AuthError(400, 'validation_failed', 'Missing one of these types: signup');
      }
      const email = validEmail(body);
      const user = await store.userByEmail(email);
      // Unknown or already confirmed: the same answer, so resend cannot tell who has an account.
      if (user && !user.email_confirmed_at) {
        await sendMail(ctx, req, user, 'signup', redirectFor(url, body));
      }
      return reply(200, { message_id: null });
    },
    async 'POST /recover'({ req, url, reply }) {
      const body = await jsonBody(req);
      const email = validEmail(body);
      const user = await store.userByEmail(email);
      if (user) await sendMail(ctx, req, user, 'recovery', redirectFor(url, body));
      return reply(200, {});
    },
    async 'GET /verify'({ req, res, url }) {
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
    },
    async 'POST /verify'({ req, reply }) {
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
    },
  };
}
