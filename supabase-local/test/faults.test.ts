// Faults a real machine meets: the database or PostgREST killed, the whole stack killed mid-write,
// a stop while requests are in flight. Writers insert notes with unique titles and remember which
// ones the API acknowledged; afterwards the database must hold every acknowledged note exactly once.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { localRoot } from '../src/paths';
import type { Stack } from '../src/stack';
import { fixtureMigrations, fixtureSeed, startFixtureStack, uniqueEmail } from './stack-harness';

interface Api {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
}

interface Writer {
  acknowledged: string[];
  statuses: number[];
  /** Each request's start time and status (0: the connection failed; refused: never connected). */
  requests: { startedAt: number; status: number; refused: boolean }[];
  /** Answers that were not JSON (an empty 400 among them). */
  malformed: string[];
  stop(): Promise<void>;
}

/**
 * A confirmed user's access token. The CLI runs config.toml's settings (confirmations on), so the
 * account is made through the admin API, confirmed, then signs in with its password.
 */
async function userToken(api: Api): Promise<string> {
  const email = uniqueEmail('fault');
  const created = await fetch(`${api.apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: api.serviceRoleKey,
      authorization: `Bearer ${api.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password: 'Passw0rd!', email_confirm: true }),
  });
  if (!created.ok) throw new Error(`user creation failed: ${await created.text()}`);
  const response = await fetch(`${api.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: api.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Passw0rd!' }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

/**
 * One insert; resolves with the HTTP status (0 when the connection failed) and the body, and
 * whether the connection was refused (the server had stopped listening: it never got the request).
 */
async function insertNote(
  api: Api,
  token: string,
  title: string,
): Promise<{ status: number; text: string; refused?: boolean }> {
  try {
    const response = await fetch(`${api.apiUrl}/rest/v1/notes`, {
      method: 'POST',
      headers: {
        apikey: api.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body: JSON.stringify({ board_id: 1, title }),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    return { status: 0, text: '', refused: code === 'ECONNREFUSED' };
  }
}

/** `lanes` concurrent loops of inserts, each with a new title; none is ever sent twice. */
function startWriters(api: Api, token: string, label: string, lanes: number): Writer {
  const writer: Writer = {
    acknowledged: [],
    statuses: [],
    requests: [],
    malformed: [],
    stop: async () => {},
  };
  let running = true;
  let next = 0;
  const loops = Array.from({ length: lanes }, async () => {
    while (running) {
      const title = `${label}-${next++}`;
      const startedAt = Date.now();
      const { status, text, refused = false } = await insertNote(api, token, title);
      writer.statuses.push(status);
      writer.requests.push({ startedAt, status, refused });
      if (status === 201) writer.acknowledged.push(title);
      else if (status !== 0) {
        try {
          JSON.parse(text);
        } catch {
          writer.malformed.push(`${status} ${JSON.stringify(text)}`);
        }
        // An outage answer: wait a little before the next (new) write.
        await new Promise((resolve) => setTimeout(resolve, 20));
      } else await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  writer.stop = async () => {
    running = false;
    await Promise.all(loops);
  };
  return writer;
}

async function titleCounts(dbUrl: string, prefix: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ title: string; n: string }>(
      'select title, count(*) as n from public.notes where title like $1 group by title',
      [`${prefix}-%`],
    );
    return new Map(rows.map((row) => [row.title, Number(row.n)]));
  } finally {
    await client.end();
  }
}

async function waitUntilAnswering(api: Api, token: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const response = await fetch(`${api.apiUrl}/rest/v1/boards?select=id`, {
      headers: { apikey: api.anonKey, authorization: `Bearer ${token}` },
    }).catch(() => null);
    if (response?.status === 200) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error('the API did not answer again in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectEachOnce(counts: Map<string, number>, acknowledged: string[]): void {
  const missing = acknowledged.filter((title) => !counts.has(title));
  const duplicated = [...counts].filter(([, n]) => n > 1).map(([title]) => title);
  expect({ missing, duplicated }).toEqual({ missing: [], duplicated: [] });
}

describe('one part of the stack killed', () => {
  let stack: Stack;
  let token: string;

  beforeAll(async () => {
    stack = await startFixtureStack();
    token = await userToken(stack);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const onEmbedded = process.env.DATABASE_URL ? it.skip : it;

  onEmbedded(
    'kill -9 of PostgreSQL: the API answers again within 5 s and no acknowledged write is lost',
    async () => {
      const writers = startWriters(stack, token, 'pgkill', 8);
      await sleep(300);
      const pid = stack.databasePid();
      expect(pid).toBeDefined();
      process.kill(pid as number, 'SIGKILL');
      const recovered = await waitUntilAnswering(stack, token, 5_000);
      await sleep(300);
      await writers.stop();
      expect(recovered).toBeLessThan(5_000);
      expect(writers.statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
      expect(writers.malformed).toEqual([]);
      expectEachOnce(await titleCounts(stack.dbUrl, 'pgkill'), writers.acknowledged);
      expect(writers.acknowledged.length).toBeGreaterThan(8);
    },
  );

  it('kill -9 of PostgREST with 8 writes in flight: no write lands twice, none acknowledged is lost', async () => {
    for (let round = 0; round < 5; round++) {
      const label = `rest${round}`;
      const writers = startWriters(stack, token, label, 8);
      await sleep(150);
      const pid = stack.postgrestPid();
      expect(pid).toBeDefined();
      process.kill(pid as number, 'SIGKILL');
      await waitUntilAnswering(stack, token, 10_000);
      await sleep(100);
      await writers.stop();
      expect(writers.statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
      expect(writers.malformed).toEqual([]);
      expectEachOnce(await titleCounts(stack.dbUrl, label), writers.acknowledged);
    }
  });
});

function embeddedEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return env;
}

/** The CLI as its own process (what `npm start` runs), with a data folder of its own. */
function startCli(dataDir: string): Promise<{ child: ChildProcess; api: Api; dbUrl: string }> {
  const child = spawn(
    process.execPath,
    [
      '--require',
      require.resolve('tsx/cjs'),
      join(localRoot, 'src', 'cli.ts'),
      'start',
      '--json',
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--migrations',
      fixtureMigrations,
      '--seed',
      fixtureSeed,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: embeddedEnv() },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the stack did not start:\n${errors}`)),
      60_000,
    );
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const status = JSON.parse(line) as {
        api_url: string;
        anon_key: string;
        service_role_key: string;
        db_url?: string;
      };
      clearTimeout(timer);
      resolve({
        child,
        api: {
          apiUrl: status.api_url,
          anonKey: status.anon_key,
          serviceRoleKey: status.service_role_key,
        },
        dbUrl: status.db_url ?? '',
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the stack exited (${code}) while starting:\n${errors}`));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

const embeddedOnly = process.env.DATABASE_URL ? describe.skip : describe;

embeddedOnly('the whole stack as a process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'supabase-faults-'));

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('kill -9 mid-writes, then a restart: every acknowledged write is there (5 rounds)', async () => {
    const acknowledged: string[] = [];
    for (let round = 0; round < 5; round++) {
      const { child, api, dbUrl } = await startCli(dataDir);
      try {
        const token = await userToken(api);
        // What earlier rounds had acknowledged survived the kill and the restart.
        expectEachOnce(await titleCounts(dbUrl, 'crash'), acknowledged);
        const writers = startWriters(api, token, `crash-${round}`, 8);
        await sleep(400);
        child.kill('SIGKILL');
        await exited(child);
        await writers.stop();
        acknowledged.push(...writers.acknowledged);
        expect(writers.acknowledged.length).toBeGreaterThan(0);
      } finally {
        child.kill('SIGKILL');
      }
    }
    const { child, dbUrl } = await startCli(dataDir);
    try {
      expectEachOnce(await titleCounts(dbUrl, 'crash'), acknowledged);
    } finally {
      child.kill('SIGTERM');
      await exited(child);
    }
  });

  it('SIGTERM with requests in flight: they finish, and nothing gets a 400 or an empty body', async () => {
    const { child, api, dbUrl } = await startCli(dataDir);
    const token = await userToken(api);
    const writers = startWriters(api, token, 'term', 8);
    await sleep(300);
    const stoppedAt = Date.now();
    child.kill('SIGTERM');
    await exited(child);
    await writers.stop();
    expect(child.exitCode).toBe(0);
    // What was sent before the stop finished (or was told 503); nothing was cut off. A request
    // begun just before the signal whose connection came after the listener closed was refused:
    // the server never had it, so it was not in flight.
    const inFlight = writers.requests.filter(
      (request) => request.startedAt < stoppedAt && !request.refused,
    );
    expect(inFlight.filter((request) => ![201, 503].includes(request.status))).toEqual([]);
    expect(writers.statuses.filter((status) => status === 400)).toEqual([]);
    expect(writers.malformed).toEqual([]);
    const again = await startCli(dataDir);
    try {
      expectEachOnce(await titleCounts(again.dbUrl, 'term'), writers.acknowledged);
      expect(dbUrl).not.toBe('');
    } finally {
      again.child.kill('SIGTERM');
      await exited(again.child);
    }
  });

  it('starts after a killed predecessor, whose pid is left in its state file', async () => {
    const first = await startCli(dataDir);
    first.child.kill('SIGKILL');
    await exited(first.child);
    const second = await startCli(dataDir);
    try {
      const response = await fetch(`${second.api.apiUrl}/auth/v1/health`, {
        headers: { apikey: second.api.anonKey },
      });
      expect(response.status).toBe(200);
    } finally {
      second.child.kill('SIGTERM');
      await exited(second.child);
    }
  });
});
