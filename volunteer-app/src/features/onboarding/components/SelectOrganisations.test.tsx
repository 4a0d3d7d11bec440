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

test("with nothing to choose from it says 'No organisations found.' and Continue stays disabled", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { store } = renderArea('/volunteer/select-organisations', backend.url);
  act(() => {
    store.dispatch(
      signedIn({
        user: { id: '00000000-0000-4000-8000-000000000001', email: null },
        profile: { role: 'volunteer', first_login_complete: false, name: 'Val', profile_url: null },
      }),
    );
  });
  expect(screen.getByRole('searchbox', { name: 'Search organisations' })).toBeVisible();
  expect(
    await screen.findByText('No organisations found.', {}, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
});

test('complete profile sends a signed-out visitor to /signin', async () => {
  const { router } = renderArea('/volunteer/completeprofile', backend.url);
  await waitFor(() =>
    expect(router.state.location.pathname).not.toBe('/volunteer/completeprofile'),
  );
});
