import { sharedConflicts } from './sharedCompatibility';

const host = {
  'shared-domain': [
    { version: '1.0.0', from: 'shell', shareConfig: { singleton: true } },
    { version: '1.1.0', from: 'volunteer', shareConfig: { singleton: true } },
  ],
  react: [{ version: '19.3.1', from: 'shell', shareConfig: { singleton: true } }],
  '@supabase/supabase-js': [
    { version: '2.119.1', from: 'shell', shareConfig: { singleton: false } },
  ],
};

test("a remote requiring a newer minor of a singleton than the portal's own is in conflict", () => {
  expect(
    sharedConflicts(host, 'shell', [
      { name: 'shared-domain', requiredVersion: '^1.1.0' },
      { name: 'react', requiredVersion: '^19.3.1' },
    ]),
  ).toEqual([{ name: 'shared-domain', required: '^1.1.0', provided: '1.0.0' }]);
});

test('a remote built with a newer minor release of a singleton is in conflict, whatever range its manifest lists', () => {
  expect(
    sharedConflicts(host, 'shell', [
      { name: 'shared-domain', version: '1.1.0', requiredVersion: '^1.0.0' },
    ]),
  ).toEqual([{ name: 'shared-domain', required: '^1.1.0', provided: '1.0.0' }]);
});

test('ranges the portal satisfies, plain libraries and unversioned packages are no conflict', () => {
  expect(
    sharedConflicts(host, 'shell', [
      { name: 'shared-domain', version: '1.0.4', requiredVersion: '^1.0.0' },
      { name: 'react', version: '19.3.0', requiredVersion: '^19.0.0' },
      { name: '@supabase/supabase-js', requiredVersion: '^3.0.0' },
      { name: 'left-pad', requiredVersion: '^1.0.0' },
      { name: 'react', requiredVersion: false },
    ]),
  ).toEqual([]);
});
