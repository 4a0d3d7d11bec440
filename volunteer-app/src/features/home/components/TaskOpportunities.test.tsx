import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSupabase } from 'shared-ui/test/fakeSupabase';
import { fakeVolunteerBackend, openTask } from '../../../../test/fakeVolunteerBackend';
import { renderArea, startUnavailableBackend } from '../../../../test/renderArea';

let backend: Awaited<ReturnType<typeof startUnavailableBackend>>;

beforeAll(async () => {
  backend = await startUnavailableBackend();
});

afterAll(async () => {
  await backend.close();
});

test('/volunteer/tasks offers the search and the task list sorts, Earliest First by default', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderArea('/volunteer/tasks', backend.url);
  expect(screen.getByRole('heading', { name: 'Opportunities' })).toBeVisible();
  expect(screen.getByPlaceholderText('Search for a task')).toBeVisible();
  const sort = screen.getByLabelText('Sort by');
  expect(sort).toHaveDisplayValue('Earliest First');
  expect(Array.from(sort.querySelectorAll('option')).map((option) => option.textContent)).toEqual([
    'Newest First',
    'Points High to Low',
    'Earliest First',
  ]);
});

test("/volunteer/tasks shows 'Loading tasks...', then says the tasks could not be loaded when they cannot be read", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderArea('/volunteer/tasks', backend.url);
  expect(screen.getByText('Loading tasks...')).toBeInTheDocument();
  expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
    'Tasks could not be loaded.',
  );
  expect(screen.queryByText('No tasks to display.')).not.toBeInTheDocument();
});

test("/volunteer/tasks says 'No tasks to display.' when there are none, with nothing more to show", async () => {
  const { client } = fakeSupabase(fakeVolunteerBackend().backend);
  renderArea('/volunteer/tasks', client);
  expect(await screen.findByText('No tasks to display.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show more tasks' })).not.toBeInTheDocument();
});

test('/volunteer/tasks reads its tasks a page at a time and Retry reads a page that failed', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const fake = fakeVolunteerBackend({
    openTasks: Array.from({ length: 21 }, (_, index) => openTask(index + 1)),
  });
  fake.failing.value = true;
  const { client } = fakeSupabase(fake.backend);
  renderArea('/volunteer/tasks', client);

  const alert = await screen.findByRole('alert');
  fake.failing.value = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Task 20' })).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'Task 21' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Show more tasks' }));
  expect(await screen.findByRole('heading', { name: 'Task 21' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Show more tasks' })).not.toBeInTheDocument();
});
