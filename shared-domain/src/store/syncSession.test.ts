import { createNodeClient } from '../../test/nodeClient';
import { selectSessionStatus } from './sessionSlice';
import { makeStore } from './store';
import { syncSession } from './syncSession';

test('with no stored session the portal learns it is signed out', async () => {
  const client = createNodeClient('http://127.0.0.1:54321', 'anon-key-for-tests');
  const store = makeStore(client);
  expect(selectSessionStatus(store.getState())).toBe('loading');

  const stop = syncSession(client, store.dispatch);
  await new Promise((settled) => setTimeout(settled, 50));
  stop();

  expect(selectSessionStatus(store.getState())).toBe('signedOut');
});
