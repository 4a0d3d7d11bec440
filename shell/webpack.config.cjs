const { createAppConfig } = require('../scripts/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'shell',
  port: 3000,
  title: 'Volunteering marketplace',
  hostsRemotes: true,
  runtimePlugins: [require.resolve('./src/lib/federation/retryPlugin.ts')],
});
