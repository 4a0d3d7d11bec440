import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createNodeClient } from '../../test/nodeClient';
import { fetchLoginProfile } from '../data/users';
import type { Database } from '../database';
import { api, asQueryResult, supabaseOf } from './api';
import { fetchOpenReminders } from '../data/reminders';
import { selectSessionStatus } from './sessionSlice';
import { makeStore } from './store';
import { syncSession } from './syncSession';

/** A read of the signed-in user's own data, as an app injects one. */
const remindersApi = api.injectEndpoints({
  endpoints: (build) => ({
    openReminders: build.query<Awaited<ReturnType<typeof fetchOpenReminders>>, void>({
      queryFn: (_arg, thunkApi) => asQueryResult(() => fetchOpenReminders(supabaseOf(thunkApi))),
    }),
  }),
});

test('with no stored session the portal learns it is signed out', async () => {
  const client = createNodeClient('http://127.0.0.1:54321', 'anon-key-for-tests');
  const store = makeStore(client);
  expect(selectSessionStatus(store.getState())).toBe('loading');

  const stop = syncSession(client, store.dispatch);
  await new Promise((settled) => setTimeout(settled, 50));
  stop();

  expect(selectSessionStatus(store.getState())).toBe('signedOut');
});

/** The session the auth server hands out for `userId` (a token valid for an hour). */
function sessionFor(userId: string, email: string) {
  const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  const user = {
    id: userId,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    app_metadata: {},
    user_metadata: {},
    created_at: '2026-11-24T00:00:00Z',
  };
  return {
    access_token: [
      base64Url({ alg: 'HS256', typ: 'JWT' }),
      base64Url({ sub: userId, role: 'authenticated', aud: 'authenticated', exp: expiresAt }),
      'c2lnbmF0dXJl',
    ].join('.'),
    refresh_token: 'refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    user,
  };
}

/**
 * A real supabase-js client whose network is `routes` (path to answer; anything else 404) and whose
 * storage starts with `stored`. Returns it with the list of users-row reads it made.
 */
function clientOver(
  routes: Record<string, () => Response | Promise<Response>>,
  stored: Map<string, string>,
  storageKey: string,
) {
  const profileReads: string[] = [];
  const fetchStub = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    if (url.pathname === '/rest/v1/users') profileReads.push(url.search);
    const answer = routes[url.pathname];
    return answer === undefined ? new Response(null, { status: 404 }) : answer();
  };
  const client = createClient<Database>('http://127.0.0.1:54321', 'anon-key-for-tests', {
    auth: {
      storageKey,
      storage: {
        getItem: (key) => stored.get(key) ?? null,
        setItem: (key, value) => void stored.set(key, value),
        removeItem: (key) => void stored.delete(key),
      },
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    global: { fetch: fetchStub },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  return { client, profileReads };
}

test("a returning user's profile row is read once, though supabase-js reports the stored session twice", async () => {
  const session = sessionFor('00000000-0000-4000-8000-0000000000ab', 'back@example.org');
  const storageKey = 'returning-user-session';
  const { client, profileReads } = clientOver(
    {
      '/rest/v1/users': () =>
        Response.json({
          role: 'volunteer',
          first_login_complete: true,
          name: 'Bea Back',
          profile_url: null,
          organisation_members: null,
        }),
      '/auth/v1/user': () => Response.json(session.user),
    },
    new Map([[storageKey, JSON.stringify(session)]]),
    storageKey,
  );
  const store = makeStore(client);
  const stop = syncSession(client, store.dispatch);
  await new Promise((settled) => setTimeout(settled, 300));
  stop();

  expect(selectSessionStatus(store.getState())).toBe('signedIn');
  expect(profileReads).toHaveLength(1);
});

test('an interactive sign-in reads the profile row once: the form and the session feed share the read', async () => {
  const userId = '00000000-0000-4000-8000-0000000000cd';
  const session = sessionFor(userId, 'new@example.org');
  const { client, profileReads } = clientOver(
    {
      '/auth/v1/token': () => Response.json(session),
      '/rest/v1/users': async () => {
        // A read that takes a moment, as over a network.
        await new Promise((settled) => setTimeout(settled, 50));
        return Response.json({
          role: 'organisation',
          first_login_complete: true,
          name: 'Nia New',
          profile_url: null,
          organisation_members: null,
        });
      },
    },
    new Map(),
    'interactive-sign-in',
  );
  const store = makeStore(client);
  const stop = syncSession(client, store.dispatch);
  await new Promise((settled) => setTimeout(settled, 50));

  // What the sign-in form does (shared-ui useSignIn): sign in, then read the row to choose where to go.
  const { error } = await client.auth.signInWithPassword({
    email: 'new@example.org',
    password: 'Password1!',
  });
  expect(error).toBeNull();
  await expect(fetchLoginProfile(client, userId)).resolves.toMatchObject({ role: 'organisation' });
  await new Promise((settled) => setTimeout(settled, 300));
  stop();

  expect(selectSessionStatus(store.getState())).toBe('signedIn');
  expect(profileReads).toHaveLength(1);
});

test('what was read for one user is dropped when they sign out, so the next to sign in on the tab never sees it', async () => {
  const session = sessionFor('00000000-0000-4000-8000-0000000000ef', 'first@example.org');
  const storageKey = 'shared-tab-session';
  const { client } = clientOver(
    {
      '/rest/v1/users': () =>
        Response.json({
          role: 'volunteer',
          first_login_complete: true,
          name: 'Fay First',
          profile_url: null,
          organisation_members: null,
        }),
      '/rest/v1/rpc/get_open_reminders': () => Response.json([]),
      '/auth/v1/user': () => Response.json(session.user),
      '/auth/v1/logout': () => new Response(null, { status: 204 }),
    },
    new Map([[storageKey, JSON.stringify(session)]]),
    storageKey,
  );
  const store = makeStore(client);
  const stop = syncSession(client, store.dispatch);
  await new Promise((settled) => setTimeout(settled, 100));
  await store.dispatch(remindersApi.endpoints.openReminders.initiate(undefined));
  const cached = () => Object.keys(store.getState()[api.reducerPath].queries);
  expect(cached()).toEqual(['openReminders(undefined)']);

  expect((await client.auth.signOut()).error).toBeNull();
  await new Promise((settled) => setTimeout(settled, 50));
  stop();

  expect(selectSessionStatus(store.getState())).toBe('signedOut');
  expect(cached()).toEqual([]);
});
