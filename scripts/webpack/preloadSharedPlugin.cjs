// With `experiments.asyncStartup` the browser learns which shared singletons to fetch only after
// main.js has downloaded and run, so React, the router and the rest queue up behind it. index.html
// therefore announces, with `<link rel="preload">`, the chunks that start-up is certain to fetch: the
// chunks of the entry's own `import()`s, the chunks of the singletons all of these consume (the copy
// this build provides, else the consume's fallback), and of those their own chunks consume, and so
// on. Anything reached only through a lazy `import()` further down is left to load when it is
// needed. The signed-in start-up's own chunks (supabase-js) wait in a `<template>` for the shell's
// first-screen script, which adds them for anyone but a signed-out visitor on the sign-in screen.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'PreloadSharedPlugin';
const SIGNED_IN_CHUNK = /^signed-in/;
const SIGNED_IN_TEMPLATE_ID = 'signed-in-preloads';

/**
 * The chunks each package this build provides to the share scope loads, by share key. A consume
 * resolves to the provided copy (the host is the first and, at start-up, the only provider), whose
 * `get` loads these chunks rather than the consume's own fallback chunks: webpack emits both, with
 * the same content under different ids, so preloading the fallback would fetch a file nobody runs
 * and leave the one that runs to be found late.
 * @param {import('webpack').Compilation} compilation
 * @returns {Map<string, import('webpack').Chunk[]>}
 */
function providedChunks(compilation) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    // The share key is a field of @module-federation/enhanced's ProvideSharedModule, not public
    // API: fail the build loudly rather than quietly preload the unused twins if it goes away.
    if (typeof module._name !== 'string') {
      throw new Error(
        `${PLUGIN}: a provide-module without its share key (_name): ${module.identifier()}`,
      );
    }
    // An eagerly provided package has no async block: it is in the entry already.
    const chunks = module.blocks.flatMap(
      (block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? [],
    );
    if (chunks.length > 0) provided.set(module._name, chunks);
  }
  return provided;
}

/**
 * The files of the chunks `starts` picks (through `visit`), with the chunks of the singletons they
 * consume (providedChunks, else the fallback's), transitively.
 * @param {import('webpack').Compilation} compilation
 * @param {Set<import('webpack').Chunk>} known chunks already accounted for
 * @param {(visit: (chunk: import('webpack').Chunk) => void) => void} starts
 * @param {boolean} [walkKnown]
 */
function chunkFiles(compilation, known, starts, walkKnown = false) {
  const { chunkGraph } = compilation;
  const provided = providedChunks(compilation);
  const seen = new Set(known);
  const files = new Set();
  // The known chunks' own consumes are followed too when asked (the entry's, at start-up).
  const queue = walkKnown ? [...known] : [];
  const visit = (chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    queue.push(chunk);
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  };
  starts(visit);
  while (queue.length > 0) {
    const chunk = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const own = provided.get(module.options?.shareKey);
      if (own !== undefined) {
        for (const ownChunk of own) visit(ownChunk);
        continue;
      }
      for (const block of module.blocks) {
        for (const fallbackChunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
          visit(fallbackChunk);
        }
      }
    }
  }
  return { files: [...files].sort(), chunks: seen };
}

/** @param {import('webpack').Compilation} compilation @param {string} entryName */
function startupFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entryChunks = compilation.entrypoints.get(entryName)?.chunks ?? [];
  // The entry's own `import()`s run at start-up as well (the shell imports its libraries one per
  // task), so their chunks are as certain as the entry's; imports further down are not followed.
  const entryImports = (visit) => {
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
  };
  return chunkFiles(compilation, new Set(entryChunks), entryImports, true);
}

/**
 * What a signed-in start-up needs beyond `startup`: the chunks of every `import()` named
 * `signed-in…`, with the singletons they consume.
 * @param {import('webpack').Compilation} compilation
 * @param {Set<import('webpack').Chunk>} startup
 */
function signedInFiles(compilation, startup) {
  return chunkFiles(compilation, startup, (visit) => {
    for (const group of compilation.chunkGroups) {
      if (!SIGNED_IN_CHUNK.test(group.name ?? '')) continue;
      for (const chunk of group.chunks) visit(chunk);
    }
  }).files;
}

class PreloadSharedPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const preload = (file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${data.publicPath}${file}`,
          });
        const template = (id, files) =>
          HtmlWebpackPlugin.createHtmlTagObject(
            'template',
            { id },
            files
              .map((file) => `<link rel="preload" as="script" href="${data.publicPath}${file}">`)
              .join(''),
          );
        const startup = startupFiles(compilation, 'main');
        const signedIn = signedInFiles(compilation, startup.chunks);
        // main.js first: it starts everything, so it must not queue behind the chunks it will use.
        const isEntry = (tag) => tag.tagName === 'script';
        return {
          ...data,
          headTags: [
            ...data.headTags.filter(isEntry),
            ...startup.files.map(preload),
            ...(signedIn.length > 0 ? [template(SIGNED_IN_TEMPLATE_ID, signedIn)] : []),
            ...data.headTags.filter((tag) => !isEntry(tag)),
          ],
        };
      });
    });
  }
}

module.exports = { PreloadSharedPlugin };
