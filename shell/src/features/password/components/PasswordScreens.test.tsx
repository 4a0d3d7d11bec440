import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { signedIn, signedOut, type Role } from 'shared-domain';
import {
  authRefusal,
  authUser,
  fakeSupabase,
  startSession,
  type FakeBackend,
  type FakeReply,
} from 'shared-ui/test/fakeSupabase';
import { renderPortal } from '../../../../test/renderPortal';
import type { RemoteName } from '../../../config/portalConfig';
import type { AreaRoutesLoader } from '../../../lib/federation/AreaRoutesLoader';

const remoteRoutes: Record<RemoteName, RouteObject[]> = {
  volunteer: [{ path: 'home', element: <h1>Volunteer home screen</h1> }],
  organisation: [{ path: 'home', element: <h1>Organisation home screen</h1> }],
};
const remotes: AreaRoutesLoader = { load: async (remote) => remoteRoutes[remote] };

const ORGANISATION_RULE =
  'Password must be at least 8 characters long and include an uppercase letter, a number, and a special character.';

function renderSignedOut(path: string, backend: FakeBackend = () => undefined) {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { client, requests } = fakeSupabase(backend);
  const { router } = renderPortal(path, remotes, undefined, { supabase: client });
  return { router, requests };
}

describe('forgot password', () => {
  test.each(['/signin', '/login'])('%s links to /forgot-password', (path) => {
    renderSignedOut(path);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('mails a link leading to /reset-password and answers alike whether or not the account exists', async () => {
    const { requests } = renderSignedOut('/forgot-password', () => ({ body: {} }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    await userEvent.type(screen.getByLabelText('Email'), ' someone@example.org ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(
      await screen.findByText(
        'If an account exists for someone@example.org, we sent a link to reset your password.',
      ),
    ).toBeVisible();
    const recover = requests.find((request) => request.path === '/auth/v1/recover');
    expect(recover?.body).toMatchObject({ email: 'someone@example.org' });
    expect(recover?.query.get('redirect_to')).toBe('http://localhost/reset-password');
  });

  test('asks for the email first', async () => {
    const { requests } = renderSignedOut('/forgot-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Email is required.')).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  test("shows the auth service's cooldown message when it refuses another mail", async () => {
    renderSignedOut('/forgot-password', () =>
      authRefusal(
        429,
        'over_email_send_rate_limit',
        'For security purposes, you can only request this after 41 seconds.',
      ),
    );
    await userEvent.type(await screen.findByLabelText('Email'), 'someone@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'For security purposes, you can only request this after 41 seconds.',
    );
    expect(screen.queryByText(/If an account exists/)).not.toBeInTheDocument();
  });

  test('is for signed-out visitors only', async () => {
    const { router } = renderPortal('/forgot-password', remotes, 'volunteer');
    await waitFor(() => expect(router.state.location.pathname).toBe('/volunteer/home'));
  });
});

describe('reset password', () => {
  test('without the session of a reset link it says so and offers a new link', async () => {
    renderSignedOut('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  /** Signed in by a reset link as `role`; PUT /auth/v1/user (the new password) answers `change`. */
  async function renderWithRecoverySession(role: Role, change: FakeReply) {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const userId = `${role}-user`;
    const { client, requests } = fakeSupabase((request) => {
      if (request.path !== '/auth/v1/user') return undefined;
      return request.method === 'PUT' ? change : { body: authUser(userId, `${role}@example.org`) };
    });
    await startSession(client, userId);
    const { router } = renderPortal('/reset-password', remotes, role, { supabase: client });
    return { router, requests };
  }

  async function choose(password: string) {
    await userEvent.click(await screen.findByLabelText('New password'));
    await userEvent.paste(password);
    await userEvent.click(screen.getByLabelText('Confirm new password'));
    await userEvent.paste(password);
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
  }

  test("an organisation's new password follows the organisation rule; once saved the account goes on to its home", async () => {
    const { router, requests } = await renderWithRecoverySession('organisation', {
      body: authUser('organisation-user', 'organisation@example.org'),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    await choose('password1');
    expect(screen.getByText(ORGANISATION_RULE)).toBeVisible();

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await choose('N3w-Password!');

    await waitFor(() => expect(router.state.location.pathname).toBe('/organisation/home'));
    const change = requests.filter((request) => request.method === 'PUT');
    expect(change.map((request) => request.body)).toEqual([
      expect.objectContaining({ password: 'N3w-Password!' }),
    ]);
  });

  test('the current password again is refused in plain words', async () => {
    await renderWithRecoverySession(
      'volunteer',
      authRefusal(422, 'same_password', 'New password should be different from the old password.'),
    );
    await choose('secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your new password must be different from your current password.',
    );
  });

  test("an account without a users row gets its sign-up role's rule, from the account's metadata", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const userId = 'rowless-user';
    const { client } = fakeSupabase((request) =>
      request.path === '/auth/v1/user'
        ? { body: authUser(userId, 'rowless@example.org', { role: 'organisation' }) }
        : undefined,
    );
    await startSession(client, userId);
    const { store } = renderPortal('/reset-password', remotes, undefined, { supabase: client });
    act(() => {
      store.dispatch(
        signedIn({ user: { id: userId, email: 'rowless@example.org' }, profile: null }),
      );
    });
    expect(
      await screen.findByText(
        'At least 8 characters, with an uppercase letter, a number and a special character.',
      ),
    ).toBeVisible();
  });

  test('stays reachable when the session ends, and then says the link is no longer valid', async () => {
    const { store } = renderPortal('/reset-password', remotes, 'volunteer');
    expect(await screen.findByLabelText('New password')).toBeVisible();
    act(() => {
      store.dispatch(signedOut());
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired.',
    );
  });
});
