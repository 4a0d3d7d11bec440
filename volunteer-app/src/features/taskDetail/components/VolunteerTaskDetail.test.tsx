import '@testing-library/jest-dom';
import { act, screen, waitFor } from '@testing-library/react';
import { signedIn } from 'shared-domain';
import { renderArea, startUnavailableBackend } from '../../../../test/renderArea';

let backend: Awaited<ReturnType<typeof startUnavailableBackend>>;

beforeAll(async () => {
  backend = await startUnavailableBackend();
});

afterAll(async () => {
  await backend.close();
});

const volunteer = {
  user: { id: '00000000-0000-4000-8000-000000000001', email: 'v@example.test' },
  profile: {
    role: 'volunteer' as const,
    first_login_complete: true,
    name: 'Val',
    profile_url: null,
    team: null,
  },
};

test('with no signed-in user the task screen sends the visitor to /volunteer/home', async () => {
  const { router } = renderArea('/volunteer/task/some-task', backend.url);
  await waitFor(() => expect(router.state.location.pathname).toBe('/volunteer/home'), {
    timeout: 5000,
  });
});

test("shows 'Loading task...', then logs the failed load and returns to /volunteer/home", async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { router, store } = renderArea('/volunteer/home', backend.url);
  act(() => {
    store.dispatch(signedIn(volunteer));
  });
  await act(() => router.navigate('/volunteer/task/5b0c8a52-0000-4000-8000-000000000000'));
  expect(await screen.findByText('Loading task...', {}, { timeout: 5000 })).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/volunteer/home'), {
    timeout: 5000,
  });
  expect(logged).toHaveBeenCalled();
});
