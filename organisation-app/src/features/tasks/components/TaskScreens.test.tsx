import { act, screen, within } from '@testing-library/react';
import { organisationSignedIn } from '../../../../test/organisationSession';
import { renderArea, unavailableBackendForFile } from '../../../../test/renderArea';

// Typing through several steps takes seconds on a busy CI machine.
jest.setTimeout(30_000);

const backend = unavailableBackendForFile();

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

function renderSignedIn(path: string) {
  const rendered = renderArea(path, backend.url());
  act(() => {
    rendered.store.dispatch(organisationSignedIn());
  });
  return rendered;
}

test('My Tasks offers the five filters, the dashboard’s three, and Export, and says so with Retry when tasks cannot load', async () => {
  renderSignedIn('/organisation/mytasks');
  expect(screen.getByRole('heading', { name: 'My Tasks' })).toBeVisible();
  const options = screen.getAllByRole('option').map((option) => option.textContent);
  // SPEC's five, then one per count of the dashboard (issue #44).
  expect(options).toEqual([
    'All Tasks',
    'Open',
    'Pending',
    'Completed',
    'With Applicants',
    'Waiting for your decision',
    'In the next 7 days',
    'Reviews owed',
  ]);
  expect(screen.getByRole('button', { name: 'Export' })).toBeVisible();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your tasks could not be loaded.');
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(screen.queryByText('No tasks to display.')).not.toBeInTheDocument();
});

test("the review screen answers a malformed link with SPEC's message and no form", async () => {
  renderSignedIn('/organisation/review/bad/user-1');
  expect(screen.getByRole('heading', { name: 'Rate Volunteer' })).toBeVisible();
  expect(await screen.findByText('Invalid task or user ID.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to My Tasks' })).toHaveAttribute(
    'href',
    '/organisation/mytasks',
  );
  expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
});

test('the review screen says so with Retry when the task and volunteer cannot be loaded', async () => {
  renderSignedIn(
    '/organisation/review/3f2b8c1e-9a4d-4c3b-8e2f-1a2b3c4d5e6f/4a2b8c1e-9a4d-4c3b-8e2f-1a2b3c4d5e6f',
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The task and volunteer to review could not be loaded.');
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
});

test('task detail says the task was not found when it cannot be read', async () => {
  renderSignedIn('/organisation/task/missing');
  expect(await screen.findByText('Task not found')).toBeVisible();
});

test('edit task says the task was not found when it cannot be read', async () => {
  renderSignedIn('/organisation/edit-task/missing');
  expect(await screen.findByText('Task not found')).toBeVisible();
});
