import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from 'shared-domain';
import { authUser, fakeSupabase, startSession } from 'shared-ui/test/fakeSupabase';
import { renderArea } from '../../../../test/renderArea';

const USER_ID = '00000000-0000-4000-8000-000000000001';

const userRow = {
  id: USER_ID,
  name: 'Val Jones',
  role: 'volunteer',
  profile_url: null,
  created_at: '2026-11-01T00:00:00Z',
  bio: 'Weekend volunteer.',
  interests: null,
  wwcc: false,
  first_login_complete: true,
  role_in_org: null,
  points: 0,
  average_rating: 0,
  completed_count: 0,
};

test('edit profile offers Change password under the profile form, with no strength rule for a volunteer', async () => {
  const { client, requests } = fakeSupabase((request) => {
    if (request.path === '/rest/v1/users') return { body: userRow };
    if (request.path === '/auth/v1/user') return { body: authUser(USER_ID, 'val@example.org') };
    return undefined;
  });
  await startSession(client, USER_ID);
  const { store } = renderArea('/volunteer/edit-profile', client);
  act(() => {
    store.dispatch(
      signedIn({
        user: { id: USER_ID, email: 'val@example.org' },
        profile: {
          role: 'volunteer',
          first_login_complete: true,
          name: 'Val',
          profile_url: null,
          team: null,
        },
      }),
    );
  });

  expect(await screen.findByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();
  await userEvent.type(screen.getByLabelText('New password'), 'simple');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'simple');
  await userEvent.click(screen.getByRole('button', { name: 'Update password' }));

  expect(await screen.findByText('Your password has been changed.')).toBeVisible();
  expect(
    requests.filter((request) => request.method === 'PUT').map((request) => request.body),
  ).toEqual([expect.objectContaining({ password: 'simple' })]);
});
