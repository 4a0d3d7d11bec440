import { screen } from '@testing-library/react';
import { renderArea, startUnavailableBackend } from '../../../../test/renderArea';

let backend: Awaited<ReturnType<typeof startUnavailableBackend>>;

beforeAll(async () => {
  backend = await startUnavailableBackend();
});

afterAll(async () => {
  await backend.close();
});

test('home shows the loading text, then the empty state when the tasks cannot be read', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderArea('/volunteer/home', backend.url);
  expect(screen.getByRole('heading', { name: 'Open tasks' })).toBeVisible();
  expect(screen.getByText('Loading tasks...')).toBeInTheDocument();
  expect(await screen.findByText('No open tasks right now.')).toBeInTheDocument();
});

test('home offers the task search and the three sorts, Earliest Tasks First by default', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderArea('/volunteer/home', backend.url);
  expect(screen.getByPlaceholderText('Search for a task')).toBeVisible();
  const sort = screen.getByLabelText('Sort by');
  expect(sort).toHaveValue('earliest');
  expect(Array.from(sort.querySelectorAll('option')).map((option) => option.textContent)).toEqual([
    'Newest First',
    'Points (High to Low)',
    'Earliest Tasks First',
  ]);
  expect(await screen.findByText('No open tasks right now.')).toBeInTheDocument();
});
