import { clear, createStore, get, set, type UseStore } from 'idb-keyval';
import { queryCacheRestored, type ApiState } from './api';
import {
  selectSessionStatus,
  selectSessionUser,
  selectSessionProfile,
  signedIn,
  type SessionProfile,
  type SessionUser,
} from './sessionSlice';
import type { AppStore } from './store';

type QueryEntries = ApiState['queries'];

/**
 * What a returning user's browser keeps of their last visit (issue #45): the RTK Query results they
 * had, their login profile, whose they are and which build wrote them. Never a token: supabase-js
 * keeps the session itself, and nothing here is needed to make a request.
 */
interface SavedCache {
  userId: string;
  build: string;
  savedAt: number;
  profile: SessionProfile | null;
  queries: QueryEntries;
  provided: ApiState['provided'];
}

/** How long a cache is worth showing: older than this, it is discarded unread. */
export const PERSISTED_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Writes are gathered for this long, so a burst of results is written once. */
const WRITE_DELAY_MS = 1000;
const DATABASE = 'pitch-in-cache';
const KEY = 'last-visit';

let database: UseStore | undefined;
function cacheDatabase(): UseStore {
  database ??= createStore(DATABASE, 'queries');
  return database;
}

/**
 * The queries that follow the database live from `onCacheEntryAdded`: the bell's count, an open
 * chat and the chat list. RTK Query starts that lifecycle only for an entry it adds itself, so one
 * restored from the last visit would show its result and never follow again (issue #49 found the
 * bell of a reloaded page deaf): they are read afresh instead.
 */
const LIVE_ENDPOINTS: ReadonlySet<string> = new Set([
  'unreadNotificationCount',
  'chatMessages',
  'chatPages',
]);

/** The results worth keeping: fulfilled ones (an error or a request under way is not), not live. */
function fulfilledOnly(queries: QueryEntries): QueryEntries {
  return Object.fromEntries(
    Object.entries(queries).filter(
      ([, entry]) => entry?.status === 'fulfilled' && !LIVE_ENDPOINTS.has(entry.endpointName),
    ),
  );
}

/** Empties the cache (sign-out, another user, a build that cannot read it). */
export async function forgetQueryCache(): Promise<void> {
  // Opening the database would create it: a browser that never had one has nothing to forget.
  if (typeof indexedDB.databases === 'function') {
    const databases = await indexedDB.databases();
    if (!databases.some(({ name }) => name === DATABASE)) return;
  }
  await clear(cacheDatabase());
}

/**
 * Reads what this browser keeps, without opening it to anyone yet: start it early, beside loading
 * the client, and hand it to restoreQueryCache once the session's user is known. Never rejects.
 */
export function readQueryCache(): Promise<unknown> {
  return get<SavedCache>(KEY, cacheDatabase()).catch((error: unknown) => {
    console.error(error);
    return undefined;
  });
}

/**
 * Puts `user`'s last-known results into the store, with their login profile, when this browser
 * holds them from this `build` and less than a week ago; otherwise forgets whatever it holds.
 * Restored results count as never fetched (`fulfilledTimeStamp` 0), so the first screen that uses
 * one shows it and reads it afresh at once. Call it before any read for `user` starts: a restored
 * result must not replace a fresher one.
 */
export async function restoreQueryCache(
  store: AppStore,
  user: SessionUser,
  build: string,
  { kept = readQueryCache(), now = Date.now() }: { kept?: Promise<unknown>; now?: number } = {},
): Promise<boolean> {
  const saved = (await kept) as SavedCache | undefined;
  if (saved === undefined) return false;
  const usable =
    saved.userId === user.id &&
    saved.build === build &&
    now - saved.savedAt < PERSISTED_CACHE_MAX_AGE_MS;
  if (!usable) {
    await forgetQueryCache().catch((error: unknown) => console.error(error));
    return false;
  }
  const state = store.getState();
  if (selectSessionStatus(state) === 'loading' && saved.profile !== null) {
    store.dispatch(signedIn({ user, profile: saved.profile }));
  }
  const queries: QueryEntries = {};
  for (const [key, entry] of Object.entries(saved.queries)) {
    if (entry === undefined || state.api.queries[key] !== undefined) continue;
    if (LIVE_ENDPOINTS.has(entry.endpointName ?? '')) continue;
    queries[key] = { ...entry, fulfilledTimeStamp: 0 } as typeof entry;
  }
  store.dispatch(
    queryCacheRestored({ ...state.api, queries, mutations: {}, provided: saved.provided }),
  );
  return true;
}

/**
 * Keeps the signed-in user's results in IndexedDB as they change (gathered over a second, and at
 * once when the page is hidden), and forgets them when the session ends. Returns the function that
 * stops it.
 */
export function persistQueryCache(store: AppStore, build: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let written: unknown;
  let signedOutSeen = false;

  const write = () => {
    timer = undefined;
    const state = store.getState();
    const user = selectSessionUser(state);
    if (selectSessionStatus(state) !== 'signedIn' || user === null) return;
    if (written === state.api.queries) return;
    written = state.api.queries;
    const saved: SavedCache = {
      userId: user.id,
      build,
      savedAt: Date.now(),
      profile: selectSessionProfile(state),
      queries: fulfilledOnly(state.api.queries),
      provided: state.api.provided,
    };
    set(KEY, saved, cacheDatabase()).catch((error: unknown) => console.error(error));
  };
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    write();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };

  const unsubscribe = store.subscribe(() => {
    const state = store.getState();
    const status = selectSessionStatus(state);
    if (status === 'signedOut') {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      written = undefined;
      if (!signedOutSeen) {
        signedOutSeen = true;
        forgetQueryCache().catch((error: unknown) => console.error(error));
      }
      return;
    }
    signedOutSeen = false;
    if (status === 'signedIn' && timer === undefined && written !== state.api.queries) {
      timer = setTimeout(write, WRITE_DELAY_MS);
    }
  });
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flush);
  return () => {
    unsubscribe();
    flush();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', flush);
  };
}
