module.exports = require('../jest.base.cjs')({
  testEnvironment: '<rootDir>/../jest.jsdomWithFetch.cjs',
  setupFilesAfterEnv: ['<rootDir>/test/setupTests.ts'],
});
