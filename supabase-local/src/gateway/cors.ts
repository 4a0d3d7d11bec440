// CORS by expressjs's `cors` middleware: browser apps on other origins (the shell, the remotes,
// e2e) call the stack directly, as they call a hosted project.
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors, { type CorsOptions } from 'cors';

// Everything supabase-js (and its PostgREST, storage and functions clients) may send.
const ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'x-client-info',
  'content-type',
  'prefer',
  'range',
  'range-unit',
  'accept',
  'accept-profile',
  'content-profile',
  'x-upsert',
  'x-supabase-api-version',
  'x-region',
  'cache-control',
  'if-none-match',
  'if-modified-since',
  'x-retry-count',
].join(', ');

const EXPOSED_HEADERS = [
  'content-range',
  'content-profile',
  'content-location',
  'content-length',
  'content-type',
  'content-disposition',
  'etag',
  'location',
  'preference-applied',
  'x-supabase-api-version',
  'range-unit',
].join(', ');

/**
 * A page's own origin is echoed with credentials allowed (and `Vary: Origin`); a request without
 * one gets `*`. A preflight is answered 204 with the headers it asked for, or the list above.
 */
const middleware = cors((req: IncomingMessage, done: (err: null, options: CorsOptions) => void) => {
  const origin = req.headers.origin;
  done(null, {
    origin: origin || '*',
    credentials: Boolean(origin),
    methods: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    allowedHeaders: req.headers['access-control-request-headers'] || ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 3600,
  });
});

/**
 * Sets the CORS headers; answers a preflight (OPTIONS) itself and returns true, otherwise returns
 * false and leaves the answer to the caller. The middleware calls back synchronously.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  let answered = true;
  middleware(req, res, () => {
    answered = false;
  });
  return answered;
}
