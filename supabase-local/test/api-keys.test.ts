// The keys of a new hosted project, through real supabase-js: publishable and secret keys beside
// the legacy anon and service_role JWTs, sessions signed ES256 with a key the JWKS publishes,
// the legacy HS256 secret still verifying, and storage refusing a deleted user's token.
import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import type { Stack } from '../src/stack';
import { clientFor, decodeJwt, startFixtureStack, uniqueEmail } from './stack-harness';
import { until, websocketUrl } from './rt-fixtures/realtime-helpers';

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const PASSWORD = 'Passw0rd!';

let stack: Stack;

async function sql(text: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: stack.dbUrl });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  stack = await startFixtureStack();
  // A private bucket whose objects belong to their uploader, and notes published for realtime.
  await sql(`insert into storage.buckets (id, name, public) values ('files', 'files', false)`);
  await sql(`create policy "own files" on storage.objects for all to authenticated
               using (bucket_id = 'files' and owner_id = auth.uid()::text)
               with check (bucket_id = 'files' and owner_id = auth.uid()::text)`);
  await sql(`alter publication supabase_realtime add table public.notes`);
});

afterAll(async () => {
  await stack?.stop();
});

/** A confirmed user created with the secret key, signed in on a publishable-key client. */
async function signedInUser(label: string) {
  const email = uniqueEmail(label);
  const { data, error } = await clientFor(stack, stack.secretKey).auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  if (error || !data.user) throw error ?? new Error('no user');
  const client = clientFor(stack, stack.publishableKey);
  const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error || !signIn.data.session) throw signIn.error ?? new Error('no session');
  return { client, userId: data.user.id, token: signIn.data.session.access_token };
}

async function titles(client: SupabaseClient): Promise<string[]> {
  const { data, error } = await client.from('notes').select('title').order('id');
  expect(error).toBeNull();
  return (data ?? []).map((row: { title: string }) => row.title);
}

function whoami(headers: Record<string, string>): Promise<Response> {
  return fetch(`${stack.apiUrl}/rest/v1/rpc/whoami`, { method: 'POST', headers });
}

const now = () => Math.floor(Date.now() / 1000);
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function hs256(claims: Record<string, unknown>, secret: string): string {
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

describe('key formats', () => {
  it('hands out sb_publishable_ and sb_secret_ keys beside the legacy JWT keys', () => {
    expect(stack.publishableKey).toMatch(/^sb_publishable_[0-9A-Za-z]{22,}$/);
    expect(stack.secretKey).toMatch(/^sb_secret_[0-9A-Za-z]{22,}$/);
    expect(decodeJwt(stack.anonKey)).toMatchObject({ role: 'anon', iss: 'supabase' });
    const header = JSON.parse(Buffer.from(stack.anonKey.split('.')[0], 'base64url').toString());
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
  });
});

describe('publishable key', () => {
  it('signs up, signs in and reads rows as row-level security allows', async () => {
    const client = clientFor(stack, stack.publishableKey);
    expect(await titles(client)).toEqual(['Seeded public note']);

    const email = uniqueEmail('publishable');
    const signUp = await client.auth.signUp({ email, password: PASSWORD });
    expect(signUp.error).toBeNull();
    expect(signUp.data.user?.email).toBe(email);
    const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();

    const insert = await client.from('notes').insert({ board_id: 1, title: 'Mine, private' });
    expect(insert.error).toBeNull();
    expect(await titles(client)).toEqual(['Seeded public note', 'Mine, private']);
    expect(await titles(clientFor(stack, stack.publishableKey))).toEqual(['Seeded public note']);
  });

  it('stands for the anon role, alone or repeated as the bearer', async () => {
    const variants: Record<string, string>[] = [
      { apikey: stack.publishableKey },
      { apikey: stack.publishableKey, authorization: `Bearer ${stack.publishableKey}` },
    ];
    for (const headers of variants) {
      const response = await whoami(headers);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ role: 'anon', uid: null });
    }
    const query = await fetch(
      `${stack.apiUrl}/rest/v1/boards?select=name&apikey=${stack.publishableKey}`,
    );
    expect(query.status).toBe(200);
  });

  it('keeps a user token sent with it, and refuses another opaque key as the bearer', async () => {
    const user = await signedInUser('bearer');
    const own = await whoami({
      apikey: stack.publishableKey,
      authorization: `Bearer ${user.token}`,
    });
    expect(await own.json()).toMatchObject({ role: 'authenticated', uid: user.userId });

    const mixed = await whoami({
      apikey: stack.publishableKey,
      authorization: `Bearer ${stack.secretKey}`,
    });
    expect(mixed.status).toBe(401);
  });

  it('works from a browser', async () => {
    const response = await whoami({ apikey: stack.publishableKey, 'user-agent': BROWSER_UA });
    expect(response.status).toBe(200);
  });
});

