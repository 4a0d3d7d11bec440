// Integration suites start real stacks (PostgreSQL, PostgREST): generous timeouts.
module.exports = require('../jest.base.cjs')({
  testEnvironment: 'node',
  testTimeout: 60_000,
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/fixtures/', '\\.tmp/', '/\\.data/'],
});
