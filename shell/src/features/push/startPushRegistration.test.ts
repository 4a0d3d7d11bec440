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
    profile: {
      role: 'volunteer',
      first_login_complete: true,
      name: id,
      profile_url: null,
      team: null,
    },
  });

const now = (run: () => void) => {
  run();
  return () => {};
};

test('push is enabled once per signed-in user, not while signed out', () => {
  const store = makeStore(supabase);
  const enabledFor: (string | null)[] = [];
  const stop = startPushRegistration(
    store,
    settings,
    async () => {
      enabledFor.push(store.getState().session.user?.id ?? null);
    },
    now,
  );

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

test('push waits until start-up is over, and not at all once stopped before', () => {
  const store = makeStore(supabase);
  store.dispatch(signIn('returning'));
  const enabledFor: string[] = [];
  let startUpOver = () => {};
  const enable = async () => {
    enabledFor.push(store.getState().session.user?.id ?? '');
  };
  startPushRegistration(store, settings, enable, (run) => {
    startUpOver = run;
    return () => {};
  });
  expect(enabledFor).toEqual([]);
  startUpOver();
  expect(enabledFor).toEqual(['returning']);

  let cancelled = false;
  const stop = startPushRegistration(store, settings, enable, () => () => {
    cancelled = true;
  });
  stop();
  expect(cancelled).toBe(true);
  expect(enabledFor).toEqual(['returning']);
});
