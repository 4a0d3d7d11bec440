import type { AuthChangeEvent } from '@supabase/supabase-js';
import { waitFor } from '@testing-library/react';
import { accessToken, authUser, fakeSupabase } from 'shared-ui/test/fakeSupabase';
import { followPasswordRecovery } from './followPasswordRecovery';

const USER_ID = '00000000-0000-4000-8000-0000000000cc';

/** Lands on `/` from a mailed link of `type`; resolves once supabase-js has reported it. */
async function landFromMailedLink(type: string, navigate: (path: string) => void) {
  const hash = new URLSearchParams({
    access_token: accessToken(USER_ID),
    refresh_token: 'refresh-token',
    expires_in: '3600',
    token_type: 'bearer',
    type,
  });
  window.history.replaceState(null, '', `/#${hash.toString()}`);
  const { client } = fakeSupabase(
    (request) =>
      request.path === '/auth/v1/user' ? { body: authUser(USER_ID, 'v@x.org') } : undefined,
    { detectSessionInUrl: true },
  );
  const events: AuthChangeEvent[] = [];
  client.auth.onAuthStateChange((event) => {
    events.push(event);
  });
  const stop = followPasswordRecovery(client, navigate);
  await waitFor(() =>
    expect(events).toContain(type === 'recovery' ? 'PASSWORD_RECOVERY' : 'SIGNED_IN'),
  );
  // followPasswordRecovery navigates on the next turn, once supabase-js has released its lock.
  await new Promise((resolve) => setTimeout(resolve, 0));
  stop();
}

afterEach(() => window.history.replaceState(null, '', '/'));

test('a reset link landing anywhere in the portal opens /reset-password', async () => {
  const navigate = jest.fn();
  await landFromMailedLink('recovery', navigate);
  expect(navigate).toHaveBeenCalledWith('/reset-password');
});

test('a confirmation link is left to the router', async () => {
  const navigate = jest.fn();
  await landFromMailedLink('signup', navigate);
  expect(navigate).not.toHaveBeenCalled();
});
