import type { IncomingMessage, ServerResponse } from 'node:http';

/** Request bodies the gateway itself reads (REST and auth); storage reads its own. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/**
 * What a 503 asks clients to wait: the stack restarts PostgREST and PostgreSQL within seconds,
 * and supabase-js (fetch-retry in apps, AuthRetryableFetchError) treats 503 as retryable.
 */
export const RETRY_AFTER_SECONDS = 2;

export class BodyTooLargeError extends Error {}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  // Already answered (a drain cut the request off, or the handler answered twice): keep that answer.
  if (res.writableEnded) return;
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** 503 with `Retry-After`, in the caller's JSON shape: something the stack restarts is down. */
export function sendUnavailable(
  res: ServerResponse,
  body: unknown = { message: 'Service temporarily unavailable; try again shortly' },
  headers: Record<string, string> = {},
): void {
  sendJson(res, 503, body, { ...headers, 'retry-after': String(RETRY_AFTER_SECONDS) });
}

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** SQLSTATEs (and PostgREST codes) meaning the database cannot be reached right now. */
export function isOutageCode(code: string | undefined): boolean {
  if (code === undefined) return false;
  return (
    /^08[0-9A-Z]{3}$/.test(code) || // connection exception
    code === '57P01' || // admin_shutdown
    code === '57P02' || // crash_shutdown
    code === '57P03' || // cannot_connect_now (starting up, shutting down)
    code === '53300' || // too_many_connections
    code === 'PGRST000' || // PostgREST: could not connect with the database
    code === 'PGRST001' || // PostgREST: connection lost while using it
    code === 'PGRST002' || // PostgREST: schema cache not loaded yet (database unreachable)
    code === 'PGRST003' // PostgREST: timed out acquiring a pooled connection
  );
}

const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// node-postgres's own messages when a connection dies, is closed, or cannot be made in time.
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Cannot use a pool after calling end on the pool/,
];

/**
 * True for failures that mean "the database is down or restarting" rather than "this request is
 * wrong": node-postgres connection errors (refused, reset, terminated) and the SQLSTATEs of a
 * server that is shutting down, starting up or full. Answer them with `sendUnavailable`.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const code = codeOf(error);
  if (code !== undefined && (CONNECTION_ERRNOS.has(code) || isOutageCode(code))) return true;
  // Connecting to a host name with several addresses fails with all of them.
  const inner = (error as { errors?: unknown }).errors;
  if (Array.isArray(inner) && inner.some((each) => isDatabaseUnavailable(each, depth + 1)))
    return true;
  const message = error instanceof Error ? error.message : '';
  return CONNECTION_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True for failures caused by what the client sent: malformed percent-encoding, and what the
 * database refuses to store or parse (SQLSTATE class 22, data exception: NUL bytes, overlong
 * values, bad escapes in JSON; class 54, program limits: JSON nested too deep).
 */
export function isBadInput(error: unknown): boolean {
  if (error instanceof URIError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const code = codeOf(error);
  return code !== undefined && /^(22|54)[0-9A-Z]{3}$/.test(code);
}

/**
 * The request's path and query. `//x` is a path (a plain `new URL(req.url, base)` would read
 * `x` as a host, or throw for `//`); an absolute-form target keeps only its path and query.
 * Null when the target is neither (e.g. `*`).
 */
export function requestUrl(req: IncomingMessage): URL | null {
  const target = req.url ?? '/';
  try {
    if (target.startsWith('/')) return new URL(`http://127.0.0.1${target}`);
    const absolute = new URL(target);
    if (absolute.protocol !== 'http:' && absolute.protocol !== 'https:') return null;
    return new URL(`http://127.0.0.1${absolute.pathname}${absolute.search}`);
  } catch {
    return null;
  }
}

/**
 * JSON nested deeper than this is refused: JSON.parse copes with any depth, but JSON.stringify
 * (re-encoding metadata, signing tokens) and PostgreSQL's jsonb overflow their stacks on the way
 * out. Nothing the apps send nests beyond a handful of levels.
 */
export const MAX_JSON_DEPTH = 256;

/** Whether a parsed JSON value nests arrays and objects deeper than `max` (checked iteratively). */
export function jsonTooDeep(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
    }
  }
  return false;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Whether bytes are well-formed UTF-8 (encoded surrogates, as in `%ed%a0%80`, are not). */
export function isUtf8(bytes: Uint8Array): boolean {
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The bytes a percent-encoded byte string stands for (a URL, ASCII; or a body read as latin1);
 * malformed escapes are kept as they are.
 */
export function percentDecodedBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '%' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9a-fA-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** Reads the whole body, refusing (without buffering) anything beyond `limit` bytes. */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > limit) {
    req.resume();
    return Promise.reject(new BodyTooLargeError());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (done) return;
      done = true;
      reject(error);
    });
  });
}
