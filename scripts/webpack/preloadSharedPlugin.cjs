// With `experiments.asyncStartup` the browser learns which shared singletons to fetch only after
// main.js has downloaded and run, so React, the router and the rest queue up behind it. index.html
// therefore announces, with `<link rel="preload">`, the chunks that start-up is certain to fetch: the
// fallbacks of the singletons the entry chunk consumes, and of those their own chunks consume, and
// so on. Singletons reached only through a lazy `import()` are left to load when they are needed.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'PreloadSharedPlugin';

/** @param {import('webpack').Compilation} compilation @param {string} entryName */
function startupSharedFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entryName);
  const seen = new Set(entrypoint?.chunks ?? []);
  const files = new Set();
  const queue = [...seen];
  while (queue.length > 0) {
    const chunk = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      for (const block of module.blocks) {
        for (const fallbackChunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
          if (seen.has(fallbackChunk)) continue;
          seen.add(fallbackChunk);
          queue.push(fallbackChunk);
          for (const file of fallbackChunk.files) if (file.endsWith('.js')) files.add(file);
        }
      }
    }
  }
  return [...files].sort();
}

class PreloadSharedPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const links = startupSharedFiles(compilation, 'main').map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${data.publicPath}${file}`,
          }),
        );
        return { ...data, headTags: [...links, ...data.headTags] };
      });
    });
  }
}

module.exports = { PreloadSharedPlugin };
