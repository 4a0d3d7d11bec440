module.exports = require('../jest.base.cjs')({
  testEnvironment: '<rootDir>/test/jsdomWithFetch.cjs',
  setupFilesAfterEnv: ['<rootDir>/test/setupTests.ts'],
});
