// What the /auth/v1 route handlers share: one service's store, settings and request limits, and
// the request at hand.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthConfig } from '../config';
import type { Database, Jwt } from '../contract';
import type { Mailer } from '../mail/mailer';
import { emailLimitReached, requestLimitReached, slidingWindow } from './rate-limit';
import { allowedRedirect } from './redirects';
import { createAuthStore } from './store';
import { text } from './validation';

export const API_VERSION_HEADER = { 'x-supabase-api-version': '2024-01-01' };

export interface AuthServiceOptions {
  config: AuthConfig;
  mailer: Mailer;
}

const FIVE_MINUTES = 300;
const ONE_HOUR = 3600;

export const clientAddress = (req: IncomingMessage) => req.socket.remoteAddress ?? 'unknown';

export function createAuthContext(
  db: Database,
  jwt: Jwt,
  apiUrl: () => string,
  { config, mailer }: AuthServiceOptions,
) {
  const limits = config.rateLimit;
  return {
    store: createAuthStore(db),
    jwt,
    config,
    mailer,
    issuer: () => `${apiUrl()}/auth/v1`,
    signInsByAddress: slidingWindow(limits.signInSignUps, FIVE_MINUTES, requestLimitReached),
    signInsByEmail: slidingWindow(limits.signInSignUps, FIVE_MINUTES, requestLimitReached),
    refreshesByAddress: slidingWindow(limits.tokenRefresh, FIVE_MINUTES, requestLimitReached),
    verificationsByAddress: slidingWindow(
      limits.tokenVerifications,
      FIVE_MINUTES,
      requestLimitReached,
    ),
    mailsByAddress: slidingWindow(limits.emailSent, ONE_HOUR, emailLimitReached),
    confirmations: config.email.enableConfirmations,
    redirectFor: (url: URL, body?: Record<string, unknown>) =>
      allowedRedirect(
        url.searchParams.get('redirect_to') ?? (body ? text(body, 'redirect_to') : undefined),
        config,
      ),
  };
}

export type AuthContext = ReturnType<typeof createAuthContext>;

/** One request, as a route handler sees it; `reply` answers with GoTrue's version header. */
export interface Call {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  bearer: string | null;
  reply(status: number, body: unknown): void;
}

/** Route handlers by `METHOD /path`. */
export type Routes = Record<string, (call: Call) => Promise<void>>;
