import { fetchPushPublicKey } from '../../src/data/pushPublicKey';
import { startBackend, type Backend } from './harness';

jest.setTimeout(120_000);

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend();
});

afterAll(async () => {
  await backend?.stop();
});

it('reads the public key the backend signs its pushes with', async () => {
  const key = await fetchPushPublicKey(backend);
  // An uncompressed P-256 point: 65 bytes.
  expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(65);
  expect(await fetchPushPublicKey(backend)).toBe(key);
});
