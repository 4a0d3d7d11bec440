import { act, screen } from '@testing-library/react';
import { organisationSignedIn } from '../../../../test/organisationSession';
import { renderArea, unavailableBackendForFile } from '../../../../test/renderArea';

const backend = unavailableBackendForFile();

test('home shows the loading text, then the empty state when the tasks cannot be read', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { store } = renderArea('/organisation/home', backend.url());
  expect(screen.getByRole('heading', { name: 'Your tasks' })).toBeVisible();
  act(() => {
    store.dispatch(organisationSignedIn());
  });
  expect(screen.getByText('Loading tasks...')).toBeInTheDocument();
  expect(await screen.findByText('No tasks to display.')).toBeInTheDocument();
});

test('without a signed-in organisation there are no tasks to list', () => {
  renderArea('/organisation/home', backend.url());
  expect(screen.getByText('No tasks to display.')).toBeInTheDocument();
});
