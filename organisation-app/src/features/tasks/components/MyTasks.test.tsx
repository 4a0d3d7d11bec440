import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSupabase } from 'shared-ui/test/fakeSupabase';
import {
  callsTo,
  fakeTasksBackend,
  ownTask,
  taskApplicant,
} from '../../../../test/fakeTasksBackend';
import { organisationSignedIn } from '../../../../test/organisationSession';
import { renderArea } from '../../../../test/renderArea';

jest.setTimeout(30_000);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

// On a phone (these tests' width) My Tasks lists one summary row per task (issue #44).
const taskCards = () =>
  within(screen.getByRole('list', { name: 'Tasks' }))
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('aria-label'))
    .filter((title) => title?.startsWith('Task '));

const taskRow = (title: string) => screen.findByRole('listitem', { name: title });

/** Opens a task's row, as a phone user taps it: its counts and applicants show under it. */
async function openTask(title: string) {
  await userEvent.click(within(await taskRow(title)).getByRole('button', { expanded: false }));
}

function renderMyTasks(fake: ReturnType<typeof fakeTasksBackend>) {
  const { client, requests } = fakeSupabase(fake.backend);
  const { store } = renderArea('/organisation/mytasks', client);
  act(() => {
    store.dispatch(organisationSignedIn());
  });
  return requests;
}

test('My Tasks on a phone lists a summary row per task, opens one at a time, and Show more tasks loads the next page', async () => {
  const tasks = Array.from({ length: 25 }, (_, index) => ownTask(index + 1));
  const requests = renderMyTasks(fakeTasksBackend(tasks));

  expect(await taskRow('Task 1')).toBeVisible();
  // The cards that fill the screen come first, the rest of the page a moment later.
  await taskRow('Task 20');
  expect(taskCards()).toHaveLength(20);
  // Nothing is open at first; opening a task closes the one open before.
  expect(screen.queryByRole('group', { name: /^Applicants for/ })).not.toBeInTheDocument();
  await openTask('Task 1');
  await openTask('Task 2');
  expect(within(await taskRow('Task 1')).getByRole('button', { expanded: false })).toBeVisible();
  expect(within(await taskRow('Task 2')).getByRole('button', { expanded: true })).toBeVisible();
  const [first] = callsTo(requests, 'get_organisation_tasks');
  expect(first).toEqual({ p_filter: 'all', p_limit: 21 });

  await userEvent.click(screen.getByRole('button', { name: 'Show more tasks' }));
  expect(await taskRow('Task 25')).toBeVisible();
  expect(taskCards()).toHaveLength(25);
  expect(callsTo(requests, 'get_organisation_tasks')[1]).toEqual({
    p_filter: 'all',
    p_limit: 21,
    p_before_created_at: tasks[19]?.created_at,
    p_before_id: tasks[19]?.id,
  });
  expect(screen.queryByRole('button', { name: 'Show more tasks' })).not.toBeInTheDocument();
  // No list of ids travels in a URL: every read is one call of a read model.
  expect(requests.filter((request) => request.path === '/rest/v1/users')).toEqual([]);
});

