import { createClient } from '@supabase/supabase-js';
import { RouterContextProvider, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { makeStore, portalStoreContext, type Database } from 'shared-domain';

// The role apps' routes tests import this file as `shared-ui/test/routeLoaders`, as renderArea.

// Nothing listens here: the reads start and fail, which is all these tests look at.
const supabase = createClient<Database>('http://127.0.0.1:9', 'anon-key-for-tests', {
  auth: { persistSession: false, autoRefreshToken: false },
});

/**
 * The reads the route at `path` among `routes` starts when the router matches `url`, by endpoint and
 * argument, with the portal's store in the router's context as the shell provides it.
 */
export async function readsStartedAt(routes: RouteObject[], path: string, url: string) {
  const store = makeStore(supabase);
  const context = new RouterContextProvider();
  context.set(portalStoreContext, store);
  const route = routes.find((candidate) => candidate.path === path);
  if (typeof route?.loader !== 'function') throw new Error(`${path} has no loader`);
  const result: unknown = await route.loader({
    request: new Request(url),
    params: {},
    context,
  } as unknown as LoaderFunctionArgs);
  expect(result).toBeNull();
  return Object.values(store.getState().api.queries).map((query) => ({
    endpoint: query?.endpointName,
    arg: query?.originalArgs,
  }));
}
