import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  EARLY_READS_GLOBAL,
  START_UP_REPLAY,
  asRecordedRead,
  createStartUpRecorder,
  forgetStartUps,
  replayStartUp,
  startUpKey,
  type StartUp,
} from './startUpReplay';

// A stand-in REST API on a real socket: it answers every request with what it was asked and with
// which token, and counts the requests each path received.
let server: Server;
let api = '';
const asked = new Map<string, number>();
let failNext = false;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    asked.set(path, (asked.get(path) ?? 0) + 1);
    const status = failNext ? 503 : 200;
    failNext = false;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ path, method: request.method, token: request.headers.authorization ?? '' }),
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

const SESSION_KEY = 'sb-127-auth-token';
const USER = '00000000-0000-4000-8000-000000000001';
const HOME = '/volunteer/home';
const REMOTE = 'http://volunteer.example/app/';

function storeSession(token: string, expiresInS = 3600, userId = USER): void {
  localStorage.setItem(
    SESSION_KEY,
    JSON.stringify({
      access_token: token,
      expires_at: Math.floor(Date.now() / 1000) + expiresInS,
      user: { id: userId },
    }),
  );
}

const headersFor = (token: string) => ({
  apikey: 'anon-key',
  Authorization: `Bearer ${token}`,
  'X-Client-Info': 'supabase-js-web/2',
});
const usersUrl = () => `${api}/rest/v1/users?select=role&id=eq.${USER}`;
const openTasksUrl = () => `${api}/rest/v1/rpc/get_open_tasks`;

/** The requests a signed-in start makes through the portal client, then its settled screen kept. */
async function firstStart(token: string): Promise<void> {
  const recorder = createStartUpRecorder(window, api);
  await recorder.fetch(usersUrl(), { method: 'GET', headers: headersFor(token) });
  await recorder.fetch(openTasksUrl(), {
    method: 'POST',
    headers: { ...headersFor(token), 'Content-Type': 'application/json' },
    body: '{"p_search":""}',
  });
  await recorder.fetch(`${api}/rest/v1/rpc/apply_for_task`, {
    method: 'POST',
    headers: headersFor(token),
    body: '{"p_task_id":"t"}',
  });
  fetchedSoFar([
    `${REMOTE}remoteEntry.js`,
    `${REMOTE}__federation_expose_routes.1234abcd.js`,
    'http://shell.example/main.js',
  ]);
  recorder.save(localStorage, { path: HOME, userId: USER, manifest: `${REMOTE}mf-manifest.json` });
}

/** The page's resource timeline: the files it has fetched so far. */
function fetchedSoFar(urls: string[]): void {
  Object.defineProperty(window.performance, 'getEntriesByType', {
    configurable: true,
    value: () => urls.map((name) => ({ name })),
  });
  Object.defineProperty(window.performance, 'getEntriesByName', {
    configurable: true,
    value: (name: string) => (urls.includes(name) ? [{ name }] : []),
  });
}

/**
 * The next page load, whose start has fetched `fetched` by the time index.html's script runs:
 * settles once the script has sent everything (one request per task).
 */
function nextStart(fetched: string[] = []): Promise<void> {
  fetchedSoFar(fetched);
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL];
  return new Promise((sent) =>
    replayStartUp(document, localStorage, SESSION_KEY, HOME, START_UP_REPLAY, sent),
  );
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
    link.getAttribute('as'),
    link.getAttribute('href'),
    link.getAttribute('crossorigin'),
  ]);

const earlyReads = () =>
  ((window as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL] as unknown[] | undefined) ??
  [];

beforeEach(() => {
  asked.clear();
  failNext = false;
  localStorage.clear();
});

