import type { IncomingMessage, ServerResponse } from 'node:http';

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
];

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
];

/** Browser apps on other origins (the shell, the remotes, e2e) call the stack directly. */
export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('access-control-allow-origin', origin ?? '*');
  if (origin) {
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('vary', 'Origin');
  }
  res.setHeader('access-control-expose-headers', EXPOSED_HEADERS.join(', '));
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = req.headers['access-control-request-headers'];
  res.writeHead(204, {
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': requested ?? ALLOWED_HEADERS.join(', '),
    'access-control-max-age': '3600',
    'content-length': '0',
  });
  res.end();
}
