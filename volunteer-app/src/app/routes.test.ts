import { readsStartedAt } from 'shared-ui/test/routeLoaders';
import { FIRST_OPEN_TASKS } from '../shared/api/openTasksApi';
import { routes } from './routes';

test("Home's loader starts its open tasks and its reminders, so the screen's code need not come first", async () => {
  expect(await readsStartedAt(routes, 'home', 'http://portal.test/volunteer/home')).toEqual(
    expect.arrayContaining([
      { endpoint: 'openTasks', arg: FIRST_OPEN_TASKS },
      { endpoint: 'openReminders', arg: undefined },
    ]),
  );
});

test('the loader reads the list the address asks for: its search and sort', async () => {
  expect(
    await readsStartedAt(routes, 'tasks', 'http://portal.test/volunteer/tasks?q=beach&sort=points'),
  ).toEqual([
    { endpoint: 'openTasks', arg: { ...FIRST_OPEN_TASKS, search: 'beach', sort: 'points' } },
  ]);
});
