import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { authRefusal, fakeSupabase, type FakeBackend } from 'shared-ui/test/fakeSupabase';
import { renderPortal } from '../../../../test/renderPortal';
import type { RemoteName } from '../../../config/portalConfig';
import type { AreaRoutesLoader } from '../../../lib/federation/AreaRoutesLoader';

const remoteRoutes: Record<RemoteName, RouteObject[]> = {
  volunteer: [{ path: 'home', element: <h1>Volunteer home screen</h1> }],
  organisation: [{ path: 'home', element: <h1>Organisation home screen</h1> }],
};
const remotes: AreaRoutesLoader = { load: async (remote) => remoteRoutes[remote] };

const EMAIL = 'val@example.org';

function renderCheckEmail(backend: FakeBackend, state: unknown) {
  const { client, requests } = fakeSupabase(backend);
  renderPortal('/check-email', remotes, undefined, { supabase: client, state });
  return { requests };
}

const resendButton = () => screen.getByRole('button', { name: 'Resend email' });

describe('after a sign-up', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

  test('says where the link went, then allows a resend a minute after sign-up, and waits again', async () => {
    const { requests } = renderCheckEmail(() => ({ body: {} }), {
      email: EMAIL,
      sentAt: Date.now(),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your email' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        `We sent a confirmation link to ${EMAIL}. Open it to activate your account.`,
      ),
    ).toBeVisible();
    expect(resendButton()).toBeDisabled();
    expect(screen.getByText('You can resend the email in 60 seconds.')).toBeVisible();

    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByText('You can resend the email in 30 seconds.')).toBeVisible();
    act(() => jest.advanceTimersByTime(30_000));
    expect(resendButton()).toBeEnabled();

    await user().click(resendButton());

    expect(await screen.findByText('We sent you a new link.')).toBeVisible();
    expect(screen.getByText('You can resend the email in 60 seconds.')).toBeVisible();
    const resend = requests.find((request) => request.path === '/auth/v1/resend');
    expect(resend?.body).toMatchObject({ type: 'signup', email: EMAIL });
    expect(resend?.query.get('redirect_to')).toBe('http://localhost/');
  });

  test("shows the auth service's message when it refuses a resend", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCheckEmail(
      () =>
        authRefusal(
          429,
          'over_email_send_rate_limit',
          'For security purposes, you can only request this after 12 seconds.',
        ),
      { email: EMAIL, sentAt: Date.now() - 60_000 },
    );

    await user().click(await screen.findByRole('button', { name: 'Resend email' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'For security purposes, you can only request this after 12 seconds.',
    );
    expect(screen.getByText('You can resend the email in 12 seconds.')).toBeVisible();
  });
});

test('opened without the address it still explains, and leads back to sign-in', async () => {
  renderCheckEmail(() => undefined, null);
  expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  expect(
    screen.getByText('We sent you a confirmation link. Open it to activate your account.'),
  ).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Resend email' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signin');
});

test('is for signed-out visitors only', async () => {
  const { router } = renderPortal('/check-email', remotes, 'volunteer');
  await waitFor(() => expect(router.state.location.pathname).toBe('/volunteer/home'));
});
