module.exports = require('../jest.base.cjs')({
  // With Node's fetch API, so supabase-js clients can be given a fake fetch (test/fakeSupabase.ts).
  testEnvironment: '<rootDir>/../jest.jsdomWithFetch.cjs',
  setupFiles: ['<rootDir>/test/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/../jest.domSetup.cjs'],
  moduleNameMapper: { '\\.css$': '<rootDir>/test/styleStub.cjs' },
});
