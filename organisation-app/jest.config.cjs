module.exports = require('../jest.base.cjs')({
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/test/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/setupTests.ts'],
});
