import { createClient } from '@supabase/supabase-js';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeStore, signedIn, type Database } from 'shared-domain';
import { PortalThemeProvider } from 'shared-ui';
import { LeaderboardScreen } from './LeaderboardScreen';

const VIEWER = '00000000-0000-4000-a000-000000000003';

type Answer = { status: number; body: unknown };

const NO_PLACE: Answer = { status: 200, body: [] };

/**
 * A supabase-js client whose HTTP answers are given by the test: get_leaderboard's rows or an
 * error, and get_my_leaderboard_place's row.
 */
function clientAnswering(answer: Answer, place: Answer) {
  return createClient<Database>('http://127.0.0.1:54321', 'anon-key-for-tests', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: {
      fetch: async (input) => {
        const given = String(input).includes('/rpc/get_my_leaderboard_place') ? place : answer;
        return new Response(JSON.stringify(given.body), {
          status: given.status,
          headers: { 'content-type': 'application/json' },
        });
      },
    },
  });
}

function renderLeaderboard(
  answer: Answer,
  role: 'volunteer' | 'organisation' = 'volunteer',
  place: Answer = NO_PLACE,
) {
  const store = makeStore(clientAnswering(answer, place));
  store.dispatch(
    signedIn({
      user: { id: VIEWER, email: 'me@example.org' },
      profile: {
        role,
        first_login_complete: true,
        name: 'Me',
        profile_url: null,
        team:
          role === 'organisation'
            ? { organisationId: 'o1', accountId: VIEWER, organisationName: 'Me', role: 'owner' }
            : null,
      },
    }),
  );
  const router = createMemoryRouter(
    [
      { path: '/:area/leaderboard', element: <LeaderboardScreen /> },
      { path: '/volunteer/home', element: <h1>Volunteer home</h1> },
      { path: '/organisation/createtask', element: <h1>Create a task</h1> },
      { path: '/volunteer/profile/:userId', element: <h1>Public profile</h1> },
    ],
    { initialEntries: [`/${role}/leaderboard`] },
  );
  render(
    <Provider store={store}>
      <PortalThemeProvider>
        <RouterProvider router={router} />
      </PortalThemeProvider>
    </Provider>,
  );
  return router;
}

const row = (n: number, name: string, completed: number) => ({
  user_id: `00000000-0000-4000-a000-00000000000${n}`,
  name,
  profile_url: null,
  completed_count: completed,
});

test('shows medals for the first three, first names, task counts and highlights the own row', async () => {
  renderLeaderboard({
    status: 200,
    body: [
      row(1, 'Ava Thompson', 7),
      row(2, 'Jack Wilson', 5),
      row(3, 'Me Myself', 4),
      row(4, 'Mia Anderson', 2),
      row(5, 'Leo Walker', 1),
    ],
  });

  expect(screen.getByText('Loading leaderboard...')).toBeInTheDocument();
  const items = await screen.findAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    '🥇ATAva7 tasks',
    '🥈JWJack5 tasks',
    '🥉MMMe (you)4 tasks',
    '4MAMia2 tasks',
    '5LWLeo1 task',
  ]);
  expect(within(items[0]).getByRole('img', { name: 'Rank 1' })).toHaveTextContent('🥇');
  expect(items.filter((item) => item.getAttribute('aria-current') === 'true')).toEqual([items[2]]);
});

const TOP_FIVE = [
  row(1, 'Ava Thompson', 7),
  row(2, 'Jack Wilson', 5),
  row(4, 'Mia Anderson', 4),
  row(5, 'Leo Walker', 2),
  row(6, 'Zoe Clark', 2),
];

test('a volunteer below the top five sees their own place apart, under the board', async () => {
  renderLeaderboard({ status: 200, body: TOP_FIVE }, 'volunteer', {
    status: 200,
    body: [{ ...row(3, 'Me Myself', 1), place: 12 }],
  });

  const own = await screen.findByRole('region', { name: 'Your place' });
  const item = within(own).getByRole('listitem');
  expect(item).toHaveTextContent('12MMMe (you)1 task');
  expect(item).toHaveAttribute('aria-current', 'true');
  expect(within(item).getByRole('img', { name: 'Rank 12' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(6);
});

test('a volunteer not yet on the board is told how to get there', async () => {
  renderLeaderboard({ status: 200, body: TOP_FIVE });

  expect(
    await screen.findByText('Complete a task to take your place on the board.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Your place' })).not.toBeInTheDocument();
});

test('an empty board offers to find the next task', async () => {
  const router = renderLeaderboard({ status: 200, body: [] });

  expect(await screen.findByText("No one's topped the board yet")).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Find your next task' }));
  expect(router.state.location.pathname).toBe('/volunteer/home');
});

test('an empty board offers an organisation to create a task, not the volunteer area', async () => {
  const router = renderLeaderboard({ status: 200, body: [] }, 'organisation');

  expect(await screen.findByText("No one's topped the board yet")).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Find your next task' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Create a task' }));
  expect(router.state.location.pathname).toBe('/organisation/createtask');
});

test('a failed fetch is logged and shows the empty state', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderLeaderboard({ status: 500, body: { message: 'boom', code: 'XX000' } });

  expect(await screen.findByText("No one's topped the board yet")).toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith('Leaderboard could not be loaded', expect.anything());
  logged.mockRestore();
});

test('a row opens that volunteer’s public profile', async () => {
  const router = renderLeaderboard({ status: 200, body: [row(1, 'Ava Thompson', 7)] });

  await userEvent.click(await screen.findByRole('link', { name: /Ava/ }));
  expect(router.state.location.pathname).toBe(
    '/volunteer/profile/00000000-0000-4000-a000-000000000001',
  );
});
