// /rest/v1/* is PostgREST's: requests are passed through unchanged (PostgREST checks the JWT and
// answers in its own shapes). The gateway buffers the body (to bound its size and to be able to
// send it again) and never sends a request twice when the first may have reached the database:
// only a refused connection (nothing sent) and PostgREST's own "executed nothing" answers are
// retried, after PostgREST is back, and reads once more after a dropped connection. Anything else
// that fails, and every outage, is a 503 with Retry-After within RETRY_BUDGET_MS.
import {
  Agent,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type ServerResponse,
} from 'node:http';
import type { Postgrest } from '../postgrest';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';
import { BodyTooLargeError, readBody, sendJson, sendUnavailable } from './http';
import {
  errorOf,
  inspected,
  invalid,
  isOutage,
  NOT_EXECUTED,
  type Outcome,
  retryAfter,
  undecodable,
} from './rest-errors';

/** How long a request may wait for a restarting PostgREST before it gets a 503. */
export const RETRY_BUDGET_MS = 5_000;
/**
 * Longer request URLs are refused with 414: PostgREST echoes the query in its response headers
 * (Content-Location), and past Node's 16 KB header limit that answer could not be parsed.
 */
export const MAX_REST_URL_BYTES = 8 * 1024;
/** PostgREST's own answers may carry long headers; requests are bounded by MAX_REST_URL_BYTES. */
const UPSTREAM_MAX_HEADER_BYTES = 64 * 1024;
/** Bodies of PostgREST's 400 and 5xx answers are read (up to this) to tell outages from errors. */
const ERROR_BODY_LIMIT = 64 * 1024;
const UPSTREAM_TIMEOUT_MS = 60_000;

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
  'host',
]);

/**
 * Reads reuse kept-alive connections (a read that meets a connection PostgREST has just closed is
 * safe to send again). Writes get a connection of their own, so that a failure after connecting
 * always means "may have reached PostgREST" and never "met a stale kept-alive socket".
 */
const readAgent = new Agent({ keepAlive: true, maxSockets: 64 });
const writeAgent = new Agent({ keepAlive: false, maxSockets: 64 });

function forwardable(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  }
  return out;
}

const isRead = (method: string | undefined) => method === 'GET' || method === 'HEAD';

/** The last answer PostgREST gave that said it executed nothing, for the final 503. */
interface Attempts {
  /** Whether an "executed nothing" answer may be retried (the budget is not spent). */
  retryable: boolean;
  lastRefusal: { body: Buffer; retryAfter: string } | null;
}

/**
 * PostgREST streams its answers without a Content-Length. Their first COMPRESSION_THRESHOLD_BYTES
 * are read before answering: a body that ends sooner goes out whole, with its length (the gateway
 * leaves such small bodies uncompressed), a longer one as the stream it is (compressed when the
 * client accepts it, see ./compression).
 */
function relayMeasured(
  res: ServerResponse,
  response: IncomingMessage,
  status: number,
  headers: Record<string, string | string[]>,
  finish: (outcome: Outcome) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = (chunk: Buffer) => {
    chunks.push(chunk);
    size += chunk.length;
    if (size < COMPRESSION_THRESHOLD_BYTES) return;
    response.off('data', collect);
    response.off('end', whole);
    response.on('end', () => finish('done'));
    if (res.headersSent || res.destroyed) {
      // A drain answered meanwhile, or the client went away.
      response.resume();
      return;
    }
    res.writeHead(status, headers);
    for (const each of chunks.splice(0)) res.write(each);
    response.pipe(res);
  };
  const whole = () => {
    if (!res.headersSent && !res.destroyed) {
      const body = Buffer.concat(chunks);
      res.writeHead(status, { ...headers, 'content-length': String(body.length) });
      res.end(body);
    }
    finish('done');
  };
  response.on('data', collect);
  response.on('end', whole);
}

function relay(
  res: ServerResponse,
  method: string | undefined,
  response: IncomingMessage,
  headers: Record<string, string | string[]>,
  attempts: Attempts,
  finish: (outcome: Outcome) => void,
): void {
  const status = response.statusCode ?? 503;
  if (status === 503) headers['retry-after'] = retryAfter(headers['retry-after']);
  if (!inspected(status)) {
    // Answers without a body to measure, or whose length PostgREST gave, are relayed at once.
    if (
      method === 'HEAD' ||
      status === 204 ||
      status === 304 ||
      headers['content-length'] !== undefined
    ) {
      res.writeHead(status, headers);
      response.pipe(res);
      response.on('end', () => finish('done'));
      return;
    }
    relayMeasured(res, response, status, headers, finish);
    return;
  }
  // Read the (small) error body: an outage becomes 503 + Retry-After.
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = (chunk: Buffer) => {
    chunks.push(chunk);
    size += chunk.length;
    if (size <= ERROR_BODY_LIMIT) return;
    // Too long for an outage report: relay it as it is.
    response.off('data', collect);
    response.off('end', decide);
    response.on('end', () => finish('done'));
    if (res.headersSent) {
      // A drain answered meanwhile.
      response.resume();
      return;
    }
    res.writeHead(status, headers);
    for (const each of chunks.splice(0)) res.write(each);
    response.pipe(res);
  };
  const decide = () => {
    const body = Buffer.concat(chunks);
    const error = errorOf(body);
    if (error && NOT_EXECUTED.has(error.code) && attempts.retryable) {
      attempts.lastRefusal = { body, retryAfter: retryAfter(headers['retry-after']) };
      finish('unexecuted');
      return;
    }
    let answer = status;
    if (error && isOutage(error)) {
      answer = 503;
      headers['retry-after'] = retryAfter(headers['retry-after']);
    } else if (error && status >= 500 && /^54[0-9A-Z]{3}$/.test(error.code)) {
      // SQLSTATE class 54 (program limit exceeded, e.g. JSON nested too deep): the input's fault.
      answer = 400;
    }
    let sent = body;
    if (error === null && status >= 500 && !/json/i.test(String(headers['content-type']))) {
      // PostgREST's web server's own failure page ("Something went wrong"): JSON like the rest.
      sent = Buffer.from(JSON.stringify(invalid('', body.toString('utf8') || 'PostgREST failed')));
      headers['content-type'] = 'application/json; charset=utf-8';
    }
    delete headers['content-length'];
    if (!res.headersSent) {
      res.writeHead(answer, { ...headers, 'content-length': String(sent.length) });
      res.end(sent);
    }
    finish('done');
  };
  response.on('data', collect);
  response.on('end', decide);
}

