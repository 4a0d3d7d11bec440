const fs = require('node:fs');
const path = require('node:path');
const { createAppConfig } = require('../scripts/webpack/createAppConfig.cjs');

const SERVICE_WORKER = path.join(__dirname, 'public', 'sw.js');

/** Emits public/sw.js as /sw.js: a service worker's scope is its own path, so it must sit at the root. */
class ServiceWorkerPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      compilation.fileDependencies.add(SERVICE_WORKER);
      compilation.hooks.processAssets.tap(
        { name: 'ServiceWorkerPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () =>
          compilation.emitAsset('sw.js', new sources.RawSource(fs.readFileSync(SERVICE_WORKER))),
      );
    });
  }
}

const shellConfig = createAppConfig({
  appDir: __dirname,
  name: 'shell',
  port: 3000,
  title: 'Pitch In: volunteering made simple',
  hostsRemotes: true,
});

module.exports = (env, argv) => {
  const config = shellConfig(env, argv);
  return { ...config, plugins: [...(config.plugins ?? []), new ServiceWorkerPlugin()] };
};
