import { createAction } from '@reduxjs/toolkit';
import type { CombinedState } from '@reduxjs/toolkit/query';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database';

/** An error an endpoint reports: the backend's message, its code and HTTP status when known. */
export type DomainError = { message: string; code?: string; status?: number };

/**
 * Thunks and RTK Query endpoints reach the one Supabase client through the thunk extra argument.
 * `loadSupabase` is there when the client is created after the store (the shell loads supabase-js
 * after the first screen): it resolves with the client, loading it if need be.
 */
export type ThunkExtra = {
  supabase: SupabaseClient<Database>;
  loadSupabase?: () => Promise<SupabaseClient<Database>>;
};

export const API_TAG_TYPES = [
  'Task',
  'Application',
  'Organisation',
  'UserOrganisation',
  'User',
  'Review',
  'Chat',
  'Message',
  'Redemption',
  'Leaderboard',
  'RewardItem',
  'CalendarFeed',
  'Reminder',
  'Waitlist',
  'Ledger',
  'Certificate',
  'Notification',
  'NotificationPreference',
  'Team',
] as const;

export type ApiTagType = (typeof API_TAG_TYPES)[number];

/** How long a result is shown without being read again when a screen opens on it. */
export const RESULTS_FRESH_FOR_SECONDS = 60;

/**
 * The options of a read a route's loader starts for its screen: unsubscribed (the screen
 * subscribes), and made again under the same rule as the screen's, so a result restored from an
 * earlier visit is read afresh rather than taken as it is.
 */
export const FIRST_READ = { subscribe: false, forceRefetch: RESULTS_FRESH_FOR_SECONDS } as const;

/** The api's slice of the store. */
export type ApiState = CombinedState<Record<string, never>, ApiTagType, 'api'>;

/**
 * Puts a restored cache into the store; the api takes it in through `extractRehydrationInfo`,
 * RTK Query's documented way to rehydrate.
 */
export const queryCacheRestored = createAction<ApiState>('persistedCache/restored');

/**
 * The one RTK Query api of the portal. It defines no endpoints: each app injects its own with
 * api.injectEndpoints, and their queryFns call shared-domain's data functions with the client from
 * supabaseOf(api). Built with the React entry point, so every injected endpoint comes with its
 * generated hooks (useXQuery, useXMutation) bound to the one store's react-redux context.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<DomainError>(),
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
  // A screen opened on a result older than this reads it again, showing it meanwhile: a result
  // restored from an earlier visit counts as older (persistedCache.ts).
  refetchOnMountOrArgChange: RESULTS_FRESH_FOR_SECONDS,
  // A returning user's last-known results, put back by persistedCache.ts (issue #45).
  extractRehydrationInfo: (action) =>
    queryCacheRestored.match(action) ? action.payload : undefined,
});

/**
 * Infinite-query options of a keyset-paged list: pages chain by the cursor each page ends with
 * (`next`, null on the last); the first has none.
 */
export function cursorPaging<Cursor>() {
  return {
    initialPageParam: null,
    getNextPageParam: (lastPage: { next: Cursor | null }): Cursor | null => lastPage.next,
  };
}

function isThunkExtra(extra: unknown): extra is ThunkExtra {
  return typeof extra === 'object' && extra !== null && 'supabase' in extra;
}

/** The Supabase client of the store an endpoint or thunk runs in. */
export function supabaseOf(thunkApi: { extra: unknown }): SupabaseClient<Database> {
  if (!isThunkExtra(thunkApi.extra)) {
    throw new Error('The store was not made with makeStore(supabase).');
  }
  return thunkApi.extra.supabase;
}

/**
 * The Supabase client once it exists, for an endpoint of a screen anyone may open before the
 * portal has loaded supabase-js (a certificate's link, issue #21); signed-in screens mount only
 * after it has, and use supabaseOf.
 */
export async function loadedSupabaseOf(thunkApi: {
  extra: unknown;
}): Promise<SupabaseClient<Database>> {
  if (!isThunkExtra(thunkApi.extra)) {
    throw new Error('The store was not made with makeStore(supabase).');
  }
  const { loadSupabase } = thunkApi.extra;
  return loadSupabase === undefined ? thunkApi.extra.supabase : loadSupabase();
}

/** Anything thrown or returned as an error, as a DomainError with the backend's message kept. */
export function toDomainError(error: unknown): DomainError {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
    const status = 'status' in error && typeof error.status === 'number' ? error.status : undefined;
    return {
      message: typeof message === 'string' ? message : String(message),
      ...(code === undefined ? {} : { code }),
      ...(status === undefined ? {} : { status }),
    };
  }
  return { message: String(error) };
}

/** Runs a data function for a queryFn: its value as data, or what it threw as a DomainError. */
export async function asQueryResult<T>(
  run: () => Promise<T>,
): Promise<{ data: T } | { error: DomainError }> {
  try {
    return { data: await run() };
  } catch (error) {
    return { error: toDomainError(error) };
  }
}
