import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { organisationSignedIn } from '../../../../test/organisationSession';
import { renderArea, unavailableBackendForFile } from '../../../../test/renderArea';

// Typing through several steps takes seconds on a busy CI machine.
jest.setTimeout(30_000);

const backend = unavailableBackendForFile();

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const organisation = organisationSignedIn({ firstLoginComplete: false });

test('complete profile walks three steps and will not submit without a logo', async () => {
  const user = userEvent.setup();
  const { store } = renderArea('/organisation/completeprofile', backend.url());
  act(() => {
    store.dispatch(organisation);
  });
  expect(screen.getByLabelText('Bio')).toBeVisible();
  expect(screen.getByLabelText('Your role in the organisation')).toBeVisible();
  expect(screen.getByRole('option', { name: 'Sports Club' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByLabelText('Instagram')).toBeVisible();
  expect(screen.getByLabelText('TikTok')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByLabelText('Bio')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Log out' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('button', { name: 'Log out' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Organisation logo is required.');
});

test('complete profile without a session says Not authenticated', async () => {
  const user = userEvent.setup();
  renderArea('/organisation/completeprofile', backend.url());
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.upload(
    screen.getByLabelText('Organisation logo'),
    new File(['png'], 'logo.png', { type: 'image/png' }),
  );
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Not authenticated');
});

test('the volunteer profile menu offers Report and Block, which are coming soon', async () => {
  const user = userEvent.setup();
  renderArea('/organisation/applicant/00000000-0000-4000-8000-000000000002', backend.url());
  expect(await screen.findByText('Volunteer not found.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: /^More actions for / }));
  await user.click(screen.getByRole('menuitem', { name: 'Report' }));
  expect(screen.getByRole('status')).toHaveTextContent('Report: coming soon');
  await user.click(screen.getByRole('button', { name: /^More actions for / }));
  await user.click(screen.getByRole('menuitem', { name: 'Block' }));
  expect(screen.getByRole('status')).toHaveTextContent('Block: coming soon');
});

test('the own organisation profile needs a session', () => {
  const { store } = renderArea('/organisation/profile', backend.url());
  expect(store.getState().session.status).toBe('signedOut');
  expect(screen.getByRole('alert')).toHaveTextContent('Not authenticated');
});

test('an organisation that cannot be read is reported as not found', async () => {
  const { store } = renderArea('/organisation/profile/someone', backend.url());
  act(() => {
    store.dispatch(organisation);
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Organisation not found');
});
