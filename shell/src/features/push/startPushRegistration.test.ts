import { createClient } from '@supabase/supabase-js';
import { makeStore, signedIn, signedOut, type Database } from 'shared-domain';
import type { PushSettings } from './enablePush';
import { startPushRegistration } from './startPushRegistration';

const supabase = createClient<Database>('http://127.0.0.1:54321', 'anon-key-for-tests', {
  auth: { persistSession: false, autoRefreshToken: false },
});
const settings: PushSettings = {
  supabase,
  backend: { apiUrl: 'http://127.0.0.1:54321', anonKey: 'anon-key-for-tests' },
  vapidPublicKey: undefined,
};

const signIn = (id: string) =>
  signedIn({
    user: { id, email: `${id}@example.org` },
    profile: { role: 'volunteer', first_login_complete: true, name: id, profile_url: null },
  });

test('push is enabled once per signed-in user, not while signed out', () => {
  const store = makeStore(supabase);
  const enabledFor: (string | null)[] = [];
  const stop = startPushRegistration(store, settings, async () => {
    enabledFor.push(store.getState().session.user?.id ?? null);
  });

  store.dispatch(signedOut());
  expect(enabledFor).toEqual([]);
  store.dispatch(signIn('first'));
  store.dispatch(signIn('first'));
  store.dispatch(signedOut());
  store.dispatch(signIn('first'));
  store.dispatch(signIn('second'));
  expect(enabledFor).toEqual(['first', 'second']);

  stop();
  store.dispatch(signIn('third'));
  expect(enabledFor).toEqual(['first', 'second']);
});
