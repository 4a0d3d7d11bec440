import { createClient } from '@supabase/supabase-js';
import { makeStore, selectSessionStatus, type Database } from 'shared-domain';
import { syncSession } from './syncSession';

test('with no stored session the portal learns it is signed out', async () => {
  const client = createClient<Database>('http://127.0.0.1:54321', 'anon-key-for-tests', {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const store = makeStore(client);
  expect(selectSessionStatus(store.getState())).toBe('loading');

  const stop = syncSession(client, store.dispatch);
  await new Promise((settled) => setTimeout(settled, 50));
  stop();

  expect(selectSessionStatus(store.getState())).toBe('signedOut');
});
