module.exports = require('../jest.base.cjs')({
  testEnvironment: 'node',
});
