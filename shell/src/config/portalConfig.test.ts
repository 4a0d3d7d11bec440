import { parsePortalConfig } from './portalConfig';

const valid = {
  supabaseUrl: 'http://127.0.0.1:54321',
  supabaseAnonKey: 'anon',
  remotes: {
    volunteer: 'http://localhost:3001/mf-manifest.json',
    organisation: 'http://localhost:3002/mf-manifest.json',
  },
};

test('a complete configuration is read as is', () => {
  expect(parsePortalConfig(valid)).toEqual(valid);
});

test('a configuration without a remote names the missing field', () => {
  expect(() =>
    parsePortalConfig({ ...valid, remotes: { volunteer: valid.remotes.volunteer } }),
  ).toThrow('"remotes.organisation" must be a non-empty string');
});

test('an empty Supabase URL is refused', () => {
  expect(() => parsePortalConfig({ ...valid, supabaseUrl: '' })).toThrow('"supabaseUrl"');
});

test('something that is not a configuration object is refused', () => {
  expect(() => parsePortalConfig('oops')).toThrow('expected an object');
});

test('a hosted deployment names its VAPID key and the save-subscription function', () => {
  const hosted = {
    ...valid,
    vapidPublicKey: 'BPublicKey',
    pushSubscriptionUrl: 'https://abc.supabase.co/functions/v1/save-subscription',
  };
  expect(parsePortalConfig(hosted)).toEqual(hosted);
  expect(parsePortalConfig({ ...valid, pushSubscriptionUrl: '' })).toEqual(valid);
});
