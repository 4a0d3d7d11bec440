import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore, type Role } from 'shared-domain';
import {
  authRefusal,
  authUser,
  fakeSupabase,
  startSession,
  type FakeReply,
} from '../../test/fakeSupabase';
import { renderWithTheme } from '../../test/renderWithTheme';
import { ChangePasswordSection } from './ChangePasswordSection';

const USER_ID = '00000000-0000-4000-8000-0000000000aa';
const ORGANISATION_RULE =
  'Password must be at least 8 characters long and include an uppercase letter, a number, and a special character.';

/** Signed in as `role`; PUT /auth/v1/user (the password change) answers with `change`. */
async function renderSection(
  role: Role,
  change: FakeReply = { body: authUser(USER_ID, 'me@x.org') },
) {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { client, requests } = fakeSupabase((request) => {
    if (request.path !== '/auth/v1/user') return undefined;
    return request.method === 'PUT' ? change : { body: authUser(USER_ID, 'me@x.org') };
  });
  await startSession(client, USER_ID);
  renderWithTheme(
    <Provider store={makeStore(client)}>
      <ChangePasswordSection role={role} />
    </Provider>,
  );
  const passwordChanges = () =>
    requests.filter((request) => request.method === 'PUT' && request.path === '/auth/v1/user');
  return { passwordChanges };
}

async function choose(password: string, confirmation = password) {
  await userEvent.click(screen.getByLabelText('New password'));
  await userEvent.paste(password);
  await userEvent.click(screen.getByLabelText('Confirm new password'));
  await userEvent.paste(confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
}

test('is a titled section with a new password typed twice', async () => {
  await renderSection('volunteer');
  expect(screen.getByRole('region', { name: 'Change password' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();
  expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
  expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'password');
});

test("an organisation's new password must follow the organisation rule", async () => {
  const { passwordChanges } = await renderSection('organisation');
  expect(
    screen.getByText(
      'At least 8 characters, with an uppercase letter, a number and a special character.',
    ),
  ).toBeVisible();
  await choose('password1');
  expect(screen.getByText(ORGANISATION_RULE)).toBeVisible();
  expect(passwordChanges()).toHaveLength(0);
});

test('the two passwords must match', async () => {
  const { passwordChanges } = await renderSection('organisation');
  await choose('Str0ng!pass', 'Str0ng!pas');
  expect(screen.getByText('Passwords do not match.')).toBeVisible();
  expect(passwordChanges()).toHaveLength(0);
});

test("a volunteer's password has no strength rule; saving says so and empties the fields", async () => {
  const { passwordChanges } = await renderSection('volunteer');
  await choose('simple');
  expect(await screen.findByText('Your password has been changed.')).toBeVisible();
  expect(passwordChanges().map((request) => request.body)).toEqual([
    expect.objectContaining({ password: 'simple' }),
  ]);
  expect(screen.getByLabelText('New password')).toHaveValue('');
  expect(screen.getByLabelText('Confirm new password')).toHaveValue('');
});

test('a password over 72 characters is refused before asking the auth service', async () => {
  const { passwordChanges } = await renderSection('volunteer');
  await choose('a'.repeat(73));
  expect(screen.getByText('Password cannot be longer than 72 characters.')).toBeVisible();
  expect(passwordChanges()).toHaveLength(0);
});

test('the current password again is refused in plain words', async () => {
  await renderSection(
    'volunteer',
    authRefusal(422, 'same_password', 'New password should be different from the old password.'),
  );
  await choose('simple');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your new password must be different from your current password.',
  );
  expect(screen.queryByText('Your password has been changed.')).toBeNull();
});

test('a weak password shows what the auth service asks for', async () => {
  await renderSection(
    'volunteer',
    authRefusal(422, 'weak_password', 'Password should be at least 6 characters.'),
  );
  await choose('abc');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Password should be at least 6 characters.',
  );
});
