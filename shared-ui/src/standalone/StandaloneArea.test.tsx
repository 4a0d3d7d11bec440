import { createClient } from '@supabase/supabase-js';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import {
  makeStore,
  sessionLoading,
  signedIn,
  syncSession,
  type Database,
  type Role,
} from 'shared-domain';
import { renderWithTheme } from '../../test/renderWithTheme';
import { StandaloneArea } from './StandaloneArea';

function signedInAs(role: Role, email: string, firstLoginComplete = true) {
  return signedIn({
    user: { id: `${role}-1`, email },
    profile: {
      role,
      first_login_complete: firstLoginComplete,
      name: 'Demo',
      profile_url: null,
      team:
        role === 'organisation'
          ? {
              organisationId: 'org-1',
              accountId: `${role}-1`,
              organisationName: 'Demo',
              role: 'owner',
            }
          : null,
    },
  });
}

const stopListening: Array<() => void> = [];
afterEach(() => stopListening.splice(0).forEach((stop) => stop()));

/** The volunteer app on its own, its session fed by supabase-js as startStandaloneArea does it. */
async function renderVolunteerApp() {
  const client = createClient<Database>('http://127.0.0.1:9', 'anon-key-for-tests', {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const store = makeStore(client);
  stopListening.push(syncSession(client, store.dispatch));
  renderWithTheme(
    <Provider store={store}>
      <Routes>
        <Route path="/volunteer" element={<StandaloneArea area="volunteer" client={client} />}>
          <Route path="home" element={<h2>Volunteer home screen</h2>} />
          <Route path="completeprofile" element={<h2>Complete your profile screen</h2>} />
        </Route>
      </Routes>
    </Provider>,
    { path: '/volunteer/home' },
  );
  // With no stored session supabase-js reports the visitor signed out once it has started.
  await screen.findByRole('heading', { name: 'Sign in' });
  return store;
}

describe('StandaloneArea', () => {
  it('offers its own sign-in while nobody is signed in, without the area', async () => {
    await renderVolunteerApp();
    expect(screen.getByRole('heading', { name: 'Volunteer area' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toBeVisible();
    expect(screen.getByLabelText('Password')).toBeVisible();
    expect(
      screen.queryByRole('heading', { name: 'Volunteer home screen' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it("shows 'Loading...' while the session loads", async () => {
    const store = await renderVolunteerApp();
    act(() => {
      store.dispatch(sessionLoading());
    });
    expect(screen.getByText('Loading...')).toBeVisible();
  });

  it('tells a user of the other role that the app needs a volunteer account, and lets them log out', async () => {
    const store = await renderVolunteerApp();
    act(() => {
      store.dispatch(signedInAs('organisation', 'organisation@demo.local'));
    });
    expect(
      screen.getByRole('heading', { name: 'This app needs a volunteer account' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'You are signed in as organisation@demo.local, which is not a volunteer account. Log out, then sign in with a volunteer account.',
      ),
    ).toBeVisible();
    expect(
      screen.queryByRole('heading', { name: 'Volunteer home screen' }),
    ).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  it('shows the screens in the area layout to a volunteer, and logs out after confirmation', async () => {
    const store = await renderVolunteerApp();
    act(() => {
      store.dispatch(signedInAs('volunteer', 'volunteer@demo.local'));
    });
    expect(screen.getByRole('heading', { name: 'Volunteer home screen' })).toBeVisible();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'My Tasks', 'Rewards', 'Messages', 'Leaderboard']);

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to log out?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(
      screen.queryByRole('heading', { name: 'Volunteer home screen' }),
    ).not.toBeInTheDocument();
  });

  it('sends a volunteer who has not finished onboarding to the profile completion, as the portal does', async () => {
    const store = await renderVolunteerApp();
    act(() => {
      store.dispatch(signedInAs('volunteer', 'new@demo.local', false));
    });
    expect(
      await screen.findByRole('heading', { name: 'Complete your profile screen' }),
    ).toBeVisible();
    expect(
      screen.queryByRole('heading', { name: 'Volunteer home screen' }),
    ).not.toBeInTheDocument();
  });
});
