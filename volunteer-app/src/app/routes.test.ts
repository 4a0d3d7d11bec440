import { createClient } from '@supabase/supabase-js';
import { RouterContextProvider, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { makeStore, portalStoreContext, type Database } from 'shared-domain';
import { FIRST_OPEN_TASKS } from '../shared/api/openTasksApi';
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

test("Home's loader starts its open tasks and its reminders, so the screen's code need not come first", async () => {
  expect(await readsStartedAt('home', 'http://portal.test/volunteer/home')).toEqual(
    expect.arrayContaining([
      { endpoint: 'openTasks', arg: FIRST_OPEN_TASKS },
      { endpoint: 'openReminders', arg: undefined },
    ]),
  );
});

test('the loader reads the list the address asks for: its search and sort', async () => {
  expect(
    await readsStartedAt('tasks', 'http://portal.test/volunteer/tasks?q=beach&sort=points'),
  ).toEqual([
    { endpoint: 'openTasks', arg: { ...FIRST_OPEN_TASKS, search: 'beach', sort: 'points' } },
  ]);
});
