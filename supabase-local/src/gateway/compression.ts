// JSON answers are compressed here, as hosted Supabase's edge compresses them on the way out:
// brotli or gzip, as the request's Accept-Encoding chooses. Lists at 100,000 tasks are large, and
// bytes on a phone's connection cost more than the few milliseconds spent here.
//
// The gateway installs this on a response before handing the request on (PostgREST, auth, storage,
// its own answers), so every writer keeps calling writeHead/write/end as usual: the choice is made
// when the status and headers are final, and a body streamed by PostgREST stays streamed, through
// zlib's streaming compressors, with their backpressure.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants } from 'node:zlib';
import compression from 'compression';
import type { Request, Response } from 'express';

export type Encoding = 'br' | 'gzip';

/**
 * Smaller bodies are sent as they are: below about one TCP packet compression saves no round trip,
 * and gzip's and brotli's framing can even make a tiny body larger.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Levels for content compressed on every request (not once, ahead of time). Measured on a 388 KB
 * PostgREST answer (notes with their board): brotli 5 gives 14.3 % in 4.6 ms, gzip 5 13.9 % in
 * 4.2 ms; brotli 4 and gzip 4 take 2.7 ms but leave 15-16 %, gzip 6 and brotli 6 gain 1-2 points
 * for up to twice the CPU, brotli 11 takes half a second. At 5 both codings cost and give about
 * the same, so preferring brotli costs nothing; the stack shares two cores.
 */
export const BROTLI_QUALITY = 5;
export const GZIP_LEVEL = 5;
/**
 * Brotli's window: 1 MB covers the largest answer the read models allow (100 KB) with room to
 * spare, and caps what one long answer can hold in memory (the default window is 4 MB).
 */
const BROTLI_WINDOW_BITS = 20;
/**
 * A compressor holds its output until it has a block's worth (brotli at these qualities: the
 * whole body of anything under a megabyte). When the writer pauses this long, what it wrote so
 * far is flushed to the client, so that a stream that stalls is not held back by the gateway.
 */
const IDLE_FLUSH_MS = 20;

