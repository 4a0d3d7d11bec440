import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadVapidKeys } from '../src/push/vapid';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'vapid-'));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

it('takes the keys from the environment when both are set', () => {
  expect(
    loadVapidKeys(dataDir, {
      VAPID_PUBLIC_KEY: 'public',
      VAPID_PRIVATE_KEY: 'private',
      VAPID_SUBJECT: 'mailto:ops@example.org',
    }),
  ).toEqual({ publicKey: 'public', privateKey: 'private', subject: 'mailto:ops@example.org' });
});

it('generates a P-256 pair once per data folder, so subscriptions survive a restart', () => {
  const first = loadVapidKeys(dataDir, {});
  expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
  expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
  expect(loadVapidKeys(dataDir, {})).toEqual(first);
});

it('generates a fresh pair for each in-memory stack', () => {
  expect(loadVapidKeys(null, {}).publicKey).not.toBe(loadVapidKeys(null, {}).publicKey);
});
