import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { ORGANISATION_PASSWORD_RULE, sessionLoading } from 'shared-domain';
import { renderPortal, signedInAs } from '../../../test/renderPortal';
import type { RemoteName } from '../../config/portalConfig';
import type { AreaRoutesLoader } from '../../lib/federation/AreaRoutesLoader';
import { RemoteUnavailableError } from '../../lib/federation/RemoteUnavailableError';

const remoteRoutes: Record<RemoteName, RouteObject[]> = {
  volunteer: [
    { path: 'home', element: <h1>Volunteer home screen</h1> },
    { path: 'completeprofile', element: <h1>Volunteer profile completion</h1> },
    { path: 'select-organisations', element: <h1>Organisation selection</h1> },
  ],
  organisation: [
    { path: 'home', element: <h1>Organisation home screen</h1> },
    { path: 'completeprofile', element: <h1>Organisation profile completion</h1> },
  ],
};

const remotes: AreaRoutesLoader = { load: async (remote) => remoteRoutes[remote] };

async function expectPath(router: ReturnType<typeof renderPortal>['router'], path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

describe('the access guard', () => {
  test('sends a signed-out visitor of an area to /signin', async () => {
    const { router } = renderPortal('/volunteer/home', remotes);
    await expectPath(router, '/signin');
    expect(
      screen.queryByRole('heading', { name: 'Volunteer home screen' }),
    ).not.toBeInTheDocument();
  });

  test('guards an area whose remote is down as well', async () => {
    const down: AreaRoutesLoader = {
      load: async (remote) => {
        throw new RemoteUnavailableError(remote, new Error('connection refused'));
      },
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderPortal('/volunteer/home', down);
    await expectPath(router, '/signin');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  test('sends a user of the other role to /, which leads to their own home', async () => {
    const { router } = renderPortal('/organisation/home', remotes, 'volunteer');
    await expectPath(router, '/volunteer/home');
    expect(await screen.findByRole('heading', { name: 'Volunteer home screen' })).toBeVisible();
  });

  test('shows Loading... while the session loads, then the page', async () => {
    const { store } = renderPortal('/volunteer/home', remotes);
    act(() => {
      store.dispatch(sessionLoading());
    });
    expect(await screen.findByText('Loading...')).toBeVisible();
    act(() => {
      store.dispatch(signedInAs('volunteer'));
    });
    expect(await screen.findByRole('heading', { name: 'Volunteer home screen' })).toBeVisible();
  });

  test.each(['volunteer', 'organisation'] as const)(
    'sends a %s whose first login is not complete to their completion screen, which shows',
    async (role) => {
      const { router, store } = renderPortal('/signin', remotes);
      act(() => {
        store.dispatch(signedInAs(role, { firstLoginComplete: false }));
      });
      await act(() => router.navigate(`/${role}/home`));
      await expectPath(router, `/${role}/completeprofile`);
      expect(await screen.findByRole('heading', { name: /profile completion/ })).toBeVisible();
    },
  );

  test('keeps organisation selection reachable for a volunteer who has not finished onboarding', async () => {
    const { router, store } = renderPortal('/signin', remotes);
    act(() => {
      store.dispatch(signedInAs('volunteer', { firstLoginComplete: false }));
    });
    await act(() => router.navigate('/volunteer/select-organisations'));
    expect(await screen.findByRole('heading', { name: 'Organisation selection' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/volunteer/select-organisations');
  });
});

describe('the signed-out screens', () => {
  test.each([
    '/signin',
    '/login',
    '/signup',
    '/volunteer/signup',
    '/organisation/signup',
    '/welcome',
  ])('%s sends a signed-in user to their home', async (path) => {
    const { router } = renderPortal(path, remotes, 'organisation');
    await expectPath(router, '/organisation/home');
  });

  test('/signin and /login show the sign-in form with a link to /signup', async () => {
    const { router } = renderPortal('/signin', remotes);
    for (const path of ['/signin', '/login']) {
      await act(() => router.navigate(path));
      expect(screen.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      expect(screen.getByLabelText('Email')).toBeVisible();
      expect(screen.getByLabelText('Password')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    }
  });

  test('sign-in asks for the email and password before calling the server', async () => {
    renderPortal('/signin', remotes);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required.')).toBeVisible();
    expect(screen.getByText('Password is required.')).toBeVisible();
  });

  test('/signup offers both roles', async () => {
    const { router } = renderPortal('/signup', remotes);
    await userEvent.click(screen.getByRole('link', { name: 'Sign Up as Organisation' }));
    await expectPath(router, '/organisation/signup');
    await act(() => router.navigate('/signup'));
    await userEvent.click(screen.getByRole('link', { name: 'Sign Up as Volunteer' }));
    await expectPath(router, '/volunteer/signup');
    expect(screen.getByLabelText('Full name')).toBeVisible();
    expect(screen.queryByLabelText('Organisation name')).not.toBeInTheDocument();
  });

  test('organisation sign-up requires every field and the password rule', async () => {
    renderPortal('/organisation/signup', remotes);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Organisation name is required.')).toBeVisible();
    expect(screen.getByText('Full name is required.')).toBeVisible();
    expect(screen.getByText('Email is required.')).toBeVisible();

    await userEvent.type(screen.getByLabelText('Password'), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText(ORGANISATION_PASSWORD_RULE)).toBeVisible();
  });

  test('volunteer sign-up has no password strength rule', async () => {
    renderPortal('/volunteer/signup', remotes);
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Full name is required.')).toBeVisible();
    expect(screen.queryByText(ORGANISATION_PASSWORD_RULE)).not.toBeInTheDocument();
  });

  test('the landing leads to /signup and /login', async () => {
    renderPortal('/welcome', remotes);
    expect(screen.getByRole('heading', { name: 'The end of volunteer chaos.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Join for free' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
