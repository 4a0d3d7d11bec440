// The gateway compresses JSON as hosted Supabase's edge does: brotli or gzip as Accept-Encoding
// chooses, bodies of at least a kilobyte, Vary on Accept-Encoding; never storage's object bodies,
// Edge Functions' answers, HEAD or small bodies. Asserted with raw node:http requests, which (unlike
// fetch and so supabase-js) do not decode: the bytes on the wire are what is checked.
import { randomUUID } from 'node:crypto';
import { type IncomingHttpHeaders, request, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Service } from '../src/contract';
import { COMPRESSION_THRESHOLD_BYTES, negotiateEncoding } from '../src/gateway/compression';
import type { Stack } from '../src/stack';
import {
  type FakePostgrest,
  startFakePostgrest,
  startTestGateway,
  type TestGateway,
} from './gateway-harness';
import { clientFor, signedInClient, startFixtureStack } from './stack-harness';

interface Wire {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, still encoded. */
  bytes: Buffer;
  /** When the first body bytes arrived, in ms after the request was sent (null: none came). */
  firstByteMs: number | null;
}

/** One request whose answer is read as raw bytes; rejects when the answer is cut off. */
function onWire(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Wire> {
  const { hostname, port } = new URL(base);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        path,
        method: options.method ?? 'GET',
        headers:
          options.body === undefined
            ? options.headers
            : { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let firstByteMs: number | null = null;
        res.on('data', (chunk: Buffer) => {
          firstByteMs ??= Date.now() - started;
          chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            bytes: Buffer.concat(chunks),
            firstByteMs,
          }),
        );
        res.on('error', reject);
        res.on('aborted', () => reject(new Error('answer cut off')));
      },
    );
    req.setTimeout(20_000, () => req.destroy(new Error(`no answer: ${path}`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The body as the client reads it, decoded as its Content-Encoding says. */
function decoded(answer: Wire): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.bytes);
  if (encoding === 'gzip') return gunzipSync(answer.bytes);
  if (encoding !== undefined) throw new Error(`unexpected Content-Encoding ${encoding}`);
  return answer.bytes;
}

const json = (answer: Wire): unknown => JSON.parse(decoded(answer).toString('utf8'));

const varyFields = (answer: Wire) =>
  String(answer.headers.vary ?? '')
    .split(',')
    .map((field) => field.trim().toLowerCase())
    .filter((field) => field !== '');

describe('Accept-Encoding negotiation', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br, gzip', 'br'],
    ['gzip, br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP;Q=1', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['gzip;q=0.5, *', 'br'],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.05', 'br'],
    ['br;q=0, *', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*;q=0', null],
    ['identity', null],
    ['deflate', null],
    ['', null],
    ['gzip;q=2', null],
    ['gzip;q=abc, br;q=0.001', 'br'],
    ['br;q=0., gzip;q=1.000', 'gzip'],
  ])('%j gives %p', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('reads no header as identity, and repeated headers as one list', () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding(['br;q=0', 'gzip'])).toBe('gzip');
  });
});

