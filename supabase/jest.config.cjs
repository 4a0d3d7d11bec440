// Integration suites start real stacks (PostgreSQL, PostgREST): generous timeouts.
module.exports = require('../jest.base.cjs')({
  testEnvironment: 'node',
  testTimeout: 60_000,
  // functions/ holds the Edge Functions' own tests, which `deno test` runs (npm run test:functions).
  testPathIgnorePatterns: [
    '/node_modules/',
    '/dist/',
    '/fixtures/',
    '\\.tmp/',
    '/\\.data/',
    '<rootDir>/functions/',
  ],
});
