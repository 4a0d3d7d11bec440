import { act, screen } from '@testing-library/react';
import { signedIn } from 'shared-domain';
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
  const { store } = renderArea('/organisation/home', backend.url);
  expect(screen.getByRole('heading', { name: 'Your tasks' })).toBeVisible();
  act(() => {
    store.dispatch(
      signedIn({
        user: { id: '00000000-0000-4000-8000-000000000001', email: 'org@example.org' },
        profile: {
          role: 'organisation',
          first_login_complete: true,
          name: 'Org',
          profile_url: null,
        },
      }),
    );
  });
  expect(screen.getByText('Loading tasks...')).toBeInTheDocument();
  expect(await screen.findByText('No tasks to display.')).toBeInTheDocument();
});

test('without a signed-in organisation there are no tasks to list', () => {
  renderArea('/organisation/home', backend.url);
  expect(screen.getByText('No tasks to display.')).toBeInTheDocument();
});
