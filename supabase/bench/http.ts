// HTTP to a stack's gateway as the apps do it (apikey + the user's JWT), over keep-alive
// connections, and the statistics the bench reports.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { assertLoopback } from './stacks';

export interface HttpResult {
  status: number;
  body: string;
  ms: number;
}

const REQUEST_TIMEOUT_MS = 30_000;

export class Api {
  private readonly agent: http.Agent;
  private readonly url: URL;

  constructor(
    apiUrl: string,
    readonly anonKey: string,
    maxSockets = 64,
  ) {
    assertLoopback(apiUrl, 'the API URL');
    this.url = new URL(apiUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  /** Status 0 stands for a failed request (connection refused, reset, timed out). */
  request(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<HttpResult> {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = {
      apikey: this.anonKey,
      authorization: `Bearer ${options.token ?? this.anonKey}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    };
    const started = performance.now();
    return new Promise((resolve) => {
      const done = (status: number, text: string) =>
        resolve({ status, body: text, ms: performance.now() - started });
      const request = http.request(
        {
          host: this.url.hostname,
          port: this.url.port,
          path,
          method,
          headers,
          agent: this.agent,
          timeout: REQUEST_TIMEOUT_MS,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            done(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')),
          );
          response.on('error', (error) => done(0, error.message));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', (error) => done(0, error.message));
      request.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

export interface Session {
  email: string;
  token: string;
  userId: string;
}

/** Signs in with a password, as supabase-js does (/auth/v1/token?grant_type=password). */
export async function signIn(api: Api, email: string, password: string): Promise<Session> {
  const result = await api.request('POST', '/auth/v1/token?grant_type=password', {
    body: { email, password },
  });
  if (result.status !== 200) {
    throw new Error(`sign-in of ${email}: ${result.status} ${result.body.slice(0, 200)}`);
  }
  const session = JSON.parse(result.body) as { access_token?: string; user?: { id?: string } };
  if (!session.access_token || !session.user?.id)
    throw new Error(`sign-in of ${email}: no session`);
  return { email, token: session.access_token, userId: session.user.id };
}

/** Runs `task` over `items` with at most `limit` at a time. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        results[index] = await task(items[index], index);
      }
    }),
  );
  return results;
}

/** The uuid Postgres makes of `md5(text)::uuid` (the seeds name their rows this way). */
export function md5Uuid(text: string): string {
  const hex = createHash('md5').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface Summary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Nearest-rank percentiles, in the values' unit, rounded to 0.1. */
export function summarize(values: readonly number[]): Summary | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return {
    count: sorted.length,
    p50: round1(at(0.5)),
    p95: round1(at(0.95)),
    p99: round1(at(0.99)),
    max: round1(sorted[sorted.length - 1]),
    mean: round1(mean),
  };
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A small deterministic PRNG (mulberry32), so two runs issue the same mix of requests. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Wall-clock milliseconds since the epoch, to a fraction of a millisecond. */
export const wallClock = () => performance.timeOrigin + performance.now();

/**
 * A Postgres timestamptz as milliseconds since the epoch, microseconds kept (`Date.parse` drops
 * them): "2026-11-23T20:31:04.123456+00:00" and "2026-11-23 20:31:04.123456+00" alike.
 */
export function timestampMs(text: string): number | null {
  const match = /^(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d:\d\d)(\.\d+)?(Z|[+-]\d\d(?::?\d\d)?)?$/.exec(
    text,
  );
  if (!match) return null;
  const [, date, time, fraction = '', zone = 'Z'] = match;
  const offset =
    zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(3).replace(':', '') || '00'}`;
  const whole = Date.parse(`${date}T${time}${offset}`);
  if (Number.isNaN(whole)) return null;
  return whole + (fraction ? Number(`0${fraction}`) * 1000 : 0);
}
