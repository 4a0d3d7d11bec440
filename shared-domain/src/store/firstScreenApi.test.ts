import { createNodeClient } from '../../test/nodeClient';
import { FIRST_MY_TASKS_FILTER, FIRST_OPEN_TASKS, prefetchFirstScreen } from './firstScreenApi';
import { makeStore } from './store';

// Nothing listens here: the reads start and fail, which is all these tests look at.
const supabase = createNodeClient('http://127.0.0.1:9', 'anon-key-for-tests');
const ORGANISATION = '0b0b0b0b-0000-4000-8000-000000000001';

/** The reads under way or done, by endpoint and argument. */
function readsStartedFor(pathname: string): { endpoint: string; arg: unknown }[] {
  const store = makeStore(supabase);
  prefetchFirstScreen(store.dispatch, pathname, ORGANISATION);
  return Object.values(store.getState().api.queries).map((query) => ({
    endpoint: query?.endpointName ?? '',
    arg: query?.originalArgs,
  }));
}

describe("a returning user's first read, started before their app has loaded", () => {
  it("reads Home's reminders beside its open tasks, since Home waits for both", () => {
    expect(readsStartedFor('/volunteer/home')).toEqual(
      expect.arrayContaining([
        { endpoint: 'openReminders', arg: undefined },
        { endpoint: 'openTasks', arg: FIRST_OPEN_TASKS },
      ]),
    );
  });

  it('reads only the open tasks for the opportunities list', () => {
    expect(readsStartedFor('/volunteer/tasks/')).toEqual([
      { endpoint: 'openTasks', arg: FIRST_OPEN_TASKS },
    ]);
  });

  it("reads the organisation's own tasks for My Tasks", () => {
    expect(readsStartedFor('/organisation/mytasks')).toEqual([
      {
        endpoint: 'organisationTasks',
        arg: { ownerUserId: ORGANISATION, filter: FIRST_MY_TASKS_FILTER },
      },
    ]);
  });

  it('reads nothing for a screen that is not one of the first lists', () => {
    expect(readsStartedFor('/volunteer/rewards')).toEqual([]);
  });
});