describe('through the stack', () => {
  let stack: Stack;
  let anon: SupabaseClient;
  let service: SupabaseClient;

  const everything = '/rest/v1/notes?select=*&is_public=eq.true&order=id';
  const rest = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    onWire(stack.apiUrl, path, { method, headers: { apikey: stack.anonKey, ...headers } });

  beforeAll(async () => {
    stack = await startFixtureStack({ functionsDir: join(__dirname, 'fixtures', 'functions') });
    anon = clientFor(stack);
    service = clientFor(stack, stack.serviceRoleKey);
    const author = await signedInClient(stack, 'compress');
    const notes = Array.from({ length: 400 }, (_, i) => ({
      board_id: 1 + (i % 2),
      title: `Note ${i}: water the tomatoes, then walk the neighbour's dog (${i * 7919})`,
      is_public: true,
    }));
    const inserted = await author.client.from('notes').insert(notes);
    if (inserted.error) throw inserted.error;
    // A few more users, so that the admin user list is well over the threshold.
    for (const label of ['compress-a', 'compress-b', 'compress-c']) {
      await signedInClient(stack, label);
    }
  });

  afterAll(async () => {
    await stack?.stop();
  });

  describe('REST answers', () => {
    it('compress a large JSON list with brotli for a browser’s Accept-Encoding, and it decodes to the same JSON', async () => {
      const plain = await rest(everything);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.bytes.length).toBeGreaterThan(40_000);
      const rows = JSON.parse(plain.bytes.toString('utf8')) as { id: number }[];
      expect(rows.length).toBeGreaterThanOrEqual(400);

      const br = await rest(everything, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-length']).toBeUndefined();
      expect(br.headers['content-type']).toBe(plain.headers['content-type']);
      expect(br.headers['content-range']).toBe(plain.headers['content-range']);
      expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
      expect(json(br)).toEqual(rows);
      expect(varyFields(br)).toContain('accept-encoding');
    });

    it('compress with gzip when that is what the client accepts, or prefers by q-value', async () => {
      const plain = json(await rest(everything));
      for (const accept of ['gzip', 'br;q=0.5, gzip;q=0.8', 'br;q=0, *']) {
        const answer = await rest(everything, { 'accept-encoding': accept });
        expect({ accept, encoding: answer.headers['content-encoding'] }).toEqual({
          accept,
          encoding: 'gzip',
        });
        expect(json(answer)).toEqual(plain);
      }
    });

    it('are sent as they are for identity, no Accept-Encoding, or every coding refused', async () => {
      const plain = await rest(everything);
      for (const accept of ['identity', 'br;q=0, gzip;q=0', '*;q=0', 'deflate', null]) {
        const answer = await rest(everything, accept === null ? {} : { 'accept-encoding': accept });
        expect({ accept, encoding: answer.headers['content-encoding'] }).toEqual({
          accept,
          encoding: undefined,
        });
        expect(answer.bytes.equals(plain.bytes)).toBe(true);
        expect(varyFields(answer)).toContain('accept-encoding');
      }
    });

    it('leave a small answer uncompressed, with its length', async () => {
      const answer = await rest('/rest/v1/notes?select=id,title&is_public=eq.true&limit=2', {
        'accept-encoding': 'gzip, deflate, br',
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.bytes.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
      expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
      expect(JSON.parse(answer.bytes.toString('utf8'))).toHaveLength(2);
      expect(varyFields(answer)).toContain('accept-encoding');
    });

    it('keep CORS intact: Vary merges Origin and Accept-Encoding, exposed headers are unchanged', async () => {
      const origin = { origin: 'http://localhost:5173' };
      const plain = await rest(everything, origin);
      const br = await rest(everything, { ...origin, 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['access-control-allow-origin']).toBe(origin.origin);
      expect(br.headers['access-control-allow-credentials']).toBe('true');
      expect(br.headers['access-control-expose-headers']).toBe(
        plain.headers['access-control-expose-headers'],
      );
      expect(varyFields(br)).toEqual(['origin', 'accept-encoding']);
      expect(varyFields(plain)).toEqual(['origin', 'accept-encoding']);
    });

    it('answer HEAD without a body and without compressing', async () => {
      const answer = await rest(everything, { 'accept-encoding': 'br, gzip' }, 'HEAD');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.bytes.length).toBe(0);
      expect(answer.headers['content-range']).toMatch(/^0-\d+\/\*$/);
    });

    it('compress PostgREST’s CSV and single-object flavours too', async () => {
      const csv = await rest(everything, { accept: 'text/csv', 'accept-encoding': 'gzip' });
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-encoding']).toBe('gzip');
      expect(decoded(csv).toString('utf8')).toMatch(/^id,board_id,owner_id,title/);
      const plan = await rest('/rest/v1/notes?select=*&is_public=eq.true&limit=1', {
        accept: 'application/vnd.pgrst.object+json',
        'accept-encoding': 'br',
      });
      // One row is under the threshold: left alone, whatever its JSON flavour.
      expect(plan.headers['content-type']).toMatch(/^application\/vnd\.pgrst\.object\+json/);
      expect(plan.headers['content-encoding']).toBeUndefined();
    });

    it('still reach supabase-js as the right rows (fetch decodes brotli transparently)', async () => {
      const plain = json(await rest(everything)) as { id: number; title: string }[];
      const { data, error } = await anon
        .from('notes')
        .select('*')
        .eq('is_public', true)
        .order('id');
      expect(error).toBeNull();
      expect(data).toEqual(plain);
      const small = await anon.from('notes').select('id').eq('id', plain[0].id).single();
      expect(small).toMatchObject({ error: null, data: { id: plain[0].id } });
    });
  });

  describe('auth answers', () => {
    it('compress a large JSON answer and leave small ones alone', async () => {
      const headers = {
        apikey: stack.serviceRoleKey,
        authorization: `Bearer ${stack.serviceRoleKey}`,
      };
      const plain = await onWire(stack.apiUrl, '/auth/v1/admin/users', { headers });
      expect(plain.bytes.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      const gzip = await onWire(stack.apiUrl, '/auth/v1/admin/users', {
        headers: { ...headers, 'accept-encoding': 'gzip' },
      });
      expect(gzip.status).toBe(200);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers['x-supabase-api-version']).toBe(plain.headers['x-supabase-api-version']);
      expect(json(gzip)).toEqual(json(plain));

      const health = await onWire(stack.apiUrl, '/auth/v1/health', {
        headers: { apikey: stack.anonKey, 'accept-encoding': 'br' },
      });
      expect(health.status).toBe(200);
      expect(health.headers['content-encoding']).toBeUndefined();
      expect(Number(health.headers['content-length'])).toBe(health.bytes.length);
    });
  });

  describe('storage', () => {
    const bucket = 'compression';
    const document = JSON.stringify(
      Array.from({ length: 200 }, (_, i) => ({ i, text: `a stored JSON document, line ${i}` })),
    );

    beforeAll(async () => {
      const created = await service.storage.createBucket(bucket, { public: true });
      if (created.error) throw created.error;
      const files = service.storage.from(bucket);
      const uploaded = await files.upload(
        'data.json',
        new Blob([document], { type: 'application/json' }),
        { contentType: 'application/json' },
      );
      if (uploaded.error) throw uploaded.error;
      for (let i = 0; i < 12; i++) {
        const each = await files.upload(
          `many/file-${i}.json`,
          new Blob(['{}'], { type: 'application/json' }),
          { contentType: 'application/json' },
        );
        if (each.error) throw each.error;
      }
    });

    it('never compresses an object’s bytes, even a JSON one, at any of its URLs', async () => {
      const accept = { 'accept-encoding': 'gzip, deflate, br' };
      const keyed = { ...accept, apikey: stack.serviceRoleKey };
      const urls: [string, Record<string, string>][] = [
        [`/storage/v1/object/public/${bucket}/data.json`, accept],
        [`/storage/v1/object/${bucket}/data.json`, keyed],
        [`/storage/v1/object/authenticated/${bucket}/data.json`, keyed],
        [`/storage/v1//object/${bucket}/data.json`, keyed],
        [`/storage/v1/%6Fbject/${bucket}/data.json`, keyed],
      ];
      const signed = await service.storage.from(bucket).createSignedUrl('data.json', 60);
      if (signed.error) throw signed.error;
      const signedUrl = new URL(signed.data.signedUrl);
      // The gateway asks signed URLs for an apikey, as it does every non-public request.
      urls.push([`${signedUrl.pathname}${signedUrl.search}`, { ...accept, apikey: stack.anonKey }]);
      for (const [path, headers] of urls) {
        const answer = await onWire(stack.apiUrl, path, { headers });
        expect({ path, status: answer.status }).toEqual({ path, status: 200 });
        expect(answer.headers['content-encoding']).toBeUndefined();
        expect(answer.headers['content-type']).toBe('application/json');
        expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(document));
        expect(answer.headers.etag).toMatch(/^"/);
        expect(varyFields(answer)).not.toContain('accept-encoding');
        expect(answer.bytes.toString('utf8')).toBe(document);
      }
    });

    it('compresses its JSON answers, such as a folder listing', async () => {
      const request = {
        method: 'POST',
        headers: {
          apikey: stack.serviceRoleKey,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ prefix: 'many', limit: 100 }),
      };
      const path = `/storage/v1/object/list/${bucket}`;
      const plain = await onWire(stack.apiUrl, path, request);
      expect(plain.status).toBe(200);
      expect(plain.bytes.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      const br = await onWire(stack.apiUrl, path, {
        ...request,
        headers: { ...request.headers, 'accept-encoding': 'br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(json(br)).toEqual(json(plain));
      expect(json(br)).toHaveLength(12);
    });
  });

  describe('Edge Functions', () => {
    it('answer untouched: no coding, Vary or CORS of the gateway’s', async () => {
      const body = 'x'.repeat(8 * 1024);
      const answer = await onWire(stack.apiUrl, '/functions/v1/echo', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${stack.anonKey}`,
          'accept-encoding': 'gzip, deflate, br',
          'content-type': 'text/plain',
        },
        body,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(varyFields(answer)).not.toContain('accept-encoding');
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(JSON.parse(answer.bytes.toString('utf8'))).toMatchObject({ method: 'POST', body });
    });
  });
});

describe('streams, failures and drains', () => {
  let postgrest: FakePostgrest;
  let gateway: TestGateway;
  // Ids as random as real UUIDs: the compressor has output to send after the first half.
  const rows = JSON.stringify(
    Array.from({ length: 6000 }, (_, i) => ({
      id: randomUUID(),
      title: `row ${i}`,
      done: i % 3 === 0,
    })),
  );

  /** `/slow/<ms>`: a JSON body of ~400 KB whose second half comes after ms. */
  const slowService: Service = {
    prefix: '/slow',
    async handle(req, res: ServerResponse, ctx) {
      req.resume();
      const wait = Number(ctx.path.slice(1));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(rows.slice(0, rows.length / 2));
      await new Promise((resolve) => setTimeout(resolve, wait).unref());
      res.end(rows.slice(rows.length / 2));
    },
    async close() {},
  };

  beforeEach(async () => {
    postgrest = await startFakePostgrest();
    gateway = await startTestGateway({ postgrest, services: [slowService] });
  });

  afterEach(async () => {
    await gateway.close();
    await postgrest.close();
  });

  const get = (path: string, accept = 'br') =>
    onWire(gateway.url, path, {
      headers: { apikey: gateway.anonKey, 'accept-encoding': accept },
    });

  it('streams a PostgREST answer through the compressor as it arrives', async () => {
    postgrest.handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.write(rows.slice(0, rows.length / 2));
      setTimeout(() => res.end(rows.slice(rows.length / 2)), 800);
    };
    for (const accept of ['br', 'gzip']) {
      const started = Date.now();
      const answer = await get('/rest/v1/rows', accept);
      expect(answer.headers['content-encoding']).toBe(accept);
      expect(decoded(answer).toString('utf8')).toBe(rows);
      // The first half was on its way well before PostgREST sent the rest.
      expect(answer.firstByteMs).not.toBeNull();
      expect(answer.firstByteMs ?? Infinity).toBeLessThan(Date.now() - started - 400);
    }
  });

  it('cuts the answer off when PostgREST fails mid-stream, and keeps serving', async () => {
    postgrest.handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(rows.slice(0, rows.length / 2));
      setTimeout(() => res.socket?.destroy(), 100);
    };
    await expect(get('/rest/v1/rows')).rejects.toThrow();
    postgrest.handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(rows);
    };
    const next = await get('/rest/v1/rows', 'gzip');
    expect(next.status).toBe(200);
    expect(decoded(next).toString('utf8')).toBe(rows);
  });

  it('lets a drain wait for a compressed answer in flight', async () => {
    const inflight = get('/slow/400');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const drained = gateway.gateway.drain(5_000);
    const answer = await inflight;
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decoded(answer).toString('utf8')).toBe(rows);
    await drained;
  });

  it('cuts a compressed answer still running at the drain’s deadline without failing', async () => {
    const cutOff = get('/slow/5000');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await gateway.gateway.drain(200);
    await expect(cutOff).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
