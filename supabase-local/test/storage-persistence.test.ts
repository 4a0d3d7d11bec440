import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack, type Stack } from '../src/stack';
import { clientFor, testStackDefaults } from './stack-harness';
import { servicesMigrations } from './rt-fixtures/services-stack';

let dataDir: string;
let stack: Stack | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'storage-persist-'));
});

afterAll(async () => {
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const start = () =>
  startStack({
    ...testStackDefaults,
    port: 0,
    dataDir,
    migrationsDir: servicesMigrations,
    seedFile: null,
  });

it('keeps uploaded files in the data folder across a restart, and removes their bytes with them', async () => {
  stack = await start();
  const bucket = clientFor(stack, stack.serviceRoleKey).storage.from('avatars');
  const logo = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 42])], { type: 'image/png' });
  expect((await bucket.upload('org/logo.png', logo, { cacheControl: '300' })).error).toBeNull();
  expect((await bucket.upload('org/gone.png', logo)).error).toBeNull();
  expect((await bucket.remove(['org/gone.png'])).data).toHaveLength(1);
  await stack.stop();
  stack = null;

  expect(await readdir(join(dataDir, 'storage', 'objects'))).toHaveLength(1);

  stack = await start();
  const url = clientFor(stack).storage.from('avatars').getPublicUrl('org/logo.png').data.publicUrl;
  const response = await fetch(url, { headers: { apikey: stack.anonKey } });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('max-age=300');
  expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 42]);
});