test('My Tasks says its tasks could not be loaded, never that there are none, and Retry loads them', async () => {
  const fake = fakeTasksBackend([ownTask(1)]);
  fake.failing.value = true;
  renderMyTasks(fake);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your tasks could not be loaded.');
  expect(screen.queryByText('No tasks to display.')).not.toBeInTheDocument();

  fake.failing.value = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await taskRow('Task 1')).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a next page that fails keeps the tasks shown and offers Retry', async () => {
  const fake = fakeTasksBackend(Array.from({ length: 22 }, (_, index) => ownTask(index + 1)));
  renderMyTasks(fake);
  await taskRow('Task 20');

  fake.failing.value = true;
  await userEvent.click(screen.getByRole('button', { name: 'Show more tasks' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('More tasks could not be loaded.');
  expect(taskCards()).toHaveLength(20);

  fake.failing.value = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await taskRow('Task 22')).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('the filter is asked of the database, and an empty answer says there are no tasks', async () => {
  const requests = renderMyTasks(fakeTasksBackend([]));
  expect(await screen.findByText('No tasks to display.')).toBeVisible();
  await userEvent.selectOptions(screen.getByLabelText('Filter'), 'Completed');
  await screen.findByText('No tasks to display.');
  expect(callsTo(requests, 'get_organisation_tasks').map((body) => body.p_filter)).toEqual([
    'all',
    'completed',
  ]);
});

test("each task shows its counts and first applicants; Show more applicants reads the task's applicants a page at a time", async () => {
  const applicants = Array.from({ length: 25 }, (_, index) => taskApplicant(index + 1));
  const task = ownTask(1, {
    title: 'Task 1',
    capacity: 4,
    applicant_count: 25,
    applied_count: 22,
    approved_count: 2,
    rejected_count: 1,
    applicants: applicants.slice(0, 5),
  });
  const fake = fakeTasksBackend([task], { [task.id]: applicants });
  const requests = renderMyTasks(fake);
  await openTask('Task 1');

  const list = await screen.findByRole('group', { name: 'Applicants for Task 1' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  expect(screen.getByText('Approved', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
    '2/4',
  );
  expect(screen.getByText('Applied', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
    '22',
  );

  await userEvent.click(screen.getByRole('button', { name: 'Show more applicants for Task 1' }));
  expect(await screen.findByRole('listitem', { name: 'Volunteer 20' })).toBeVisible();
  expect(
    within(screen.getByRole('group', { name: 'Applicants for Task 1' })).getAllByRole('listitem'),
  ).toHaveLength(20);

  await userEvent.click(screen.getByRole('button', { name: 'Show more applicants for Task 1' }));
  expect(await screen.findByRole('listitem', { name: 'Volunteer 25' })).toBeVisible();
  expect(
    screen.queryByRole('button', { name: 'Show more applicants for Task 1' }),
  ).not.toBeInTheDocument();
  expect(callsTo(requests, 'get_task_applicants')).toEqual([
    { p_task_id: task.id, p_limit: 21 },
    {
      p_task_id: task.id,
      p_limit: 21,
      p_after_created_at: applicants[19]?.created_at,
      p_after_id: applicants[19]?.id,
    },
  ]);
});

test('a full task explains Pending, groups its applicants by status and offers Approve disabled with the reason', async () => {
  const task = ownTask(1, {
    title: 'Task 1',
    status: true,
    capacity: 1,
    applicant_count: 3,
    applied_count: 1,
    approved_count: 1,
    rejected_count: 1,
    applicants: [
      taskApplicant(1, { status: 'approved' }),
      taskApplicant(2),
      taskApplicant(3, { status: 'rejected' }),
    ],
  });
  renderMyTasks(fakeTasksBackend([task]));
  await openTask('Task 1');

  const applicants = await screen.findByRole('group', { name: 'Applicants for Task 1' });
  expect(
    within(applicants)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Applied (1)', 'Approved (1)', 'Rejected (1)']);
  expect(screen.getByText(/Pending: every place is filled/)).toBeVisible();
  const waiting = within(applicants).getByRole('listitem', { name: 'Volunteer 2' });
  const approve = within(waiting).getByRole('button', { name: 'Approve' });
  expect(approve).toBeDisabled();
  expect(approve).toHaveAccessibleDescription(
    'All places are filled, so no one else can be approved.',
  );
  expect(within(waiting).getByRole('button', { name: 'Reject' })).toBeEnabled();
  expect(within(waiting).getByRole('button', { name: 'Chat with Volunteer 2' })).toBeEnabled();
});

test("Edit and Delete are in the task's menu, and Delete asks first", async () => {
  renderMyTasks(fakeTasksBackend([ownTask(1)]));
  await openTask('Task 1');
  await userEvent.click(await screen.findByRole('button', { name: 'More actions for Task 1' }));
  const menu = screen.getByRole('menu', { name: 'More actions for Task 1' });
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Edit', 'Delete']);
  expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(
    await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this task?' }),
  ).toBeVisible();
});