function forward(
  postgrest: Postgrest,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  body: Buffer,
  headers: Record<string, string | string[]>,
  attempts: Attempts,
): Promise<Outcome> {
  return new Promise((resolve) => {
    let answered = false;
    const upstream = request(
      {
        host: '127.0.0.1',
        port: postgrest.port,
        method: req.method,
        path,
        headers: { ...headers, 'content-length': String(body.length) },
        agent: isRead(req.method) ? readAgent : writeAgent,
        maxHeaderSize: UPSTREAM_MAX_HEADER_BYTES,
      },
      (response) => {
        answered = true;
        if (res.headersSent || res.destroyed) {
          // A drain already answered the client, or it went away.
          response.resume();
          resolve('done');
          return;
        }
        const upstreamHeaders = forwardable(response.headers);
        // CORS is the gateway's (set before proxying); PostgREST's own would overwrite it.
        for (const name of Object.keys(upstreamHeaders)) {
          if (name.startsWith('access-control-')) delete upstreamHeaders[name];
        }
        relay(res, req.method, response, upstreamHeaders, attempts, resolve);
        response.on('error', () => {
          res.destroy();
          resolve('done');
        });
      },
    );
    upstream.setTimeout(UPSTREAM_TIMEOUT_MS, () =>
      upstream.destroy(new Error('PostgREST timed out')),
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (answered || res.headersSent || res.destroyed) {
        res.destroy();
        resolve('done');
      } else if (error.code === 'ECONNREFUSED') resolve('refused');
      else resolve(isRead(req.method) ? 'dropped' : 'failed');
    });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.end(body);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function proxyRest(
  postgrest: Postgrest,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  /** Replaces the request's Authorization header when given (see the gateway's forwarding). */
  authorization: string | null,
): Promise<void> {
  if (Buffer.byteLength(req.url ?? '') > MAX_REST_URL_BYTES) {
    req.resume();
    sendJson(res, 414, {
      message: `Request URL too long (over ${MAX_REST_URL_BYTES} bytes)`,
      details: null,
      hint: 'Send fewer or shorter filters, or move the filtering into a database function',
    });
    return;
  }
  let body: Buffer;
  try {
    body = await readBody(req);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      sendJson(res, 413, { message: 'Request body too large' }, { connection: 'close' });
      return;
    }
    throw error;
  }
  const refusal = undecodable(req, path, body);
  if (refusal) {
    sendJson(res, 400, refusal);
    return;
  }
  const headers = forwardable(req.headers);
  if (authorization !== null) headers.authorization = authorization;
  const deadline = Date.now() + RETRY_BUDGET_MS;
  const attempts: Attempts = { retryable: true, lastRefusal: null };
  let drops = 0;
  let refusals = 0;
  for (;;) {
    attempts.retryable = deadline - Date.now() > 0;
    const outcome = await forward(postgrest, req, res, path, body, headers, attempts);
    if (outcome === 'done') return;
    // May have reached the database: never sent again.
    if (outcome === 'failed') break;
    if (outcome === 'dropped' && ++drops > 1) break;
    if (res.destroyed) return;
    const remaining = deadline - Date.now();
    if (remaining <= 0) break;
    if (outcome === 'unexecuted') {
      await pause(Math.min(200, remaining));
    } else if (outcome === 'refused') {
      // Refused again right after PostgREST said it was ready: give the restart a moment.
      if (++refusals > 1) await pause(Math.min(100, remaining));
      try {
        await postgrest.ready(Math.max(1, deadline - Date.now()));
      } catch {
        break;
      }
    }
  }
  if (attempts.lastRefusal !== null) {
    // PostgREST's own word on why it could not run the request.
    sendJson(res, 503, JSON.parse(attempts.lastRefusal.body.toString('utf8')) as unknown, {
      'retry-after': attempts.lastRefusal.retryAfter,
    });
    return;
  }
  sendUnavailable(res, {
    message: 'The REST API is unavailable (restarting); try again shortly',
    details: null,
    hint: null,
  });
}
