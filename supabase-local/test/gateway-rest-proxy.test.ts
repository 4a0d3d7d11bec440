// The REST proxy against a fake PostgREST that crashes, restarts and fails on cue: a request that
// may have reached the database is never sent twice, and outages answer 503 + Retry-After fast.
import { Agent } from 'node:http';
import { MAX_REST_URL_BYTES, RETRY_BUDGET_MS } from '../src/gateway/rest-proxy';
import {
  answerJson,
  type FakePostgrest,
  send,
  startFakePostgrest,
  startTestGateway,
  type TestGateway,
} from './gateway-harness';

let postgrest: FakePostgrest;
let gateway: TestGateway;

beforeEach(async () => {
  postgrest = await startFakePostgrest();
  gateway = await startTestGateway({ postgrest });
});

afterEach(async () => {
  await gateway.close();
  await postgrest.close();
});

const rest = (method: string, path: string, body?: string) =>
  send(gateway.url, {
    method,
    path: `/rest/v1${path}`,
    headers: { apikey: gateway.anonKey, 'content-type': 'application/json' },
    body,
  });

function expectUnavailable(answer: {
  status: number;
  headers: Record<string, unknown>;
  text: string;
}) {
  expect(answer.status).toBe(503);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(5);
  expect(() => JSON.parse(answer.text) as unknown).not.toThrow();
}

describe('requests that may have reached the database are not sent again', () => {
  it.each(['POST', 'PATCH', 'DELETE', 'PUT'])(
    'a %s whose PostgREST dies while handling it gets 503, sent once',
    async (method) => {
      postgrest.handle = (_req, res) => res.socket?.destroy();
      const answer = await rest(method, '/messages', '{"body":"hello"}');
      expectUnavailable(answer);
      expect(postgrest.received).toHaveLength(1);
    },
  );

  it('a POST after PostgREST closed its kept-alive connections is delivered once', async () => {
    const agent = new Agent({ keepAlive: true });
    // Warm the gateway's pooled connections to PostgREST with reads, then have PostgREST drop them.
    await Promise.all([1, 2, 3].map(() => rest('GET', '/messages')));
    postgrest.handle = answerJson(201, [{ id: 1 }]);
    await postgrest.down();
    await postgrest.up();
    const answer = await send(gateway.url, {
      method: 'POST',
      path: '/rest/v1/messages',
      headers: { apikey: gateway.anonKey, 'content-type': 'application/json' },
      body: '{"body":"hello"}',
      agent,
    });
    agent.destroy();
    expect(answer.status).toBe(201);
    expect(postgrest.received.filter((each) => each.method === 'POST')).toHaveLength(1);
  });

  it('a read whose connection drops is sent once more', async () => {
    let calls = 0;
    postgrest.handle = (req, res, body) => {
      calls += 1;
      if (calls === 1) res.socket?.destroy();
      else answerJson(200, [{ id: 1 }])(req, res, body);
    };
    const answer = await rest('GET', '/messages?select=id');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual([{ id: 1 }]);
    expect(postgrest.received).toHaveLength(2);
  });

  it('a read that keeps failing gets 503 after one retry', async () => {
    postgrest.handle = (_req, res) => res.socket?.destroy();
    expectUnavailable(await rest('GET', '/messages'));
    expect(postgrest.received).toHaveLength(2);
  });
});

describe('a PostgREST that is restarting', () => {
  it('holds a write while the connection is refused and sends it once PostgREST is back', async () => {
    postgrest.handle = answerJson(201, [{ id: 7 }]);
    await postgrest.down();
    setTimeout(() => void postgrest.up(), 600);
    const answer = await rest('POST', '/messages', '{"body":"hello"}');
    expect(answer.status).toBe(201);
    expect(postgrest.received).toHaveLength(1);
  });

  it('answers 503 + Retry-After within the retry budget when PostgREST stays down', async () => {
    await postgrest.down();
    const answer = await rest('POST', '/messages', '{"body":"hello"}');
    expectUnavailable(answer);
    expect(answer.ms).toBeLessThan(RETRY_BUDGET_MS + 1500);
    expect(postgrest.received).toHaveLength(0);
  });
});

describe("PostgREST's own outage answers", () => {
  it('adds Retry-After to a 503 that lacks one', async () => {
    postgrest.handle = answerJson(503, {
      code: 'PGRST001',
      message: 'Database client error. Retrying the connection.',
      details: null,
      hint: null,
    });
    const answer = await rest('GET', '/messages');
    expectUnavailable(answer);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 'PGRST001' });
  });

  it('keeps the Retry-After PostgREST chose', async () => {
    postgrest.handle = answerJson(503, { code: 'PGRST000' }, { 'retry-after': '4' });
    const answer = await rest('GET', '/messages');
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('4');
  });

  it.each([
    [500, '57P01', 'terminating connection due to administrator command'],
    [500, '57P03', 'the database system is starting up'],
    [500, '08006', 'connection failure'],
    [504, 'PGRST003', 'Timed out acquiring connection from connection pool.'],
  ])('turns a %i with code %s into 503 + Retry-After', async (status, code, message) => {
    postgrest.handle = answerJson(status, { code, message, details: null, hint: null });
    const answer = await rest('POST', '/messages', '{}');
    expectUnavailable(answer);
    expect(JSON.parse(answer.text)).toMatchObject({ code, message });
    expect(postgrest.received).toHaveLength(1);
  });

  it('turns the empty 400 of a connection lost mid-query into 503 + Retry-After', async () => {
    postgrest.handle = answerJson(400, { code: '', details: null, hint: null, message: '' });
    expectUnavailable(await rest('GET', '/messages'));
  });

  it('relays long error bodies intact', async () => {
    const message = `Failing row contains (${'x'.repeat(200_000)})`;
    postgrest.handle = answerJson(400, { code: '23514', message });
    const answer = await rest('POST', '/messages', '{}');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({ code: '23514', message });
  });

  it('answers a 500 for input past a database limit (class 54) with 400', async () => {
    postgrest.handle = answerJson(500, { code: '54001', message: 'stack depth limit exceeded' });
    const answer = await rest('POST', '/messages', '{}');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ code: '54001' });
  });

  it('passes other 500s through unchanged (they are the database function’s errors)', async () => {
    postgrest.handle = answerJson(500, { code: 'P0002', message: 'no rows' });
    const answer = await rest('POST', '/rpc/fails', '{}');
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 'P0002' });
  });
});

describe('URLs PostgREST could not answer', () => {
  it(`refuses URLs over ${MAX_REST_URL_BYTES} bytes with 414 and JSON, without forwarding`, async () => {
    const filter = `id=in.(${Array.from({ length: 3000 }, (_, i) => i).join(',')})`;
    const answer = await rest('GET', `/messages?${filter}`);
    expect(answer.status).toBe(414);
    expect(JSON.parse(answer.text)).toMatchObject({ message: expect.stringContaining('too long') });
    expect(postgrest.received).toHaveLength(0);
  });

  it('relays answers whose headers are larger than Node’s default limit', async () => {
    postgrest.handle = answerJson(200, [], {
      'content-location': `/messages?${'x'.repeat(20_000)}`,
    });
    const answer = await send(gateway.url, {
      path: '/rest/v1/messages',
      headers: { apikey: gateway.anonKey },
      maxHeaderSize: 64 * 1024,
    });
    expect(answer.status).toBe(200);
  });
});
