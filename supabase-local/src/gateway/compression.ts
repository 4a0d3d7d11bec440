// JSON answers are compressed here, as hosted Supabase's edge compresses them on the way out:
// brotli or gzip, as the request's Accept-Encoding chooses. Lists at 100,000 tasks are large, and
// bytes on a phone's connection cost more than the few milliseconds spent here.
//
// The gateway installs this on a response before handing the request on (PostgREST, auth, storage,
// its own answers), so every writer keeps calling writeHead/write/end as usual: the choice is made
// when the status and headers are final, and a body streamed by PostgREST stays streamed, through
// zlib's streaming compressors, with their backpressure.
import type {
  IncomingMessage,
  OutgoingHttpHeader,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http';
import {
  type BrotliCompress,
  constants,
  createBrotliCompress,
  createGzip,
  type Gzip,
} from 'node:zlib';

export type Encoding = 'br' | 'gzip';
type Encoder = BrotliCompress | Gzip;

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

function createEncoder(encoding: Encoding, length: number | null): Encoder {
  if (encoding === 'gzip') return createGzip({ level: GZIP_LEVEL });
  return createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      ...(length === null ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: length }),
    },
  });
}

type WriteCallback = (error: Error | null | undefined) => void;

/**
 * Makes `res` compress its body when it turns out to be compressible JSON of at least
 * COMPRESSION_THRESHOLD_BYTES (or of unknown length) and the client accepts br or gzip; HEAD
 * answers are never compressed. Install it before anything is written.
 *
 * The compressed body is sent chunked, without Content-Length. A zlib failure, or the response
 * being destroyed (client gone, the upstream failing mid-stream, a drain cutting it off), destroys
 * the other side too; nothing is thrown at the writer.
 */
export function compressResponse(req: IncomingMessage, res: ServerResponse): void {
  const accepted = req.method === 'HEAD' ? null : negotiateEncoding(req.headers['accept-encoding']);
  const writeHead = res.writeHead.bind(res);
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  let encoder: Encoder | null = null;
  let ending = false;
  let idle: NodeJS.Timeout | null = null;
  let flushKind: number = constants.Z_SYNC_FLUSH;

  /** (Re)arms the idle flush after a write. */
  function flushWhenIdle(stream: Encoder): void {
    if (idle !== null) {
      idle.refresh();
      return;
    }
    idle = setTimeout(() => {
      idle = null;
      // Pointless while the socket is full; the writer is then waiting on it, not idle.
      if (!ending && !stream.destroyed && !res.writableNeedDrain) stream.flush(flushKind);
    }, IDLE_FLUSH_MS);
    idle.unref();
  }

  function stopFlushing(): void {
    if (idle !== null) clearTimeout(idle);
    idle = null;
  }

  function start(encoding: Encoding, length: number | null): Encoder {
    const stream = createEncoder(encoding, length);
    flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
    stream.on('data', (chunk: Buffer) => {
      // The socket is full: hold the compressor (and, through it, whoever writes) until it drains.
      if (!write(chunk)) stream.pause();
    });
    stream.on('end', () => {
      if (!res.destroyed) end();
    });
    stream.on('error', () => res.destroy());
    // Those piping into `res` wait for its 'drain' when `write` returned false: the compressor's
    // input buffer, not the socket, was full then.
    stream.on('drain', () => res.emit('drain'));
    res.on('drain', () => {
      // The socket's own drain (not one forwarded just above while the socket is still full).
      if (!res.writableNeedDrain) stream.resume();
    });
    res.on('close', () => {
      stopFlushing();
      stream.destroy();
    });
    return stream;
  }

  res.writeHead = function compressingWriteHead(
    statusCode: number,
    reasonOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    maybeHeaders?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ): ServerResponse {
    const reason = typeof reasonOrHeaders === 'string' ? reasonOrHeaders : undefined;
    const headers = typeof reasonOrHeaders === 'string' ? maybeHeaders : reasonOrHeaders;
    // Raw header lists (which nothing behind the gateway sends) and a second writeHead (which
    // Node refuses) go to Node as they are.
    if (res.headersSent || Array.isArray(headers)) return writeHead(statusCode, reason, headers);
    // The same merge Node makes of writeHead's headers into those already set, done first so that
    // the decision below sees the final headers.
    for (const [name, value] of Object.entries(headers ?? {})) {
      if (value !== undefined) res.setHeader(name, value);
    }
    if (variesByEncoding(res, statusCode)) {
      varyOnAcceptEncoding(res);
      const declared = res.getHeader('content-length');
      const length = declared === undefined ? null : Number(declared);
      if (accepted !== null && (length === null || length >= COMPRESSION_THRESHOLD_BYTES)) {
        res.removeHeader('content-length');
        res.setHeader('content-encoding', accepted);
        // A strong validator names exact bytes; the compressed ones differ (RFC 9110, 8.8.1).
        const etag = res.getHeader('etag');
        if (typeof etag === 'string' && etag.startsWith('"')) res.setHeader('etag', `W/${etag}`);
        encoder = start(accepted, length);
      }
    }
    return writeHead(statusCode, reason);
  };

  // A body written before writeHead decides its headers implicitly, as Node would.
  const decideHeaders = (chunk: unknown) => {
    if (res.headersSent) return;
    const status = res.statusCode;
    const bodied = req.method !== 'HEAD' && status !== 204 && status !== 304;
    if (bodied && !res.hasHeader('content-length') && ending) {
      // res.end(body) alone: Node would have declared its length; so does this, for the threshold.
      if (typeof chunk === 'string') res.setHeader('content-length', Buffer.byteLength(chunk));
      else if (chunk instanceof Uint8Array) res.setHeader('content-length', chunk.byteLength);
      else if (chunk === undefined || chunk === null) res.setHeader('content-length', 0);
    }
    res.writeHead(status);
  };

  res.write = function compressingWrite(
    chunk: unknown,
    encodingOrCallback?: BufferEncoding | WriteCallback,
    maybeCallback?: WriteCallback,
  ): boolean {
    const encoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : 'utf8';
    const callback = typeof encodingOrCallback === 'function' ? encodingOrCallback : maybeCallback;
    decideHeaders(chunk);
    if (encoder === null) return write(chunk, encoding, callback);
    const more = encoder.write(chunk, encoding, callback);
    flushWhenIdle(encoder);
    return more;
  };

  res.end = function compressingEnd(
    chunk?: unknown,
    encodingOrCallback?: BufferEncoding | (() => void),
    maybeCallback?: () => void,
  ): ServerResponse {
    const body = typeof chunk === 'function' ? undefined : chunk;
    const encoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : 'utf8';
    const callback =
      typeof chunk === 'function'
        ? (chunk as () => void)
        : typeof encodingOrCallback === 'function'
          ? encodingOrCallback
          : maybeCallback;
    if (ending && encoder !== null) return res;
    ending = true;
    decideHeaders(body);
    if (encoder === null) return end(body, encoding, callback);
    stopFlushing();
    if (callback) res.once('finish', callback);
    if (body === undefined || body === null) encoder.end();
    else encoder.end(body, encoding);
    return res;
  };
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