describe('what a start keeps for the next', () => {
  it('keeps read-only requests to the REST API only, never their token', () => {
    const read = (url: string, method = 'GET') =>
      asRecordedRead('http://api.example', url, { method, headers: headersFor('secret') });
    expect(read('http://api.example/rest/v1/users?id=eq.1')).toMatchObject({
      method: 'GET',
      authorization: 'Bearer secret',
      headers: [
        ['apikey', 'anon-key'],
        ['x-client-info', 'supabase-js-web/2'],
      ],
    });
    expect(read('http://api.example/rest/v1/rpc/get_open_tasks', 'POST')).not.toBeNull();
    expect(read('http://api.example/rest/v1/rpc/apply_for_task', 'POST')).toBeNull();
    expect(read('http://api.example/rest/v1/applications', 'POST')).toBeNull();
    expect(read('http://api.example/rest/v1/users?id=eq.1', 'PATCH')).toBeNull();
    expect(read('http://api.example/auth/v1/user')).toBeNull();
    expect(read('http://elsewhere.example/rest/v1/users')).toBeNull();
  });

  it("keeps the screen's reads and the role app's manifest and scripts, under the start's path", async () => {
    storeSession('token-1');
    await firstStart('token-1');
    const kept = JSON.parse(localStorage.getItem(startUpKey(HOME)) ?? 'null') as StartUp;
    expect(kept).toMatchObject({ path: HOME, userId: USER, api: `${api}/rest/v1/` });
    expect(kept.manifests).toEqual([`${REMOTE}mf-manifest.json`]);
    expect(kept.scripts).toEqual([
      `${REMOTE}remoteEntry.js`,
      `${REMOTE}__federation_expose_routes.1234abcd.js`,
    ]);
    expect(kept.reads.map(({ method, url }) => [method, url])).toEqual([
      ['GET', usersUrl()],
      ['POST', openTasksUrl()],
    ]);
    expect(JSON.stringify(kept)).not.toContain('token-1');
  });
});