describe('secret key', () => {
  it('bypasses row-level security and opens the admin API', async () => {
    const admin = clientFor(stack, stack.secretKey);
    expect(await titles(admin)).toEqual(
      expect.arrayContaining(['Seeded public note', 'Seeded private note']),
    );
    const { data, error } = await admin.auth.admin.listUsers();
    expect(error).toBeNull();
    expect(data.users.map((user) => user.email)).toContain('seeded@fixture.local');
    const response = await whoami({ apikey: stack.secretKey });
    expect(await response.json()).toMatchObject({ role: 'service_role' });
  });

  it('is refused from a browser with 401', async () => {
    const response = await whoami({ apikey: stack.secretKey, 'user-agent': BROWSER_UA });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      message: 'Forbidden use of secret API key in browser',
    });
    const socket = await upgradeStatus(websocketUrl(stack, stack.secretKey, '1.0.0'), {
      'user-agent': BROWSER_UA,
    });
    expect(socket).toBe(401);
  });

  it('refuses unknown sb_ keys as invalid API keys', async () => {
    for (const apikey of [`${stack.secretKey}x`, 'sb_publishable_unknown', 'sb_secret_']) {
      const response = await whoami({ apikey });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: 'Invalid API key' });
    }
    expect(await upgradeStatus(websocketUrl(stack, 'sb_publishable_nope', '1.0.0'))).toBe(401);
  });
});

describe('legacy anon and service_role keys', () => {
  it('still work, anon under row-level security and service_role past it', async () => {
    expect(await titles(clientFor(stack, stack.anonKey))).toEqual(['Seeded public note']);
    expect(await titles(clientFor(stack, stack.serviceRoleKey))).toContain('Seeded private note');
    const { error } = await clientFor(stack, stack.serviceRoleKey).auth.admin.listUsers();
    expect(error).toBeNull();
  });
});

