import { screen } from '@testing-library/react';
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

test("/volunteer/tasks shows 'Loading tasks...', then 'No tasks to display.' when the tasks cannot be read", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderArea('/volunteer/tasks', backend.url);
  expect(screen.getByText('Loading tasks...')).toBeInTheDocument();
  expect(await screen.findByText('No tasks to display.')).toBeInTheDocument();
});
