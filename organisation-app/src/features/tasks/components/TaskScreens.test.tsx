import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

test('My Tasks offers the five filters and Export, and says so with Retry when tasks cannot load', async () => {
  renderSignedIn('/organisation/mytasks');
  expect(screen.getByRole('heading', { name: 'My Tasks' })).toBeVisible();
  const options = screen.getAllByRole('option').map((option) => option.textContent);
  expect(options).toEqual(['All Tasks', 'Open', 'Pending', 'Completed', 'With Applicants']);
  expect(screen.getByRole('button', { name: 'Export' })).toBeVisible();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your tasks could not be loaded.');
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(screen.queryByText('No tasks to display.')).not.toBeInTheDocument();
});

test('the review screen asks for a rating before submitting', async () => {
  const user = userEvent.setup();
  renderSignedIn('/organisation/review/task-1/user-1');
  expect(screen.getByRole('heading', { name: 'Rate Volunteer' })).toBeVisible();
  await user.click(await screen.findByRole('button', { name: 'Submit Review' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please provide a rating.');
});

test('the review screen says so when the reviewer is unknown', async () => {
  const user = userEvent.setup();
  renderArea('/organisation/review/task-1/user-1', backend.url());
  await user.click(await screen.findByRole('button', { name: 'Submit Review' }));
  expect(screen.getByRole('alert')).toHaveTextContent('❌ Could not fetch your user ID.');
});

test('task detail says the task was not found when it cannot be read', async () => {
  renderSignedIn('/organisation/task/missing');
  expect(await screen.findByText('Task not found')).toBeVisible();
});

test('edit task says the task was not found when it cannot be read', async () => {
  renderSignedIn('/organisation/edit-task/missing');
  expect(await screen.findByText('Task not found')).toBeVisible();
});
