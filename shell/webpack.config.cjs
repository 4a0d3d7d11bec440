const fs = require('node:fs');
const path = require('node:path');
const { createAppConfig } = require('../scripts/webpack/createAppConfig.cjs');

/**
 * Files the shell serves at fixed paths:
 * - /sw.js: a service worker's scope is its own path, so it must sit at the root;
 * - /fonts/twemoji.woff2: the emoji font every app's styles name (shared-ui's EMOJI_FONT_URL), so
 *   reward pictures, medals and messages look the same on a machine without an emoji font.
 */
const FIXED_FILES = {
  'sw.js': path.join(__dirname, 'public', 'sw.js'),
  'fonts/twemoji.woff2': require.resolve('twemoji-colr-font/twemoji.woff2'),
};

class FixedFilesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FixedFilesPlugin', (compilation) => {
      for (const file of Object.values(FIXED_FILES)) compilation.fileDependencies.add(file);
      compilation.hooks.processAssets.tap(
        { name: 'FixedFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [name, file] of Object.entries(FIXED_FILES)) {
            compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
          }
        },
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
  return { ...config, plugins: [...(config.plugins ?? []), new FixedFilesPlugin()] };
};
