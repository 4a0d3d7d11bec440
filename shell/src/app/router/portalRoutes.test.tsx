import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { sessionLoading, signedIn } from 'shared-domain';
import { renderPortal, signedInAs } from '../../../test/renderPortal';
import type { RemoteName } from '../../config/portalConfig';
import type { AreaRoutesLoader } from '../../lib/federation/AreaRoutesLoader';
import { RemoteUnavailableError } from '../../lib/federation/RemoteUnavailableError';

const remoteRoutes: Record<RemoteName, RouteObject[]> = {
  volunteer: [{ path: 'home', element: <h1>Volunteer home screen</h1> }],
  organisation: [{ path: 'home', element: <h1>Organisation home screen</h1> }],
};

function workingRemotes(): AreaRoutesLoader & { calls: RemoteName[] } {
  const calls: RemoteName[] = [];
  return {
    calls,
    load: async (remote) => {
      calls.push(remote);
      return remoteRoutes[remote];
    },
  };
}

function tabLabels() {
  return within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

function activeTab() {
  return within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

test('/ sends a signed-out visitor to /signin', async () => {
  const { router } = renderPortal('/', workingRemotes());
  await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  expect(screen.getByText('The end of volunteer chaos.')).toBeInTheDocument();
});

test('/ sends a signed-in user to their role home', async () => {
  const { router, store } = renderPortal('/signin', workingRemotes());
  act(() => {
    store.dispatch(
      signedIn({
        user: { id: 'u1', email: 'org@example.org' },
        profile: {
          role: 'organisation',
          first_login_complete: true,
          name: 'Org',
          profile_url: null,
          team: { organisationId: 'o1', accountId: 'u1', organisationName: 'Org', role: 'owner' },
        },
      }),
    );
  });
  await act(() => router.navigate('/'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/organisation/home'));
});

test('/ waits on the splash while the session is still loading', async () => {
  const { router, store } = renderPortal('/signin', workingRemotes());
  act(() => {
    store.dispatch(sessionLoading());
  });
  await act(() => router.navigate('/'));
  expect(screen.getByText('Connecting volunteers with purpose.')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
});

test('an unknown path goes to / and on to /signin', async () => {
  const { router } = renderPortal('/nowhere/at/all', workingRemotes());
  await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
});

test('/volunteer redirects to /volunteer/home and shows the remote screen inside the area layout', async () => {
  const { router } = renderPortal('/volunteer', workingRemotes(), 'volunteer');
  expect(await screen.findByRole('heading', { name: 'Volunteer home screen' })).toBeVisible();
  expect(router.state.location.pathname).toBe('/volunteer/home');
  expect(tabLabels()).toEqual(['Home', 'My Tasks', 'Rewards', 'Messages', 'Leaderboard']);
  expect(activeTab()).toEqual(['Home']);
  expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute(
    'href',
    '/volunteer/profile',
  );
});

test('/organisation redirects to /organisation/home with the organisation tabs', async () => {
  const { router } = renderPortal('/organisation', workingRemotes(), 'organisation');
  expect(await screen.findByRole('heading', { name: 'Organisation home screen' })).toBeVisible();
  expect(router.state.location.pathname).toBe('/organisation/home');
  expect(tabLabels()).toEqual(['Home', 'Create', 'My Tasks', 'Messages', 'Leaderboard']);
  expect(activeTab()).toEqual(['Home']);
});

test('an unknown path inside an area goes to /', async () => {
  const { router } = renderPortal('/volunteer/no-such-screen', workingRemotes());
  await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
});

test('a remote is loaded once however often its area is visited', async () => {
  const remotes = workingRemotes();
  const { router } = renderPortal('/volunteer/home', remotes, 'volunteer');
  await screen.findByRole('heading', { name: 'Volunteer home screen' });
  await act(() => router.navigate('/signin'));
  await act(() => router.navigate('/volunteer/home'));
  await screen.findByRole('heading', { name: 'Volunteer home screen' });
  expect(remotes.calls).toEqual(['volunteer']);
});

test('a remote that is down shows its area unavailable with Retry, which loads it once it is back', async () => {
  let up = false;
  const loader: AreaRoutesLoader = {
    load: async (remote) => {
      if (!up) throw new RemoteUnavailableError(remote, new Error('connection refused'));
      return remoteRoutes[remote];
    },
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderPortal('/volunteer/home', loader, 'volunteer');

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The volunteer area is unavailable right now.');
  expect(tabLabels()).toEqual(['Home', 'My Tasks', 'Rewards', 'Messages', 'Leaderboard']);
  expect(screen.getByRole('button', { name: 'Log out' })).toBeVisible();

  up = true;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Volunteer home screen' })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('the other area keeps working while one remote is down', async () => {
  const loader: AreaRoutesLoader = {
    load: async (remote) => {
      if (remote === 'volunteer') throw new RemoteUnavailableError(remote, new Error('down'));
      return remoteRoutes[remote];
    },
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { router, store } = renderPortal('/volunteer/home', loader, 'volunteer');
  await screen.findByRole('alert');
  // Each area has its own role, so the other area is checked with an organisation account.
  act(() => {
    store.dispatch(signedInAs('organisation'));
  });
  await act(() => router.navigate('/organisation/home'));
  expect(await screen.findByRole('heading', { name: 'Organisation home screen' })).toBeVisible();
});

test('a screen that throws shows the area problem message, not a blank page', async () => {
  function Broken(): never {
    throw new Error('render failure');
  }
  const loader: AreaRoutesLoader = {
    load: async () => [{ path: 'home', element: <Broken /> }],
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderPortal('/organisation/home', loader, 'organisation');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The organisation area ran into a problem.',
  );
});

test('logout asks first, then signs out and goes to /signin', async () => {
  const { router } = renderPortal('/volunteer/home', workingRemotes(), 'volunteer');
  await screen.findByRole('heading', { name: 'Volunteer home screen' });

  await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
  const question = screen.getByRole('alertdialog', { name: 'Are you sure you want to log out?' });
  await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
  expect(router.state.location.pathname).toBe('/volunteer/home');

  await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
  await userEvent.click(
    within(
      screen.getByRole('alertdialog', { name: 'Are you sure you want to log out?' }),
    ).getByRole('button', { name: 'Log out' }),
  );
  await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
});
