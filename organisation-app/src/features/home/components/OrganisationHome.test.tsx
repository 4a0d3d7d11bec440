import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSupabase } from 'shared-ui/test/fakeSupabase';
import { callsTo, fakeTasksBackend, ownTask } from '../../../../test/fakeTasksBackend';
import { organisationSignedIn } from '../../../../test/organisationSession';
import { renderArea, unavailableBackendForFile } from '../../../../test/renderArea';

const backend = unavailableBackendForFile();

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

test('home shows the loading text, then says the tasks could not be read, with Retry', async () => {
  const { store } = renderArea('/organisation/home', backend.url());
  expect(screen.getByRole('heading', { name: 'Your tasks' })).toBeVisible();
  act(() => {
    store.dispatch(organisationSignedIn());
  });
  expect(screen.getByText('Loading tasks...')).toBeInTheDocument();
  // What needs doing and the tasks are two reads; each failure is said with its own Retry.
  expect(await screen.findByText('What needs doing could not be loaded.')).toBeVisible();
  const alert = (await screen.findByText('Your tasks could not be loaded.')).closest(
    '[role="alert"]',
  );
  expect(alert).not.toBeNull();
  expect(within(alert as HTMLElement).getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(screen.queryByText('No tasks to display.')).not.toBeInTheDocument();
});

test('without a signed-in organisation there are no tasks to list', () => {
  renderArea('/organisation/home', backend.url());
  expect(screen.getByText('No tasks to display.')).toBeInTheDocument();
});

test('home lists the newest tasks and Show more tasks loads the next page', async () => {
  const tasks = Array.from({ length: 21 }, (_, index) => ownTask(index + 1));
  const { client, requests } = fakeSupabase(fakeTasksBackend(tasks).backend);
  const { store } = renderArea('/organisation/home', client);
  act(() => {
    store.dispatch(organisationSignedIn());
  });
  expect(await screen.findByRole('link', { name: 'Task 20' })).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Task 21' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Show more tasks' }));
  expect(await screen.findByRole('link', { name: 'Task 21' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Show more tasks' })).not.toBeInTheDocument();
  expect(callsTo(requests, 'get_organisation_tasks')).toHaveLength(2);
});

test('what needs doing is drawn in outline, busy, where its counts will be, then shows them', async () => {
  const { client } = fakeSupabase((request) =>
    request.path === '/rest/v1/rpc/get_organisation_todo'
      ? { body: [{ applicants_waiting: 1, tasks_this_week: 4, reviews_owed: 0 }] }
      : fakeTasksBackend([ownTask(1)]).backend(request),
  );
  const { store } = renderArea('/organisation/home', client);
  act(() => {
    store.dispatch(organisationSignedIn());
  });
  const todo = screen.getByRole('region', { name: 'Needs doing' });
  expect(todo).toHaveAttribute('aria-busy', 'true');
  expect(within(todo).getByRole('status')).toHaveTextContent('Loading what needs doing...');
  expect(within(todo).queryByRole('link')).not.toBeInTheDocument();

  const waiting = await within(todo).findByRole('link', { name: /applicant waiting for you/ });
  expect(waiting).toHaveTextContent('1applicant waiting for you');
  expect(within(todo).getByRole('link', { name: /tasks in the next 7 days/ })).toHaveTextContent(
    '4tasks in the next 7 days',
  );
  expect(todo).toHaveAttribute('aria-busy', 'false');
  expect(within(todo).queryByRole('status')).not.toBeInTheDocument();
});
