import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSupabase } from 'shared-ui/test/fakeSupabase';
import { callsTo, fakeVolunteerBackend, openTask } from '../../../../test/fakeVolunteerBackend';
import { renderArea, startUnavailableBackend } from '../../../../test/renderArea';
import { volunteerSignedIn } from '../../../../test/volunteerSession';

jest.setTimeout(30_000);

let unavailable: Awaited<ReturnType<typeof startUnavailableBackend>>;

beforeAll(async () => {
  unavailable = await startUnavailableBackend();
});

afterAll(async () => {
  await unavailable.close();
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** The titles of the task cards shown, in order. */
const taskCards = () =>
  within(screen.getByRole('region', { name: 'Open tasks' }))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

function renderHome(fake: ReturnType<typeof fakeVolunteerBackend>) {
  const { client, requests } = fakeSupabase(fake.backend);
  const { store } = renderArea('/volunteer/home', client);
  act(() => {
    store.dispatch(volunteerSignedIn());
  });
  return requests;
}

test('home shows the loading text, then says the tasks could not be loaded, not that there are none', async () => {
  const logged = jest.mocked(console.error);
  renderArea('/volunteer/home', unavailable.url);
  expect(screen.getByRole('heading', { name: 'Open tasks' })).toBeVisible();
  expect(screen.getByText('Loading tasks...')).toBeInTheDocument();
  // Every read fails here: the reminders above the list say so too, each with its own Retry.
  await screen.findByText('Tasks could not be loaded.', {}, { timeout: 5000 });
  const alerts = screen.getAllByRole('alert');
  const alert = alerts.find((shown) => shown.textContent?.includes('Tasks could not be loaded.'));
  expect(alerts.map((shown) => shown.querySelector('p')?.textContent)).toEqual([
    "Your reminders couldn't be loaded.",
    'Tasks could not be loaded.',
  ]);
  if (alert === undefined) throw new Error('no alert for the tasks');
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  expect(screen.queryByText('No open tasks right now.')).not.toBeInTheDocument();
  expect(logged).toHaveBeenCalled();
});

test('home offers the task search, For You and SPEC’s three sorts, Earliest Tasks First by default', async () => {
  renderHome(fakeVolunteerBackend());
  expect(screen.getByPlaceholderText('Search for a task')).toBeVisible();
  const sort = screen.getByLabelText('Sort by');
  expect(sort).toHaveValue('earliest');
  expect(Array.from(sort.querySelectorAll('option')).map((option) => option.textContent)).toEqual([
    'For You',
    'Newest First',
    'Points (High to Low)',
    'Earliest Tasks First',
  ]);
  expect(await screen.findByText('No open tasks right now.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show more tasks' })).not.toBeInTheDocument();
});

test('home shows the first page of tasks, and Show more tasks loads the next after the last one', async () => {
  const tasks = Array.from({ length: 25 }, (_, index) => openTask(index + 1, { points: 30 }));
  const requests = renderHome(fakeVolunteerBackend({ openTasks: tasks }));

  expect(await screen.findByRole('heading', { name: 'Task 1' })).toBeVisible();
  // The cards that fill the screen come first, the rest of the page a moment later.
  await screen.findByRole('heading', { name: 'Task 20' });
  expect(taskCards()).toHaveLength(20);
  // The cards are the items of one list (each card keeps its own list of details).
  const [cardList] = screen.getAllByRole('list');
  expect(within(cardList).getAllByRole('article')).toHaveLength(20);
  expect(callsTo(requests, 'get_open_tasks')).toEqual([
    { p_search: '', p_sort: 'earliest', p_limit: 21 },
  ]);

  await userEvent.click(screen.getByRole('button', { name: 'Show more tasks' }));
  expect(await screen.findByRole('heading', { name: 'Task 25' })).toBeVisible();
  expect(taskCards()).toHaveLength(25);
  expect(callsTo(requests, 'get_open_tasks')[1]).toEqual({
    p_search: '',
    p_sort: 'earliest',
    p_limit: 21,
    p_after_points: 30,
    p_after_relevance: 0,
    p_after_created_at: tasks[19]?.created_at,
    p_after_id: tasks[19]?.id,
  });
  expect(screen.queryByRole('button', { name: 'Show more tasks' })).not.toBeInTheDocument();
});

test('a failed read says so with Retry, and Retry loads the tasks', async () => {
  const fake = fakeVolunteerBackend({ openTasks: [openTask(1)] });
  fake.failing.value = true;
  renderHome(fake);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Tasks could not be loaded.');
  expect(screen.queryByText('No open tasks right now.')).not.toBeInTheDocument();

  fake.failing.value = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Task 1' })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a further page that fails keeps the tasks shown and offers Retry', async () => {
  const fake = fakeVolunteerBackend({
    openTasks: Array.from({ length: 22 }, (_, index) => openTask(index + 1)),
  });
  renderHome(fake);
  await screen.findByRole('heading', { name: 'Task 20' });

  fake.failing.value = true;
  await userEvent.click(screen.getByRole('button', { name: 'Show more tasks' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('More tasks could not be loaded.');
  expect(taskCards()).toHaveLength(20);

  fake.failing.value = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Task 22' })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('after applying, every page read is read again and the card says Applied', async () => {
  const fake = fakeVolunteerBackend({
    openTasks: Array.from({ length: 25 }, (_, index) => openTask(index + 1)),
  });
  const requests = renderHome(fake);
  await userEvent.click(await screen.findByRole('button', { name: 'Show more tasks' }));
  await screen.findByRole('heading', { name: 'Task 25' });

  await userEvent.click(screen.getByRole('button', { name: 'Apply for Task 25' }));
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

  expect(await screen.findByText('Applied')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Apply for Task 25' })).not.toBeInTheDocument();
  expect(taskCards()).toHaveLength(25);
  // Both pages were read again, the second after the refreshed first one.
  expect(callsTo(requests, 'get_open_tasks')).toHaveLength(4);
});

test('a search that finds nothing says what matched nothing and offers to clear it', async () => {
  renderHome(fakeVolunteerBackend());
  expect(await screen.findByText('No open tasks right now.')).toBeInTheDocument();
  await userEvent.type(screen.getByPlaceholderText('Search for a task'), 'kayak');
  expect(await screen.findByText('No open tasks match “kayak”.')).toBeInTheDocument();
  expect(screen.queryByText('No open tasks right now.')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(screen.getByPlaceholderText('Search for a task')).toHaveValue('');
  expect(await screen.findByText('No open tasks right now.')).toBeInTheDocument();
});