describe('the next start', () => {
  it('preloads the app and sends the reads at once; the client takes each answer instead of asking again', async () => {
    storeSession('token-1');
    await firstStart('token-1');
    asked.clear();

    await nextStart();
    expect(preloads()).toEqual([
      ['fetch', `${REMOTE}mf-manifest.json`, 'anonymous'],
      ['script', `${REMOTE}remoteEntry.js`, null],
      ['script', `${REMOTE}__federation_expose_routes.1234abcd.js`, null],
    ]);
    expect(earlyReads()).toHaveLength(2);

    const client = createStartUpRecorder(window, api);
    const users = await client.fetch(usersUrl(), { method: 'GET', headers: headersFor('token-1') });
    expect(await users.json()).toEqual({
      path: '/rest/v1/users',
      method: 'GET',
      token: 'Bearer token-1',
    });
    const tasks = await client.fetch(openTasksUrl(), {
      method: 'POST',
      headers: { ...headersFor('token-1'), 'Content-Type': 'application/json' },
      body: '{"p_search":""}',
    });
    expect(await tasks.json()).toMatchObject({ path: '/rest/v1/rpc/get_open_tasks' });
    expect(Object.fromEntries(asked)).toEqual({
      '/rest/v1/users': 1,
      '/rest/v1/rpc/get_open_tasks': 1,
    });

    // Each answer is handed over once: the next identical request asks the API.
    await client.fetch(usersUrl(), { method: 'GET', headers: headersFor('token-1') });
    expect(asked.get('/rest/v1/users')).toBe(2);
  });

  it('sends one request per task, and none still waiting once the portal writes', async () => {
    storeSession('token-1');
    await firstStart('token-1');
    asked.clear();

    fetchedSoFar([]);
    document.head.innerHTML = '';
    delete (window as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL];
    const replayed = new Promise<void>((sent) =>
      replayStartUp(document, localStorage, SESSION_KEY, HOME, START_UP_REPLAY, sent),
    );
    // index.html's script itself sends the first read and preloads the role app's manifest (which
    // the federation runtime fetches early on); the other reads follow one per task, then the
    // scripts.
    expect(earlyReads()).toHaveLength(1);
    expect(preloads()).toEqual([['fetch', `${REMOTE}mf-manifest.json`, 'anonymous']]);

    // The portal writes before the second read's turn: it is not sent at all.
    await createStartUpRecorder(window, api).fetch(`${api}/rest/v1/rpc/apply_for_task`, {
      method: 'POST',
      headers: headersFor('token-1'),
      body: '{"p_task_id":"t"}',
    });
    await replayed;
    expect(preloads()).toHaveLength(3);
    expect(earlyReads()).toEqual([]);
    expect(asked.get('/rest/v1/users')).toBe(1);
    expect(asked.has('/rest/v1/rpc/get_open_tasks')).toBe(false);
  });

  it("leaves out a read the portal has asked for itself before that read's turn", async () => {
    storeSession('token-1');
    await firstStart('token-1');
    asked.clear();

    fetchedSoFar([]);
    document.head.innerHTML = '';
    const replayed = new Promise<void>((sent) =>
      replayStartUp(document, localStorage, SESSION_KEY, HOME, START_UP_REPLAY, sent),
    );
    // Its scripts cached, the portal asks for every read before index.html's second step.
    const client = createStartUpRecorder(window, api);
    const kept = JSON.parse(localStorage.getItem(startUpKey(HOME)) ?? '{}') as StartUp;
    await Promise.all(
      kept.reads.map((read) =>
        client.fetch(read.url, {
          method: read.method,
          headers: { ...Object.fromEntries(read.headers), authorization: 'Bearer token-1' },
          body: read.body,
        }),
      ),
    );
    await replayed;
    expect(kept.reads.length).toBeGreaterThan(1);
    expect([...asked.values()]).toEqual(kept.reads.map(() => 1));
  });

  it('asks again for a read sent with another token, one that failed, or one too old', async () => {
    storeSession('token-1');
    await firstStart('token-1');
    asked.clear();

    await nextStart();
    const client = createStartUpRecorder(window, api);
    // supabase-js refreshed the token meanwhile: the early answer was for the old one.
    const refreshed = await client.fetch(usersUrl(), {
      method: 'GET',
      headers: headersFor('token-2'),
    });
    expect((await refreshed.json()).token).toBe('Bearer token-2');
    expect(asked.get('/rest/v1/users')).toBe(2);

    failNext = true;
    await nextStart();
    const again = await createStartUpRecorder(window, api).fetch(usersUrl(), {
      method: 'GET',
      headers: headersFor('token-1'),
    });
    expect(again.status).toBe(200);

    await nextStart();
    await Promise.all(
      earlyReads().map((read) => (read as { response: Promise<Response> }).response),
    );
    const late = Date.now() + 21_000;
    const spy = jest.spyOn(Date, 'now').mockReturnValue(late);
    try {
      const before = asked.get('/rest/v1/users') ?? 0;
      await createStartUpRecorder(window, api).fetch(usersUrl(), {
        method: 'GET',
        headers: headersFor('token-1'),
      });
      expect(asked.get('/rest/v1/users')).toBe(before + 1);
    } finally {
      spy.mockRestore();
    }
  });

  it('asks again once anything is written, or once the start is over', async () => {
    storeSession('token-1');
    await firstStart('token-1');
    asked.clear();

    await nextStart();
    const client = createStartUpRecorder(window, api);
    await client.fetch(`${api}/rest/v1/rpc/apply_for_task`, {
      method: 'POST',
      headers: headersFor('token-1'),
      body: '{"p_task_id":"t"}',
    });
    await client.fetch(usersUrl(), { method: 'GET', headers: headersFor('token-1') });
    expect(asked.get('/rest/v1/users')).toBe(2);

    await nextStart();
    const ended = createStartUpRecorder(window, api);
    ended.stop();
    expect(earlyReads()).toEqual([]);
  });

  it('preloads no file the page has fetched already', async () => {
    storeSession('token-1');
    await firstStart('token-1');

    await nextStart([`${REMOTE}remoteEntry.js`]);
    expect(preloads()).toEqual([
      ['fetch', `${REMOTE}mf-manifest.json`, 'anonymous'],
      ['script', `${REMOTE}__federation_expose_routes.1234abcd.js`, null],
    ]);
  });

  it('preloads no script start-up has asked for and not yet received', async () => {
    storeSession('token-1');
    await firstStart('token-1');

    fetchedSoFar([]);
    document.head.innerHTML = '';
    const asking = document.createElement('script');
    asking.src = `${REMOTE}remoteEntry.js`;
    asking.type = 'text/plain';
    document.body.appendChild(asking);
    await new Promise<void>((sent) =>
      replayStartUp(document, localStorage, SESSION_KEY, HOME, START_UP_REPLAY, sent),
    );
    asking.remove();
    expect(preloads()).toEqual([
      ['fetch', `${REMOTE}mf-manifest.json`, 'anonymous'],
      ['script', `${REMOTE}__federation_expose_routes.1234abcd.js`, null],
    ]);
  });

  it('preloads no script start-up has received meanwhile, though the runtime removed its element', async () => {
    storeSession('token-1');
    await firstStart('token-1');

    fetchedSoFar([]);
    document.head.innerHTML = '';
    const replayed = new Promise<void>((sent) =>
      replayStartUp(document, localStorage, SESSION_KEY, HOME, START_UP_REPLAY, sent),
    );
    // Between index.html's first step and the scripts' turn, start-up loaded remoteEntry.js
    // through a <script> element that the federation runtime removed once it had run.
    fetchedSoFar([`${REMOTE}remoteEntry.js`]);
    await replayed;
    expect(preloads()).toEqual([
      ['fetch', `${REMOTE}mf-manifest.json`, 'anonymous'],
      ['script', `${REMOTE}__federation_expose_routes.1234abcd.js`, null],
    ]);
  });

  it("replays nothing for another user's start or one over a week old, and no read with a token about to expire", async () => {
    storeSession('token-1');
    await firstStart('token-1');
    asked.clear();

    storeSession('token-9', 3600, '00000000-0000-4000-8000-000000000009');
    await nextStart();
    expect(preloads()).toEqual([]);
    expect(earlyReads()).toEqual([]);

    storeSession('token-1', 30);
    await nextStart();
    expect(preloads()).toHaveLength(3);
    expect(earlyReads()).toEqual([]);

    storeSession('token-1');
    const kept = JSON.parse(localStorage.getItem(startUpKey(HOME)) ?? '{}') as StartUp;
    localStorage.setItem(
      startUpKey(HOME),
      JSON.stringify({ ...kept, savedAt: Date.now() - 8 * 24 * 60 * 60 * 1000 }),
    );
    await nextStart();
    expect(preloads()).toEqual([]);
    await new Promise((settled) => setTimeout(settled, 50));
    expect(asked.size).toBe(0);
  });

  it('lets index.html add its own preloads once, after the reads, or at once with nothing to replay', async () => {
    const between: string[] = [];
    const replayWith = () =>
      new Promise<void>((sent) =>
        replayStartUp(
          document,
          localStorage,
          SESSION_KEY,
          HOME,
          START_UP_REPLAY,
          sent,
          (resume) => {
            between.push(`after ${earlyReads().length} reads`);
            resume();
          },
        ),
      );
    storeSession('token-1');
    await replayWith();
    expect(between).toEqual(['after 0 reads']);

    await firstStart('token-1');
    between.length = 0;
    fetchedSoFar([]);
    document.head.innerHTML = '';
    await replayWith();
    const kept = JSON.parse(localStorage.getItem(startUpKey(HOME)) ?? '{}') as StartUp;
    expect(kept.reads.length).toBeGreaterThan(0);
    expect(between).toEqual([`after ${kept.reads.length} reads`]);
  });

  it('forgets every start when the session ends', async () => {
    storeSession('token-1');
    await firstStart('token-1');
    localStorage.setItem('portal:last-area', 'volunteer');
    forgetStartUps(localStorage);
    expect(Object.keys(localStorage).sort()).toEqual([SESSION_KEY, 'portal:last-area'].sort());
  });
});
