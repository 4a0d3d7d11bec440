// config.toml as the local stack reads it: the settings the Supabase CLI would apply, in its format.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadProjectConfig, parseSize } from '../src/config';

describe("the project's config.toml", () => {
  const config = loadProjectConfig(undefined, {});

  it('names the project and its API port, as `supabase start` needs them', () => {
    expect(config.projectId).toBe('volunteering-marketplace');
    expect(config.apiPort).toBe(54321);
  });

  it('sets the global upload limit storage enforces', () => {
    expect(config.storage.fileSizeLimit).toBe(50 * 1024 * 1024);
  });

  it('declares every Edge Function with its JWT check', () => {
    expect(config.functions).toEqual({
      'save-subscription': { enabled: true, verifyJwt: true },
      'push-public-key': { enabled: true, verifyJwt: false },
      push: { enabled: true, verifyJwt: false },
      calendar: { enabled: true, verifyJwt: false },
      'notification-mail': { enabled: true, verifyJwt: false },
      unsubscribe: { enabled: true, verifyJwt: false },
    });
    expect(config.edgeRuntime.enabled).toBe(true);
  });

  it('reads function secrets from the environment through env(NAME), empty when unset', () => {
    expect(config.edgeRuntime.secrets.VAPID_PUBLIC_KEY).toBe('');
    const withKeys = loadProjectConfig(undefined, {
      VAPID_PUBLIC_KEY: 'public',
      VAPID_PRIVATE_KEY: 'private',
    });
    expect(withKeys.edgeRuntime.secrets).toMatchObject({
      VAPID_PUBLIC_KEY: 'public',
      VAPID_PRIVATE_KEY: 'private',
    });
  });
});

describe('sizes in the CLI’s notation', () => {
  it.each([
    ['50MiB', 50 * 1024 ** 2],
    ['5GB', 5 * 1000 ** 3],
    ['512KB', 512_000],
    ['100B', 100],
    ['2048', 2048],
  ])('reads %s', (text, bytes) => {
    expect(parseSize(text)).toBe(bytes);
  });

  it('refuses what is not a size', () => {
    const dir = mkdtempSync(join(tmpdir(), 'config-'));
    try {
      const file = join(dir, 'config.toml');
      writeFileSync(file, '[storage]\nfile_size_limit = "lots"\n');
      expect(() => loadProjectConfig(file, {})).toThrow('config.toml: bad size "lots"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
