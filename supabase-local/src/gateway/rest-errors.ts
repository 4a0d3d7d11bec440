// What the REST proxy reads in PostgREST's requests and answers: requests PostgREST could not
// decode (refused here with a 400 in its shape), and its error bodies, told apart as outages,
// "executed nothing" refusals and ordinary errors.
import type { IncomingMessage } from 'node:http';
import { isOutageCode, isUtf8, percentDecodedBytes, RETRY_AFTER_SECONDS } from './http';

/** An error in PostgREST's shape. */
export const invalid = (code: string, message: string) => ({
  code,
  details: null,
  hint: null,
  message,
});

/**
 * Why PostgREST could not decode the request, or null when it can. PostgREST decodes the URL,
 * every header (it hands them to SQL as `request.headers`) and form bodies as UTF-8, and fails on
 * anything else with a bare 500 "Something went wrong" or a dropped connection: such requests are
 * refused here with a 400 instead.
 */
export function undecodable(req: IncomingMessage, path: string, body: Buffer) {
  if (!isUtf8(percentDecodedBytes(path))) {
    return invalid('PGRST100', 'The URL is not valid UTF-8 once percent-decoded');
  }
  // Node reads header bytes as latin1: the same bytes, checked as UTF-8.
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (!isUtf8(Buffer.from(req.rawHeaders[i + 1], 'latin1'))) {
      return invalid('PGRST100', `The ${req.rawHeaders[i]} header is not valid UTF-8`);
    }
  }
  if (body.length === 0) return null;
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('application/octet-stream')) return null;
  if (!isUtf8(body)) return invalid('PGRST102', 'The request body is not valid UTF-8');
  if (
    type.startsWith('application/x-www-form-urlencoded') &&
    !isUtf8(percentDecodedBytes(body.toString('latin1').replace(/\+/g, ' ')))
  ) {
    return invalid('PGRST102', 'The form body is not valid UTF-8 once percent-decoded');
  }
  return null;
}

/**
 * - done: answered (or the client went away);
 * - refused: no connection was made, nothing was sent;
 * - unexecuted: PostgREST answered that it executed nothing (no database connection, schema
 *   cache still loading): safe to send again;
 * - dropped: a read's connection failed before an answer (safe to send again);
 * - failed: a write's connection failed after connecting: it may have reached the database.
 */
export type Outcome = 'done' | 'refused' | 'unexecuted' | 'dropped' | 'failed';

export interface PostgrestError {
  code: string;
  message: unknown;
}

/** The `code` and `message` of a PostgREST error body, if it is one. */
export function errorOf(body: Buffer): PostgrestError | null {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { code, message } = parsed as { code?: unknown; message?: unknown };
    return typeof code === 'string' ? { code, message } : null;
  } catch {
    return null;
  }
}

/**
 * What PostgREST says when its database is unreachable, whatever status it chose: an outage
 * SQLSTATE or PGRST code, or (PostgREST 12, a connection lost in the middle of a query) a 400
 * with an empty code and message.
 */
export const isOutage = (error: PostgrestError) =>
  isOutageCode(error.code) || (error.code === '' && !error.message);

/**
 * PostgREST refused before running anything: it could not connect (PGRST000), or its schema
 * cache is not loaded yet, as right after a restart (PGRST002).
 */
export const NOT_EXECUTED = new Set(['PGRST000', 'PGRST002']);

/** Answers whose body decides what the client gets: PostgREST's 400s and 5xx. */
export const inspected = (status: number) => status === 400 || status >= 500;

/** PostgREST may say `Retry-After: 0`; clients are asked to wait 1-5 s. */
export function retryAfter(value: string | string[] | undefined): string {
  const seconds = Number(Array.isArray(value) ? value[0] : value);
  if (!Number.isFinite(seconds)) return String(RETRY_AFTER_SECONDS);
  return String(Math.min(5, Math.max(1, Math.round(seconds))));
}
