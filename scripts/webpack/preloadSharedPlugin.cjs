// With `experiments.asyncStartup` the browser learns which shared singletons to fetch only after
// main.js has downloaded and run, so React, the router and the rest queue up behind it. index.html
// therefore announces, with `<link rel="preload">`, the chunks that start-up is certain to fetch: the
// chunks of the entry's own `import()`s, the fallbacks of the singletons all of these consume, and
// of those their own chunks consume, and so on. Anything reached only through a lazy `import()`
// further down is left to load when it is needed.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'PreloadSharedPlugin';

/** @param {import('webpack').Compilation} compilation @param {string} entryName */
function startupSharedFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entryChunks = compilation.entrypoints.get(entryName)?.chunks ?? [];
  const seen = new Set(entryChunks);
  const files = new Set();
  const queue = [...entryChunks];
  const visit = (chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    queue.push(chunk);
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  };
  // The entry's own `import()`s run at start-up as well (the shell imports its libraries one per
  // task), so their chunks are as certain as the entry's; imports further down are not followed.
  for (const chunk of entryChunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      // The entry chunk also holds a `provide-module` per singleton, whose blocks lead to every
      // shared package whether start-up needs it or not; only the app's own code counts here.
      if (!module.type.startsWith('javascript/')) continue;
      for (const block of module.blocks) {
        for (const blockChunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
          visit(blockChunk);
        }
      }
    }
  }
  while (queue.length > 0) {
    const chunk = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      for (const block of module.blocks) {
        for (const fallbackChunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
          visit(fallbackChunk);
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
