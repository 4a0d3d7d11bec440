import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database';
import { api, type ThunkExtra } from './api';
import { pushPromptSlice } from './pushPromptSlice';
import { sessionSlice } from './sessionSlice';

/**
 * Slices that apps add at run time with rootReducer.inject. An app declares its own through module
 * augmentation: `declare module 'shared-domain' { interface LazyLoadedSlices extends WithSlice<typeof slice> {} }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by apps' module augmentation
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  sessionSlice,
  pushPromptSlice,
  api,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The portal's one store, with the one Supabase client, or a function returning it for a shell
 * that loads supabase-js after the first screen: the function is asked each time an endpoint runs,
 * which on a signed-in screen is after the client exists. Such a shell also passes `loadSupabase`,
 * which endpoints of screens open to anyone await (loadedSupabaseOf).
 */
export function makeStore(
  supabase: SupabaseClient<Database> | (() => SupabaseClient<Database>),
  loadSupabase?: () => Promise<SupabaseClient<Database>>,
) {
  const loading = loadSupabase === undefined ? {} : { loadSupabase };
  const extraArgument: ThunkExtra =
    typeof supabase === 'function'
      ? {
          get supabase() {
            return supabase();
          },
          ...loading,
        }
      : { supabase, ...loading };
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
