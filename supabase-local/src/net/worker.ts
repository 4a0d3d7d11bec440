// pg_net's background worker, in the stack: sends the requests queued by net.http_post/http_get
// (bootstrap 55-pg-net.sql) once their transaction has committed, and records each answer in
// net._http_response as pg_net does. Woken by NOTIFY net_http_request; requests left from before a
// restart are picked up at start. Answers are kept 6 hours, pg_net's default ttl.
import type { Database } from '../contract';

const CHANNEL = 'net_http_request';
const BATCH = 100;
const RESPONSE_TTL = '6 hours';

interface Queued {
  id: string;
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body: Buffer | null;
  timeout_milliseconds: number;
}

export interface NetWorker {
  /** Stops taking requests and waits for those under way. */
  stop(): Promise<void>;
}

interface Outcome {
  status: number | null;
  contentType: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timedOut: boolean;
  error: string | null;
}

async function send(request: Queued): Promise<Outcome> {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers[key] = value;
  }
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers,
      body: request.body === null ? undefined : new Uint8Array(request.body),
      signal: AbortSignal.timeout(request.timeout_milliseconds),
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      headers: Object.fromEntries(response.headers.entries()),
      content: await response.text(),
      timedOut: false,
      error: null,
    };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return {
      status: null,
      contentType: null,
      headers: null,
      content: null,
      timedOut,
      error: timedOut
        ? `Timeout of ${request.timeout_milliseconds} ms reached`
        : cause instanceof Error
          ? cause.message
          : String(cause),
    };
  }
}

/** Null when the database has no pg_net queue (a schema without the bootstrap). */
export async function startNetWorker(
  db: Database,
  log: (message: string, ...details: unknown[]) => void,
): Promise<NetWorker | null> {
  const present = await db.asAdmin(async (sql) => {
    const { rows } = await sql.query<{ present: boolean }>(
      `select to_regclass('net.http_request_queue') is not null as present`,
    );
    return rows[0]?.present === true;
  });
  if (!present) return null;

  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  async function drain(): Promise<void> {
    for (;;) {
      // Taken off the queue in the same statement that reads them, so two stacks on one database
      // never send a request twice (pg_net, too, sends each request at most once).
      const batch = await db.asAdmin(async (sql) => {
        const { rows } = await sql.query<Queued>(
          `delete from net.http_request_queue
            where id in (select id from net.http_request_queue order by id
                          for update skip locked limit ${BATCH})
           returning id::text, method, url, headers, body, timeout_milliseconds`,
        );
        return rows;
      });
      if (batch.length === 0) return;
      const outcomes = await Promise.all(batch.map(send));
      await db.asAdmin(async (sql) => {
        await sql.query(
          `insert into net._http_response
             (id, status_code, content_type, headers, content, timed_out, error_msg)
           select * from unnest($1::bigint[], $2::int[], $3::text[], $4::jsonb[], $5::text[],
                                $6::boolean[], $7::text[])`,
          [
            batch.map((request) => request.id),
            outcomes.map((outcome) => outcome.status),
            outcomes.map((outcome) => outcome.contentType),
            outcomes.map((outcome) =>
              outcome.headers === null ? null : JSON.stringify(outcome.headers),
            ),
            outcomes.map((outcome) => outcome.content),
            outcomes.map((outcome) => outcome.timedOut),
            outcomes.map((outcome) => outcome.error),
          ],
        );
        await sql.query(
          `delete from net._http_response where created < now() - interval '${RESPONSE_TTL}'`,
        );
      });
      for (const [index, outcome] of outcomes.entries()) {
        if (outcome.error !== null || (outcome.status ?? 0) >= 500) {
          const request = batch[index];
          log(`net: ${request?.method} ${request?.url} -> ${outcome.status ?? outcome.error}`);
        }
      }
    }
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log('net: the request queue could not be drained', error))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  const unlisten = await db.listen(CHANNEL, wake);
  wake();
  return {
    stop: async () => {
      stopped = true;
      await unlisten();
      await running;
    },
  };
}
