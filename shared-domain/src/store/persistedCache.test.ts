/**
 * @jest-environment jsdom
 */
import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { createStore, get } from 'idb-keyval';
import { api, asQueryResult, FIRST_READ } from './api';
import {
  forgetQueryCache,
  persistQueryCache,
  PERSISTED_CACHE_MAX_AGE_MS,
  restoreQueryCache,
} from './persistedCache';
import { selectSessionStatus, signedIn, signedOut } from './sessionSlice';
import { makeStore, type AppStore } from './store';
import type { Client } from '../data/client';

// jsdom's window lacks structuredClone, which fake-indexeddb stores records with.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;

// The real RTK Query and idb-keyval, over fake-indexeddb's IndexedDB: what a returning user's
// browser keeps of their last visit, for whom, and when it is forgotten (issue #45).

const ADA = { id: 'a0a0a0a0-0000-4000-8000-000000000001', email: 'ada@example.org' };
const BEN = { id: 'b0b0b0b0-0000-4000-8000-000000000002', email: 'ben@example.org' };
const PROFILE = {
  role: 'volunteer' as const,
  first_login_complete: true,
  name: 'Ada Lovelace',
  profile_url: null,
  team: null,
};
const BUILD = 'build-1';
const database = createStore('pitch-in-cache', 'queries');

let served = 0;
let rows: string[] = [];
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    shifts: build.infiniteQuery<{ rows: string[]; next: null }, string, number | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (page) => page.next },
      queryFn: () =>
        asQueryResult(() => {
          served += 1;
          return Promise.resolve({ rows: [...rows], next: null });
        }),
    }),
  }),
});

function newStore(): AppStore {
  return makeStore({} as Client);
}

/** A visit by `user` that read `shown` and was kept, as a later visit finds it. */
async function visitBy(user: typeof ADA, shown: string[]): Promise<void> {
  const store = newStore();
  const stop = persistQueryCache(store, BUILD);
  store.dispatch(signedIn({ user, profile: PROFILE }));
  rows = shown;
  await store.dispatch(testApi.endpoints.shifts.initiate('mine'));
  stop();
  await new Promise((written) => setTimeout(written, 50));
}

function shownIn(store: AppStore): string[] | undefined {
  return testApi.endpoints.shifts.select('mine')(store.getState()).data?.pages[0]?.rows;
}

beforeEach(async () => {
  served = 0;
  await forgetQueryCache();
});

test("a returning user's last-known results and profile are in the store before anything is read", async () => {
  await visitBy(ADA, ['Harbour clean-up']);
  const store = newStore();
  expect(await restoreQueryCache(store, ADA, BUILD)).toBe(true);
  expect(shownIn(store)).toEqual(['Harbour clean-up']);
  expect(selectSessionStatus(store.getState())).toBe('signedIn');
  expect(served).toBe(1);
});

test('a restored result is read afresh by the first read of its screen, and shown meanwhile', async () => {
  await visitBy(ADA, ['Harbour clean-up']);
  const store = newStore();
  await restoreQueryCache(store, ADA, BUILD);
  rows = ['Harbour clean-up', 'Beach planting'];
  const read = store.dispatch(testApi.endpoints.shifts.initiate('mine', FIRST_READ));
  expect(shownIn(store)).toEqual(['Harbour clean-up']);
  await read;
  expect(served).toBe(2);
  expect(shownIn(store)).toEqual(['Harbour clean-up', 'Beach planting']);
});

test("another user's cache is never shown, and is forgotten", async () => {
  await visitBy(ADA, ['Harbour clean-up']);
  const store = newStore();
  expect(await restoreQueryCache(store, BEN, BUILD)).toBe(false);
  expect(shownIn(store)).toBeUndefined();
  expect(await get('last-visit', database)).toBeUndefined();
});

test('a cache from another build, or older than a week, is not read', async () => {
  await visitBy(ADA, ['Harbour clean-up']);
  expect(await restoreQueryCache(newStore(), ADA, 'build-2')).toBe(false);
  await visitBy(ADA, ['Harbour clean-up']);
  const later = Date.now() + PERSISTED_CACHE_MAX_AGE_MS + 1;
  const store = newStore();
  expect(await restoreQueryCache(store, ADA, BUILD, { now: later })).toBe(false);
  expect(shownIn(store)).toBeUndefined();
});

test('what is kept holds the results and whose they are, never a token', async () => {
  await visitBy(ADA, ['Harbour clean-up']);
  const kept = JSON.stringify(await get('last-visit', database));
  expect(kept).toContain('Harbour clean-up');
  expect(kept).toContain(ADA.id);
  expect(kept).not.toMatch(/access_token|refresh_token|eyJ/);
});

test('signing out forgets the cache', async () => {
  await visitBy(ADA, ['Harbour clean-up']);
  const store = newStore();
  persistQueryCache(store, BUILD);
  store.dispatch(signedOut());
  await new Promise((forgotten) => setTimeout(forgotten, 50));
  expect(await get('last-visit', database)).toBeUndefined();
});

test('a query that follows the database live is not kept, so the next visit follows it again', async () => {
  let following = 0;
  const liveApi = api.injectEndpoints({
    endpoints: (build) => ({
      unreadNotificationCount: build.query<number, string>({
        queryFn: () => asQueryResult(() => Promise.resolve(3)),
        async onCacheEntryAdded(_userId, { cacheEntryRemoved }) {
          following += 1;
          await cacheEntryRemoved;
        },
      }),
    }),
  });
  const first = newStore();
  const stop = persistQueryCache(first, BUILD);
  first.dispatch(signedIn({ user: ADA, profile: PROFILE }));
  rows = ['Harbour clean-up'];
  await first.dispatch(testApi.endpoints.shifts.initiate('mine'));
  await first.dispatch(liveApi.endpoints.unreadNotificationCount.initiate(ADA.id));
  stop();
  await new Promise((written) => setTimeout(written, 50));
  expect(following).toBe(1);

  const next = newStore();
  await restoreQueryCache(next, ADA, BUILD);
  expect(shownIn(next)).toEqual(['Harbour clean-up']);
  expect(liveApi.endpoints.unreadNotificationCount.select(ADA.id)(next.getState()).data).toBe(
    undefined,
  );
  await next.dispatch(liveApi.endpoints.unreadNotificationCount.initiate(ADA.id));
  expect(following).toBe(2);
});
