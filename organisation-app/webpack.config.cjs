const { createAppConfig } = require('../scripts/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'organisation',
  port: 3002,
  title: 'Organisation area',
  exposes: { './routes': './src/app/routes.tsx' },
});
