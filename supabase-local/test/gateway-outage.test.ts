// Outages answer fast and clearly: while PostgREST or PostgreSQL is down, every route answers
// 503 with a JSON body and Retry-After (never a hang, a 500 or a 502), and writes that may have
// reached the database are never sent twice.
import { createServer as createTcpServer, connect, type Server, type Socket } from 'node:net';
import type { Database, Service, Sql } from '../src/contract';
import { isBadInput, isDatabaseUnavailable } from '../src/gateway/http';
import { RETRY_BUDGET_MS } from '../src/gateway/rest-proxy';
import { createFunctionsService } from '../src/functions/factory';
import { loadProjectConfig } from '../src/config';
import { defaultFunctionsDir } from '../src/stack';
import type { Stack } from '../src/stack';
import { createStorageService } from '../src/storage/service';
import {
  type FakePostgrest,
  type RawAnswer,
  refusedError,
  send,
  startFakePostgrest,
  startTestGateway,
  type TestGateway,
} from './gateway-harness';
import { startFixtureStack, uniqueEmail } from './stack-harness';

function expectUnavailable(answer: RawAnswer, what: string) {
  if (answer.status !== 503) throw new Error(`${what}: ${answer.status} ${answer.text}`);
  const retryAfter = Number(answer.headers['retry-after']);
  if (!(retryAfter >= 1))
    throw new Error(`${what}: no Retry-After ${JSON.stringify(answer.headers)}`);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(5);
  expect(() => JSON.parse(answer.text) as unknown).not.toThrow();
}

