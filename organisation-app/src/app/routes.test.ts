import { createClient } from '@supabase/supabase-js';
import { RouterContextProvider, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { makeStore, portalStoreContext, type Database } from 'shared-domain';
import { FIRST_MY_TASKS_FILTER } from '../features/tasks/api/tasksApi';
import { routes } from './routes';

// Nothing listens here: the reads start and fail, which is all these tests look at.
const supabase = createClient<Database>('http://127.0.0.1:9', 'anon-key-for-tests', {
  auth: { persistSession: false, autoRefreshToken: false },
});

/** The reads the route at `path` starts when the router matches it, by endpoint and argument. */
async function readsStartedAt(path: string, url: string) {
  const store = makeStore(supabase);
  const context = new RouterContextProvider();
  context.set(portalStoreContext, store);
  const route = routes.find((candidate: RouteObject) => candidate.path === path);
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

test("Home's loader starts the dashboard's own tasks, so the screen's code need not come first", async () => {
  expect(await readsStartedAt('home', 'http://portal.test/organisation/home')).toEqual([
    { endpoint: 'ownTasks', arg: undefined },
  ]);
});

test("My Tasks' loader reads the list under the address's filter, or the first one", async () => {
  expect(await readsStartedAt('mytasks', 'http://portal.test/organisation/mytasks')).toEqual([
    { endpoint: 'organisationTasks', arg: FIRST_MY_TASKS_FILTER },
  ]);
  expect(
    await readsStartedAt('mytasks', 'http://portal.test/organisation/mytasks?filter=open'),
  ).toEqual([{ endpoint: 'organisationTasks', arg: 'open' }]);
});
