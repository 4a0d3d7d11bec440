import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import {
  accessToken,
  authRefusal,
  authUser,
  fakeSupabase,
  type FakeBackend,
} from 'shared-ui/test/fakeSupabase';
import { renderPortal } from '../../../../test/renderPortal';
import type { RemoteName } from '../../../config/portalConfig';
import type { AreaRoutesLoader } from '../../../lib/federation/AreaRoutesLoader';

const remoteRoutes: Record<RemoteName, RouteObject[]> = {
  volunteer: [
    { path: 'home', element: <h1>Volunteer home screen</h1> },
    { path: 'completeprofile', element: <h1>Volunteer profile completion</h1> },
  ],
  organisation: [
    { path: 'home', element: <h1>Organisation home screen</h1> },
    { path: 'completeprofile', element: <h1>Organisation profile completion</h1> },
  ],
};
const remotes: AreaRoutesLoader = { load: async (remote) => remoteRoutes[remote] };

const USER_ID = '00000000-0000-4000-8000-0000000000bb';

function renderSignUp(path: string, backend: FakeBackend) {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { client, requests } = fakeSupabase(backend);
  const { router } = renderPortal(path, remotes, undefined, { supabase: client });
  return { router, requests };
}

async function fill(label: string, value: string) {
  await userEvent.type(screen.getByLabelText(label), value);
}

test('an organisation signs up with its role and names, and is asked to check its email while the address waits for confirmation', async () => {
  const { router, requests } = renderSignUp('/organisation/signup', (request) =>
    request.path === '/auth/v1/signup'
      ? { body: authUser(USER_ID, 'olga@harbour.org', { role: 'organisation' }) }
      : undefined,
  );
  await fill('Organisation name', 'Harbour Helpers');
  await fill('Full name', 'Olga Grant');
  await fill('Email', ' olga@harbour.org ');
  await fill('Password', 'Str0ng!pass');
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  expect(router.state.location.pathname).toBe('/check-email');
  expect(screen.getAllByRole('main')).toHaveLength(1);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(
    screen.getByText(
      'We sent a confirmation link to olga@harbour.org. Open it to activate your account.',
    ),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Resend email' })).toBeDisabled();
  expect(screen.getByText('You can resend the email in 60 seconds.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signin');

  const signUp = requests.find((request) => request.path === '/auth/v1/signup');
  expect(signUp?.body).toMatchObject({
    email: 'olga@harbour.org',
    password: 'Str0ng!pass',
    data: { role: 'organisation', name: 'Olga Grant', organisation_name: 'Harbour Helpers' },
  });
  expect(signUp?.query.get('redirect_to')).toBe('http://localhost/');
  // The database makes the rows; the browser neither inserts them nor signs in by password.
  expect(requests.map((request) => request.path)).toEqual(['/auth/v1/signup']);
});

test('with confirmation switched off, a new volunteer goes straight on to profile completion', async () => {
  const user = authUser(USER_ID, 'val@example.org', { role: 'volunteer', name: 'Val Jones' });
  const { router, requests } = renderSignUp('/volunteer/signup', (request) => {
    if (request.path === '/auth/v1/signup') {
      return {
        body: {
          access_token: accessToken(USER_ID),
          refresh_token: 'refresh-token',
          expires_in: 3600,
          token_type: 'bearer',
          user,
        },
      };
    }
    if (request.path === '/rest/v1/users' && request.method === 'GET') {
      return {
        body: {
          role: 'volunteer',
          first_login_complete: false,
          name: 'Val Jones',
          profile_url: null,
          // A volunteer is in no organisation's team.
          organisation_members: null,
        },
      };
    }
    return undefined;
  });
  await fill('Full name', 'Val Jones');
  await fill('Email', 'val@example.org');
  await fill('Password', 'short');
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

  expect(
    await screen.findByRole('heading', { name: 'Volunteer profile completion' }),
  ).toBeVisible();
  expect(router.state.location.pathname).toBe('/volunteer/completeprofile');
  expect(requests.find((request) => request.path === '/auth/v1/signup')?.body).toMatchObject({
    data: { role: 'volunteer', name: 'Val Jones' },
  });
  expect(
    requests.some((request) => request.method === 'POST' && request.path.startsWith('/rest/')),
  ).toBe(false);
});

test("a refused sign-up shows the auth service's message in red under the form", async () => {
  const { router } = renderSignUp('/volunteer/signup', () =>
    authRefusal(422, 'user_already_exists', 'User already registered'),
  );
  await fill('Full name', 'Val Jones');
  await fill('Email', 'val@example.org');
  await fill('Password', 'secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('User already registered');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled());
  expect(router.state.location.pathname).toBe('/volunteer/signup');
});