const subscription = {
  endpoint: 'https://push.example.test/send/abc',
  expirationTime: null,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

describe('errors that mean "the database is down"', () => {
  const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
  it.each([
    ['ECONNREFUSED', refusedError()],
    ['ECONNRESET', pgError('ECONNRESET', 'read ECONNRESET')],
    ['connection exception 08006', pgError('08006')],
    [
      'admin shutdown 57P01',
      pgError('57P01', 'terminating connection due to administrator command'),
    ],
    ['crash shutdown 57P02', pgError('57P02')],
    ['starting up 57P03', pgError('57P03', 'the database system is starting up')],
    ['too many connections 53300', pgError('53300')],
    ['terminated', new Error('Connection terminated unexpectedly')],
    ['connect timeout', new Error('Connection terminated due to connection timeout')],
    ['several addresses', Object.assign(new AggregateError([refusedError(), refusedError()]), {})],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isBadInput(error)).toBe(false);
  });

  it.each([
    ['unique violation', pgError('23505')],
    ['RLS', pgError('42501')],
    ['a bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('not %s', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(false));

  it.each([
    ['NUL byte', pgError('22021')],
    ['bad JSON escape', pgError('22P05')],
    ['value too long', pgError('22001')],
    ['nested too deep', pgError('54001')],
    ['malformed percent-encoding', new URIError('URI malformed')],
  ])('%s is bad input', (_name, error) => expect(isBadInput(error)).toBe(true));
});

describe('with the database unreachable (each service, one gateway)', () => {
  let postgrest: FakePostgrest;
  let gateway: TestGateway;
  let down = false;
  let failure: () => Error = refusedError;

  /** Up: answers every query with no rows (enough to build the services); down: fails. */
  const database: Database = {
    asClaims: (_claims, fn) => (down ? Promise.reject(failure()) : fn(emptySql)),
    asAdmin: (fn) => (down ? Promise.reject(failure()) : fn(emptySql)),
    listen: async () => async () => undefined,
  };
  const emptySql: Sql = {
    query: <R>() => Promise.resolve({ rows: [] as R[], rowCount: 0 }),
  };
  /** A service that lets a database error escape to the gateway (realtime's REST routes do). */
  const leaky: Service = {
    prefix: '/leaky',
    handle: () => Promise.reject(failure()),
    close: async () => undefined,
  };

  const services: Service[] = [];

  beforeAll(async () => {
    postgrest = await startFakePostgrest();
    // The services verify tokens with the gateway's own keys, so they join once it exists.
    gateway = await startTestGateway({ postgrest, db: database, services });
    const context = {
      db: database,
      databaseUrl: 'postgresql://127.0.0.1:1/none',
      jwt: gateway.jwt,
      dataDir: null,
      apiUrl: 'http://127.0.0.1:1',
      keys: { anonKey: gateway.anonKey, serviceRoleKey: gateway.serviceRoleKey },
      project: loadProjectConfig(),
      functionsDir: defaultFunctionsDir,
      inboxSmtp: null,
      siteUrl: 'http://localhost:3000',
      log: () => undefined,
    };
    services.push(
      await createStorageService(context),
      await createFunctionsService(context),
      leaky,
    );
    down = true;
  });

  afterAll(async () => {
    await gateway.close();
    await Promise.all(services.map((service) => service.close()));
    await postgrest.close();
  });

  const requests = () => {
    const key = { apikey: gateway.anonKey, 'content-type': 'application/json' };
    const user = { ...key, authorization: `Bearer ${gateway.userToken}` };
    const credentials = JSON.stringify({ email: uniqueEmail('down'), password: 'Passw0rd!' });
    return [
      { what: 'sign-up', method: 'POST', path: '/auth/v1/signup', headers: key, body: credentials },
      {
        what: 'sign-in',
        method: 'POST',
        path: '/auth/v1/token?grant_type=password',
        headers: key,
        body: credentials,
      },
      { what: 'current user', path: '/auth/v1/user', headers: user },
      {
        what: 'refresh',
        method: 'POST',
        path: '/auth/v1/token?grant_type=refresh_token',
        headers: key,
        body: '{"refresh_token":"abc"}',
      },
      {
        what: 'admin list',
        path: '/auth/v1/admin/users',
        headers: { ...key, authorization: `Bearer ${gateway.serviceRoleKey}` },
      },
      { what: 'bucket list', path: '/storage/v1/bucket', headers: user },
      { what: 'public object', path: '/storage/v1/object/public/avatars/a.png' },
      {
        what: 'upload',
        method: 'POST',
        path: '/storage/v1/object/avatars/a.png',
        headers: { ...user, 'content-type': 'image/png' },
        body: 'png',
      },
      {
        what: 'save subscription',
        method: 'POST',
        path: '/api/save-subscription',
        headers: user,
        body: JSON.stringify(subscription),
      },
      { what: 'a service that lets the error escape', path: '/leaky/x', headers: key },
    ];
  };

  it.each([
    ['refused', refusedError],
    ['terminated', () => new Error('Connection terminated unexpectedly')],
    [
      'shutting down (57P03)',
      () => Object.assign(new Error('the database system is shutting down'), { code: '57P03' }),
    ],
  ])(
    'answers 503 + Retry-After + JSON on every route when the connection is %s',
    async (_name, error) => {
      failure = error;
      for (const request of requests()) {
        expectUnavailable(await send(gateway.url, { ...request, timeoutMs: 5_000 }), request.what);
      }
    },
  );

  it('answers REST with 503 + Retry-After within the retry budget while PostgREST is down', async () => {
    await postgrest.down();
    const answers = await Promise.all(
      ['GET', 'POST'].map((method) =>
        send(gateway.url, {
          method,
          path: '/rest/v1/boards',
          headers: { apikey: gateway.anonKey, 'content-type': 'application/json' },
          body: method === 'POST' ? '{"name":"x"}' : undefined,
        }),
      ),
    );
    for (const answer of answers) {
      expectUnavailable(answer, 'rest');
      expect(answer.ms).toBeLessThan(RETRY_BUDGET_MS + 1_500);
    }
    await postgrest.up();
  });
});

/** A TCP proxy in front of PostgreSQL that can cut every connection and refuse new ones. */
async function startDatabaseProxy(target: URL) {
  const sockets = new Set<Socket>();
  const server: Server = createTcpServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    const pair = [client, upstream];
    for (const socket of pair) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        for (const each of pair) {
          each.destroy();
          sockets.delete(each);
        }
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        resolve(typeof address === 'object' && address !== null ? address.port : 0);
      });
    });
  const port = await listen(0);
  const url = new URL(target.toString());
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    restore: () => listen(port),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (server.listening) server.close(() => resolve());
        else resolve();
      }),
  };
}

const serverUrl = process.env.DATABASE_URL;

