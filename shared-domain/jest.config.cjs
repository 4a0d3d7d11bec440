module.exports = require('../jest.base.cjs')({
  testEnvironment: 'node',
  // lazyRealtimeClient.ts loads realtime-js's ES module build, which browsers' bundles take; under
  // jest (CommonJS) the same package's CommonJS build.
  moduleNameMapper: {
    '^@supabase/realtime-js/dist/module/index\\.js$': '@supabase/realtime-js',
  },
});