/** Content types worth compressing: JSON in all of PostgREST's flavours, and its CSV output. */
const COMPRESSIBLE_TYPE = /^(application\/([a-z0-9.!#$%&^_`|~-]+\+)?json|text\/csv)$/;

const Q_VALUE = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/;

/**
 * The coding to answer with for this Accept-Encoding, or null for identity: the acceptable one
 * (q > 0, named or through `*`) with the highest q, brotli when both are equal (smaller for the
 * same CPU). No header, an empty one, or only `identity` means identity.
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | null {
  if (header === undefined) return null;
  const weights = new Map<string, number>();
  for (const entry of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [rawName, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    // x-gzip is gzip by another name (RFC 9110, 8.4.1.3).
    const name = rawName === 'x-gzip' ? 'gzip' : rawName;
    if (name === '' || weights.has(name)) continue;
    let weight = 1;
    let valid = true;
    for (const param of params.map((each) => each.replace(/\s*=\s*/, '='))) {
      if (!param.startsWith('q=')) continue;
      const match = Q_VALUE.exec(param);
      if (match) weight = Number(match[1]);
      else valid = false;
    }
    // An entry whose weight cannot be read grants nothing.
    if (valid) weights.set(name, weight);
  }
  const weightOf = (coding: Encoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

function headerText(value: number | string | string[] | undefined): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

export function isCompressibleType(contentType: number | string | string[] | undefined): boolean {
  const type = headerText(contentType).split(';')[0].trim().toLowerCase();
  return COMPRESSIBLE_TYPE.test(type);
}

/** Adds `Accept-Encoding` to the response's Vary (CORS may already have put Origin there). */
export function varyOnAcceptEncoding(res: ServerResponse): void {
  const current = headerText(res.getHeader('vary'));
  const fields = current
    .split(',')
    .map((field) => field.trim().toLowerCase())
    .filter((field) => field !== '');
  if (fields.includes('*') || fields.includes('accept-encoding')) return;
  res.setHeader('vary', current.trim() === '' ? 'Accept-Encoding' : `${current}, Accept-Encoding`);
}

/**
 * Whether this answer is one whose form depends on Accept-Encoding: a body of a compressible
 * type, that nothing has encoded yet and that may be transformed. Such answers say so in Vary,
 * compressed or not, so that a cache never hands a compressed copy to a client that cannot read it.
 */
function variesByEncoding(res: ServerResponse, status: number): boolean {
  if (status < 200 || status === 204 || status === 304) return false;
  if (res.hasHeader('content-encoding')) return false;
  if (!isCompressibleType(res.getHeader('content-type'))) return false;
  // The sender asked intermediaries to leave the bytes alone (RFC 9111, 5.2.2.6).
  if (/(^|[\s,])no-transform([\s,]|$)/i.test(headerText(res.getHeader('cache-control'))))
    return false;
  // Byte ranges address the identity bytes (PostgREST's row ranges are not byte ranges).
  if (/^\s*bytes\b/i.test(headerText(res.getHeader('content-range')))) return false;
  return true;
}

/**
 * The compressor: expressjs's `compression` middleware, which patches the response's writeHead,
 * write and end, decides when the headers are final, and streams through zlib with backpressure.
 * Which answers vary by coding is decided here (variesByEncoding), as is the coding itself.
 */
const compress = compression({
  threshold: COMPRESSION_THRESHOLD_BYTES,
  level: GZIP_LEVEL,
  brotli: {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  },
  filter: (_req, res) => {
    if (!variesByEncoding(res, res.statusCode)) return false;
    varying.add(res);
    return true;
  },
});

/** Answers the filter let through: a Content-Encoding on one of them is the compressor's. */
const varying = new WeakSet<ServerResponse>();
const compressing = (res: ServerResponse) => varying.has(res) && res.hasHeader('content-encoding');

/**
 * Makes `res` compress its body when it turns out to be compressible JSON of at least
 * COMPRESSION_THRESHOLD_BYTES (or of unknown length) and the client accepts br or gzip; HEAD
 * answers are never compressed. Install it before anything is written. The compressed body is
 * sent chunked, without Content-Length; the response being destroyed (client gone, the upstream
 * failing mid-stream, a drain cutting it off) ends the compressor too.
 */
export function compressResponse(req: IncomingMessage, res: ServerResponse): void {
  // The middleware is handed the one coding chosen by negotiateEncoding (it would also offer
  // deflate, and read q-values its own way).
  req.headers['accept-encoding'] = negotiateEncoding(req.headers['accept-encoding']) ?? 'identity';
  // Runs once the middleware has decided (it wraps writeHead around this one).
  const writeHead = res.writeHead;
  res.writeHead = function weakenEtag(this: ServerResponse, ...args: unknown[]) {
    // A strong validator names exact bytes; the compressed ones differ (RFC 9110, 8.8.1).
    const etag = res.getHeader('etag');
    if (compressing(res) && typeof etag === 'string' && etag.startsWith('"')) {
      res.setHeader('etag', `W/${etag}`);
    }
    return writeHead.apply(this, args as Parameters<typeof writeHead>);
  } as typeof writeHead;
  compress(req as Request, res as Response, () => undefined);
  const flush = (res as Response).flush.bind(res);
  const write = res.write;
  let idle: NodeJS.Timeout | null = null;
  res.write = function flushWhenIdle(this: ServerResponse, ...args: unknown[]) {
    const more = write.apply(this, args as Parameters<typeof write>);
    if (compressing(res)) {
      if (idle !== null) idle.refresh();
      else {
        idle = setTimeout(() => {
          idle = null;
          // Pointless while the socket is full; the writer is then waiting on it, not idle.
          if (!res.writableEnded && !res.destroyed && !res.writableNeedDrain) flush();
        }, IDLE_FLUSH_MS);
        idle.unref();
      }
    }
    return more;
  } as typeof write;
  res.once('close', () => {
    if (idle !== null) clearTimeout(idle);
  });
}

/**
 * Storage's object bodies (downloads, public and signed URLs, image renders) go out as stored:
 * their bytes, ETag and Content-Length are the object's, and they may be images or archives that
 * gain nothing. The path is read as storage reads it (empty segments skipped, each one decoded),
 * so that no spelling of an object URL slips into compression.
 */
export function isStorageObjectBody(method: string | undefined, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path !== '/storage/v1' && !path.startsWith('/storage/v1/')) return false;
  const segments = path
    .slice('/storage/v1'.length)
    .split('/')
    .filter((segment) => segment !== '');
  let area: string;
  let next: string;
  try {
    area = decodeURIComponent(segments[0] ?? '');
    next = decodeURIComponent(segments[1] ?? '');
  } catch {
    // Storage answers a malformed path with its JSON error.
    return false;
  }
  if (area === 'render') return true;
  return area === 'object' && next !== 'info';
}