// Needs a PostgreSQL server to put the proxy in front of (scripts/with-postgres.sh).
(serverUrl ? describe : describe.skip)('the real stack while PostgreSQL is unreachable', () => {
  let proxy: Awaited<ReturnType<typeof startDatabaseProxy>>;
  let stack: Stack;

  beforeAll(async () => {
    proxy = await startDatabaseProxy(new URL(serverUrl ?? ''));
    stack = await startFixtureStack({ databaseUrl: proxy.url });
  });

  afterAll(async () => {
    await proxy?.restore().catch(() => undefined);
    await stack?.stop();
    await proxy?.close();
  });

  it('answers 503 + Retry-After everywhere, then serves again once it is back', async () => {
    const key = { apikey: stack.anonKey, 'content-type': 'application/json' };
    const service = { ...key, authorization: `Bearer ${stack.serviceRoleKey}` };
    const requests = [
      { what: 'rest read', path: '/rest/v1/boards?select=name', headers: key },
      {
        what: 'rest write',
        method: 'POST',
        path: '/rest/v1/boards',
        headers: service,
        body: JSON.stringify({ name: `outage-${Date.now()}` }),
      },
      {
        what: 'sign-up',
        method: 'POST',
        path: '/auth/v1/signup',
        headers: key,
        body: JSON.stringify({ email: uniqueEmail('outage'), password: 'Passw0rd!' }),
      },
      {
        what: 'sign-in',
        method: 'POST',
        path: '/auth/v1/token?grant_type=password',
        headers: key,
        body: JSON.stringify({ email: 'seeded@fixture.local', password: 'Seeded1!' }),
      },
      { what: 'bucket list', path: '/storage/v1/bucket', headers: service },
    ];
    // Warm every pool first, so the cut also kills connections in use, not only new ones.
    for (const request of requests.slice(0, 1)) {
      expect((await send(stack.apiUrl, request)).status).toBe(200);
    }
    await proxy.cut();
    for (const request of requests) {
      const answer = await send(stack.apiUrl, { ...request, timeoutMs: 8_000 });
      expectUnavailable(answer, request.what);
      expect(answer.ms).toBeLessThan(RETRY_BUDGET_MS + 1_500);
    }
    await proxy.restore();
    const deadline = Date.now() + 30_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await send(stack.apiUrl, requests[0])).status;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
    expect((await send(stack.apiUrl, requests[3])).status).toBe(200);
  });
});

describe('the real stack while PostgREST or PostgreSQL restarts', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startFixtureStack();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('never sends a write twice when PostgREST is killed under load', async () => {
    const headers = {
      apikey: stack.anonKey,
      authorization: `Bearer ${stack.serviceRoleKey}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    };
    // Bulk inserts, so that some are in PostgREST's hands when it dies. Names are unique: a
    // write sent a second time after its first delivery committed would answer 409.
    const batch = 1000;
    const prefix = `kill-${Date.now()}`;
    const writes = Array.from({ length: 24 }, (_, i) => {
      const rows = Array.from({ length: batch }, (__, j) => ({ name: `${prefix}-${i}-${j}` }));
      return send(stack.apiUrl, {
        method: 'POST',
        path: '/rest/v1/boards',
        headers,
        body: JSON.stringify(rows),
        timeoutMs: 15_000,
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 60));
    process.kill(stack.postgrestPid() ?? 0, 'SIGKILL');
    const answers = await Promise.all(writes);
    for (const answer of answers) {
      expect([201, 503]).toContain(answer.status);
      if (answer.status === 503) expectUnavailable(answer, 'write');
      expect(answer.ms).toBeLessThan(RETRY_BUDGET_MS + 3_000);
    }
    // Every acknowledged write is there, once; the others entirely or not at all.
    for (const [i, answer] of answers.entries()) {
      const counted = await send(stack.apiUrl, {
        method: 'HEAD',
        path: `/rest/v1/boards?name=like.${prefix}-${i}-*`,
        headers: { ...headers, prefer: 'count=exact' },
      });
      const stored = Number(String(counted.headers['content-range']).split('/')[1]);
      if (answer.status === 201) expect(stored).toBe(batch);
      else expect([0, batch]).toContain(stored);
    }
  });

  // The embedded PostgreSQL is the stack's to restart; a DATABASE_URL one is not.
  (serverUrl ? it.skip : it)(
    'answers 503 + Retry-After while PostgreSQL restarts, then serves again',
    async () => {
      const key = { apikey: stack.anonKey, 'content-type': 'application/json' };
      const pid = stack.databasePid();
      expect(pid).toBeGreaterThan(0);
      process.kill(pid ?? 0, 'SIGKILL');
      const deadline = Date.now() + 30_000;
      let served = false;
      // Until a new PostgreSQL serves every route (the old one's backends may linger briefly).
      while (Date.now() < deadline && !(served && stack.databasePid() !== pid)) {
        const answers = await Promise.all([
          send(stack.apiUrl, {
            path: '/rest/v1/boards?select=name',
            headers: key,
            timeoutMs: 8_000,
          }),
          send(stack.apiUrl, {
            method: 'POST',
            path: '/auth/v1/token?grant_type=password',
            headers: key,
            body: JSON.stringify({ email: 'seeded@fixture.local', password: 'Seeded1!' }),
            timeoutMs: 8_000,
          }),
          send(stack.apiUrl, {
            path: '/storage/v1/bucket',
            headers: { ...key, authorization: `Bearer ${stack.serviceRoleKey}` },
            timeoutMs: 8_000,
          }),
        ]);
        for (const answer of answers) {
          if (answer.status !== 200) expectUnavailable(answer, `during restart: ${answer.text}`);
          expect(answer.ms).toBeLessThan(RETRY_BUDGET_MS + 1_500);
        }
        served = answers.every((answer) => answer.status === 200);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(served).toBe(true);
      expect(stack.databasePid()).not.toBe(pid);
    },
  );
});
