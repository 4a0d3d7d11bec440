const { createAppConfig } = require('../scripts/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'volunteer',
  port: 3001,
  title: 'Volunteer area',
  exposes: { './routes': './src/app/routes.tsx' },
});
