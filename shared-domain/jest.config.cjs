module.exports = require('../jest.base.cjs')({
  testEnvironment: 'node',
  // lazyRealtimeClient.ts and lazyStorageClient.ts load the packages' ES module builds, which
  // browsers' bundles take; under jest (CommonJS) the same packages' CommonJS builds.
  moduleNameMapper: {
    '^@supabase/realtime-js/dist/module/index\\.js$': '@supabase/realtime-js',
    '^@supabase/storage-js/dist/index\\.mjs$': '@supabase/storage-js',
  },
});
