import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authUser, fakeSupabase, startSession } from 'shared-ui/test/fakeSupabase';
import { organisationSignedIn } from '../../../../test/organisationSession';
import { renderArea } from '../../../../test/renderArea';

const OWNER_ID = '00000000-0000-4000-8000-000000000001';

const organisation = {
  id: '00000000-0000-4000-8000-0000000000f1',
  name: 'Harbour Helpers',
  type: 'other',
  logo_url: null,
  user_id: OWNER_ID,
  mission: null,
  website: null,
  abn: null,
  created_at: '2026-11-01T00:00:00Z',
  instagram: null,
  facebook: null,
  tiktok: null,
};

test("edit profile offers Change password under the profile form, with the organisation's password rule", async () => {
  const { client, requests } = fakeSupabase((request) => {
    if (request.path === '/rest/v1/organisations') return { body: organisation };
    if (request.path === '/rest/v1/rpc/get_organisation_stats') {
      return { body: [{ tasks_posted: 0, applicants: 0 }] };
    }
    if (request.path === '/auth/v1/user') return { body: authUser(OWNER_ID, 'org@example.org') };
    return undefined;
  });
  await startSession(client, OWNER_ID);
  const { store } = renderArea('/organisation/edit-profile', client);
  act(() => {
    store.dispatch(organisationSignedIn());
  });

  expect(await screen.findByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();
  await userEvent.type(screen.getByLabelText('New password'), 'password1');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'password1');
  await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
  expect(
    screen.getByText(
      'Password must be at least 8 characters long and include an uppercase letter, a number, and a special character.',
    ),
  ).toBeVisible();
  expect(requests.some((request) => request.method === 'PUT')).toBe(false);

  await userEvent.clear(screen.getByLabelText('New password'));
  await userEvent.clear(screen.getByLabelText('Confirm new password'));
  await userEvent.type(screen.getByLabelText('New password'), 'N3w-Password!');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'N3w-Password!');
  await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
  expect(await screen.findByText('Your password has been changed.')).toBeVisible();
});