describe('asymmetric signing', () => {
  it('signs access tokens ES256 with the kid the public JWKS lists', async () => {
    const response = await fetch(`${stack.apiUrl}/auth/v1/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const jwks = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toEqual([
      {
        kty: 'EC',
        crv: 'P-256',
        x: expect.any(String),
        y: expect.any(String),
        kid: expect.any(String),
        alg: 'ES256',
        use: 'sig',
        key_ops: ['verify'],
      },
    ]);

    const { token } = await signedInUser('es256');
    const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());
    expect(header).toEqual({ alg: 'ES256', typ: 'JWT', kid: jwks.keys[0].kid });
  });

  it('lets auth-js getClaims() verify the session against the JWKS', async () => {
    const user = await signedInUser('claims');
    const { data, error } = await user.client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.header).toMatchObject({ alg: 'ES256' });
    expect(data?.claims).toMatchObject({ sub: user.userId, role: 'authenticated' });
  });

  it('gets ES256 user tokens honoured by PostgREST itself, as that user', async () => {
    const user = await signedInUser('postgrest');
    // Straight to PostgREST: its own JWT check, not the gateway's.
    const response = await fetch(`${stack.postgrestUrl}/rpc/whoami`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ role: 'authenticated', uid: user.userId });
  });

  it('still accepts HS256 tokens signed with the legacy secret', async () => {
    const user = await signedInUser('legacy');
    const legacy = hs256(
      { role: 'authenticated', sub: user.userId, aud: 'authenticated', exp: now() + 600 },
      stack.jwtSecret,
    );
    for (const url of [`${stack.postgrestUrl}/rpc/whoami`, `${stack.apiUrl}/rest/v1/rpc/whoami`]) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { apikey: stack.anonKey, authorization: `Bearer ${legacy}` },
      });
      expect(await response.json()).toMatchObject({ role: 'authenticated', uid: user.userId });
    }
  });

  it('refuses tampered tokens, HS256 with a wrong secret and ES256 from another key', async () => {
    const user = await signedInUser('tampered');
    const [header, payload, signature] = user.token.split('.');
    const claims = decodeJwt(user.token);
    const kid = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { kid: string }).kid;
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const foreignBody = `${part({ alg: 'ES256', typ: 'JWT', kid })}.${payload}`;
    const bad = {
      tampered: `${header}.${part({ ...claims, role: 'service_role' })}.${signature}`,
      'HS256 with a wrong secret': hs256(
        { ...claims, role: 'service_role' },
        'not-the-secret-not-the-secret-not-the-secret',
      ),
      'ES256 from another key': `${foreignBody}.${sign('sha256', Buffer.from(foreignBody), {
        key: privateKey,
        dsaEncoding: 'ieee-p1363',
      }).toString('base64url')}`,
    };
    for (const [kind, token] of Object.entries(bad)) {
      const auth = { apikey: stack.publishableKey, authorization: `Bearer ${token}` };
      const rest = await fetch(`${stack.apiUrl}/rest/v1/notes`, { headers: auth });
      expect([kind, rest.status]).toEqual([kind, 401]);
      const direct = await fetch(`${stack.postgrestUrl}/notes`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect([kind, direct.status]).toEqual([kind, 401]);
      // Storage refuses it itself, in hosted Storage's shape: HTTP 400, 403 AccessDenied.
      const storage = await fetch(`${stack.apiUrl}/storage/v1/bucket`, { headers: auth });
      expect([kind, storage.status]).toEqual([kind, 400]);
      expect(await storage.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
      const { error } = await clientFor(stack, stack.publishableKey).auth.getUser(token);
      expect([kind, error?.status]).toEqual([kind, 403]);
      const claimsCheck = await clientFor(stack, stack.publishableKey).auth.getClaims(token);
      expect([kind, claimsCheck.error]).not.toEqual([kind, null]);
    }
  });
});

describe('storage', () => {
  it('takes ES256 tokens and refuses a deleted user’s token that has not expired', async () => {
    const user = await signedInUser('deleted');
    const path = `${user.userId}/note.txt`;
    const files = () => user.client.storage.from('files');
    expect((await files().upload(path, 'hello', { contentType: 'text/plain' })).error).toBeNull();
    expect(await (await files().download(path)).data?.text()).toBe('hello');

    const admin = clientFor(stack, stack.secretKey);
    expect((await admin.auth.admin.deleteUser(user.userId)).error).toBeNull();

    const upload = await files().upload(`${user.userId}/again.txt`, 'again');
    expect(upload.error).toMatchObject({ status: 400, statusCode: '403', code: 'AccessDenied' });
    expect(upload.error?.message).toMatch(/session/i);
    const download = await fetch(`${stack.apiUrl}/storage/v1/object/authenticated/files/${path}`, {
      headers: { apikey: stack.publishableKey, authorization: `Bearer ${user.token}` },
    });
    // As Storage answers an AccessDenied: HTTP 400, the 403 in the body.
    expect(download.status).toBe(400);
    expect(await download.json()).toMatchObject({
      statusCode: '403',
      error: 'Unauthorized',
      code: 'AccessDenied',
    });
  });

  it('refuses the token of a signed-out session', async () => {
    const user = await signedInUser('signed-out');
    const { token } = user;
    expect((await user.client.auth.signOut()).error).toBeNull();
    const response = await fetch(`${stack.apiUrl}/storage/v1/bucket`, {
      headers: { apikey: stack.publishableKey, authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
  });

  it('serves the secret key as the service role', async () => {
    const { data, error } = await clientFor(stack, stack.secretKey).storage.listBuckets();
    expect(error).toBeNull();
    expect(data?.map((bucket) => bucket.id)).toContain('files');
  });
});

describe('realtime', () => {
  /** Watches note inserts on `client`; resolves once subscribed. */
  async function watchNotes(client: SupabaseClient, name: string) {
    const seen: string[] = [];
    let status = '';
    const channel = client
      .channel(name)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notes' }, (change) =>
        seen.push(String((change.new as { title: string }).title)),
      )
      .subscribe((next) => {
        status = next;
      });
    await until(
      () => status === 'SUBSCRIBED',
      5000,
      () => `SUBSCRIBED (is ${status})`,
    );
    return { seen, channel };
  }

  it('connects with the publishable key, as anon and as a user with an ES256 token', async () => {
    const anon = clientFor(stack, stack.publishableKey);
    const author = await signedInUser('realtime');
    try {
      const anonWatch = await watchNotes(anon, 'notes-anon');
      const ownWatch = await watchNotes(author.client, 'notes-own');
      await author.client.from('notes').insert({ board_id: 1, title: 'Shout', is_public: true });
      await author.client.from('notes').insert({ board_id: 1, title: 'Whisper' });
      await until(() => ownWatch.seen.includes('Whisper'), 5000, 'the own private note');
      await until(() => anonWatch.seen.includes('Shout'), 5000, 'the public note');
      expect(ownWatch.seen).toEqual(['Shout', 'Whisper']);
      expect(anonWatch.seen).toEqual(['Shout']);
    } finally {
      // A socket left open would hold the stack's stop until the client gives up on it.
      for (const client of [anon, author.client]) {
        await client.removeAllChannels();
        await client.realtime.disconnect();
      }
    }
  });
});

/** The status a WebSocket upgrade is refused with (0 if it was accepted). */
function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('open', () => {
      resolve(0);
      ws.close();
    });
    ws.once('error', reject);
  });
}
