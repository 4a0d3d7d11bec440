import { readsStartedAt } from 'shared-ui/test/routeLoaders';
import { FIRST_MY_TASKS_FILTER } from '../features/tasks/api/tasksApi';
import { routes } from './routes';

test("Home's loader starts the dashboard's own tasks, so the screen's code need not come first", async () => {
  expect(await readsStartedAt(routes, 'home', 'http://portal.test/organisation/home')).toEqual([
    { endpoint: 'ownTasks', arg: undefined },
  ]);
});

test("My Tasks' loader reads the list under the address's filter, or the first one", async () => {
  expect(
    await readsStartedAt(routes, 'mytasks', 'http://portal.test/organisation/mytasks'),
  ).toEqual([{ endpoint: 'organisationTasks', arg: FIRST_MY_TASKS_FILTER }]);
  expect(
    await readsStartedAt(routes, 'mytasks', 'http://portal.test/organisation/mytasks?filter=open'),
  ).toEqual([{ endpoint: 'organisationTasks', arg: 'open' }]);
});
