import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authRefusal, fakeSupabase, type FakeBackend } from '../../test/fakeSupabase';
import { renderWithTheme } from '../../test/renderWithTheme';
import { ResendConfirmation } from './ResendConfirmation';

const EMAIL = 'new.volunteer@example.org';
const REDIRECT = 'http://localhost/';

function renderResend(backend: FakeBackend, sentAt: number | null) {
  const { client, requests } = fakeSupabase(backend);
  renderWithTheme(
    <ResendConfirmation client={client} email={EMAIL} redirectTo={REDIRECT} sentAt={sentAt} />,
  );
  return { requests };
}

const resendButton = () => screen.getByRole('button', { name: 'Resend email' });

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

test('waits a minute after the mail was sent, counting the seconds down, then allows a resend', () => {
  renderResend(() => ({ body: {} }), Date.now());
  expect(resendButton()).toBeDisabled();
  expect(screen.getByText('You can resend the email in 60 seconds.')).toBeVisible();

  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByText('You can resend the email in 59 seconds.')).toBeVisible();

  act(() => jest.advanceTimersByTime(58_000));
  expect(screen.getByText('You can resend the email in 1 second.')).toBeVisible();

  act(() => jest.advanceTimersByTime(1000));
  expect(resendButton()).toBeEnabled();
  expect(screen.queryByText(/You can resend the email/)).not.toBeInTheDocument();
});

test('resends the confirmation link to the address, says so and waits a minute again', async () => {
  const { requests } = renderResend(() => ({ body: {} }), null);
  expect(resendButton()).toBeEnabled();

  await user().click(resendButton());

  expect(await screen.findByText('We sent you a new link.')).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('We sent you a new link.');
  expect(resendButton()).toBeDisabled();
  expect(screen.getByText('You can resend the email in 60 seconds.')).toBeVisible();
  const resend = requests.find((request) => request.path === '/auth/v1/resend');
  expect(resend?.body).toMatchObject({ type: 'signup', email: EMAIL });
  expect(resend?.query.get('redirect_to')).toBe(REDIRECT);
});

test("shows the auth service's refusal within its cooldown and counts down the wait it names", async () => {
  renderResend(
    () =>
      authRefusal(
        429,
        'over_email_send_rate_limit',
        'For security purposes, you can only request this after 57 seconds.',
      ),
    null,
  );

  await user().click(resendButton());

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'For security purposes, you can only request this after 57 seconds.',
  );
  expect(screen.getByText('You can resend the email in 57 seconds.')).toBeVisible();
  expect(resendButton()).toBeDisabled();
});

test('says to wait a few minutes when there were too many requests', async () => {
  renderResend(
    () => authRefusal(429, 'over_request_rate_limit', 'Request rate limit reached'),
    null,
  );

  await user().click(resendButton());

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Too many attempts. Please wait a few minutes and try again.',
  );
  expect(resendButton()).toBeEnabled();
});
