import '@testing-library/jest-dom';
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

function signIn(store: ReturnType<typeof renderArea>['store']) {
  act(() => {
    store.dispatch(
      signedIn({
        user: { id: '00000000-0000-4000-8000-000000000001', email: null },
        profile: { role: 'volunteer', first_login_complete: true, name: 'Val', profile_url: null },
      }),
    );
  });
}

test("the profile shows 'Loading user info...', then 'Profile not found.' when it cannot be read", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { store } = renderArea('/volunteer/profile', backend.url);
  signIn(store);
  expect(screen.getByText('Loading user info...')).toBeInTheDocument();
  expect(await screen.findByText('Profile not found.', {}, { timeout: 5000 })).toBeInTheDocument();
});

test("edit profile says 'Failed to load profile' when the profile cannot be read", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { store } = renderArea('/volunteer/edit-profile', backend.url);
  signIn(store);
  expect(
    await screen.findByText('Failed to load profile', {}, { timeout: 5000 }),
  ).toBeInTheDocument();
});
