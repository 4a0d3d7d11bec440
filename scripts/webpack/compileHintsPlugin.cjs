// V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has
// every function compiled as the script streams in, on a background thread, instead of each one on
// the main thread the first time it is called. Start-up calls most of what its chunks hold (React's
// renderer, the router, the store and its endpoints, supabase-js's client, the screens), and
// compiled lazily those first calls were long tasks of their own: shared-domain's evaluation 163 ms
// and supabase-js's 220 ms at Lighthouse's 4x slowdown, in one traced load (issue #18, Total
// Blocking Time). Other browsers read it as a comment.
const PLUGIN = 'CompileHintsPlugin';
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Starts every JavaScript file of the build's chunks with the compile hint. */
class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the minimizer, which drops comments, and before the content hashes are computed,
        // so a file's name still changes with its content.
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            for (const file of chunk.files) {
              if (!/\.m?js$/.test(file)) continue;
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource(COMPILE_HINT, source),
              );
            }
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT };
