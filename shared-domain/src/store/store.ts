import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types';
import { api, type ThunkExtra } from './api';
import { sessionSlice } from './sessionSlice';

/**
 * Slices that apps add at run time with rootReducer.inject. An app declares its own through module
 * augmentation: `declare module 'shared-domain' { interface LazyLoadedSlices extends WithSlice<typeof slice> {} }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by apps' module augmentation
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  sessionSlice,
  api,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** The portal's one store; the shell makes it with the one Supabase client. */
export function makeStore(supabase: SupabaseClient<Database>) {
  const extraArgument: ThunkExtra = { supabase };
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
