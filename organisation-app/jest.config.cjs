module.exports = require('../jest.base.cjs')({
  testEnvironment: '<rootDir>/../jest.jsdomWithFetch.cjs',
  setupFilesAfterEnv: ['<rootDir>/../jest.domSetup.cjs'],
});
