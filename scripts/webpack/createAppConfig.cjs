// Webpack configuration shared by the shell and both remotes: the three differ only in name, port,
// what they expose and whether they host remotes, so one factory keeps their builds aligned.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { CompileHintsPlugin } = require('./compileHintsPlugin.cjs');
const { reactRouterAliases, sharedSingletons } = require('./sharedSingletons.cjs');
const { PortalConfigPlugin } = require('./portalConfig.cjs');
const { PreloadSharedPlugin } = require('./preloadSharedPlugin.cjs');

const swcOptions = (production) => ({
  jsc: {
    target: 'es2020',
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
  },
});

const SHARED_DOMAIN_DATA = path.join(__dirname, '..', '..', 'shared-domain', 'src', 'data');

/** The federation runtime a remote's own page loads first: its container build leaves it out. */
const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';

/**
 * The shell's start-up loads every third-party singleton but supabase-js (React, the router, the
 * store, styled-components and what they import), each shared package its own chunk: about fifteen
 * files, some under 1 KB, and some twice under two ids (a provided copy and a fallback, webpack
 * emits both). Browsers open six connections to a host over HTTP/1.1, so on a phone's network the
 * files came in four waves of a round trip each (npm run bench, issue #18). In one chunk they come
 * in one, once. supabase-js stays apart: a signed-out visitor loads it only to sign in.
 */
const STARTUP_LIBRARIES = {
  startupLibraries: {
    // Also Redux Toolkit's schema errors, which were files of a few hundred bytes, each a request
    // and a preload of its own.
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-redux|@reduxjs[\\/]toolkit|@standard-schema[\\/]utils|redux|redux-thunk|immer|reselect|use-sync-external-store|styled-components|@emotion[\\/](is-prop-valid|memoize|unitless)|stylis|tslib|shallowequal|cookie|set-cookie-parser)[\\/]/,
    chunks: 'async',
    name: 'startup-libraries',
    enforce: true,
    priority: 20,
  },
  // supabase-js and the stand-ins for its realtime and storage clients (resolve.alias below) in
  // one file; realtime-js and storage-js stay apart: they load on first use.
  supabaseClient: {
    test: /[\\/]node_modules[\\/]@supabase[\\/](?!realtime-js[\\/]|storage-js[\\/]|phoenix[\\/])|[\\/]shared-domain[\\/]src[\\/]data[\\/]lazy(Realtime|Storage)Client\.ts$/,
    chunks: 'async',
    name: 'signed-in-supabase-client',
    enforce: true,
    priority: 20,
  },
};

/**
 * Puts `<script defer src="/federation-runtime.js">` before main.js in index.html: deferred
 * scripts run in order, so the runtime is there when main.js starts.
 */
class StandaloneRuntimeTagPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StandaloneRuntimeTagPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'StandaloneRuntimeTagPlugin',
        (data) => ({
          ...data,
          headTags: [
            HtmlWebpackPlugin.createHtmlTagObject('script', {
              defer: true,
              src: `${data.publicPath}${STANDALONE_RUNTIME_FILE}`,
            }),
            ...data.headTags,
          ],
        }),
      );
    });
  }
}

/**
 * The second build of a remote's production `dist/`: `federation-runtime.js`, which puts the
 * federation runtime where the container's externalized imports read it, for the remote's own
 * page. No federation plugin here, so the runtime is bundled rather than external.
 * @param {{ appDir: string, name: string }} app
 * @param {import('webpack').Configuration['optimization']} optimization
 * @returns {import('webpack').Configuration}
 */
function standaloneRuntimeConfig(app, optimization) {
  return {
    name: `${app.name}-federation-runtime`,
    mode: 'production',
    context: app.appDir,
    target: 'web',
    entry: { 'federation-runtime': path.join(__dirname, 'federationRuntimeGlobal.mjs') },
    devtool: false,
    output: {
      path: path.join(app.appDir, 'dist'),
      filename: STANDALONE_RUNTIME_FILE,
      // The container's build cleans dist/ and keeps this file.
      clean: false,
    },
    optimization,
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * The app's own page: index.html with main.js and its preloads, and the run-time
 * portal-config.json.
 * @param {{ appDir: string, title: string, hostsRemotes?: boolean }} app
 * @param {boolean} production
 * @param {boolean} externalRuntime
 * @returns {import('webpack').WebpackPluginInstance[]}
 */
function standalonePage(app, production, externalRuntime) {
  return [
    new HtmlWebpackPlugin({
      template: path.join(app.appDir, 'public', 'index.html'),
      title: app.title,
      chunks: ['main'],
      // Each app is served from the root of its origin; deep links such as /volunteer/home get
      // the same index.html, which must not resolve main.js relative to the path.
      publicPath: '/',
      hash: production,
    }),
    // Only the production shell's index.html has the first-screen script that adds them (prerender.cjs).
    new PreloadSharedPlugin(),
    ...(externalRuntime ? [new StandaloneRuntimeTagPlugin()] : []),
    new PortalConfigPlugin({ withRemotes: Boolean(app.hostsRemotes) }),
  ];
}

/**
 * @param {{
 *   appDir: string,
 *   name: string,
 *   port: number,
 *   title: string,
 *   exposes?: Record<string, string>,
 *   runtimePlugins?: string[],
 *   hostsRemotes?: boolean,
 * }} app
 * @returns {(env: unknown, argv: { mode?: string }) =>
 *   import('webpack').Configuration | import('webpack').Configuration[]}
 */
function createAppConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // A remote's production build runs on the shell's copy of the federation runtime
    // (`externalRuntime`; the shell provides it, see
    // shell/src/lib/federation/provideFederationRuntime.ts) instead of downloading a second one
    // in remoteEntry.js, 17 KB gzipped, before the area's first screen. The remote's own page
    // loads the runtime from a second, federation-free build (standaloneRuntimeConfig).
    const externalRuntime = production && Boolean(app.exposes);
    // One minimizer per build: a multi-compiler build runs its builds side by side.
    const optimization = () => ({
      // JavaScript only: the default minimizer bundle also wires a CSS minifier that needs a newer
      // webpack than the one federation supports, and these apps ship no CSS files.
      minimizer: [
        new MinimizerPlugin({
          test: /\.[cm]?js$/,
          minify: MinimizerPlugin.terserMinify,
          minimizerOptions: { compress: { passes: 2 } },
        }),
      ],
      ...(production && app.hostsRemotes
        ? { splitChunks: { cacheGroups: STARTUP_LIBRARIES } }
        : {}),
    });
    const config = {
      mode: production ? 'production' : 'development',
      context: app.appDir,
      entry: { main: './src/index.tsx' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.appDir, 'dist'),
        // `auto` lets a remote's chunks load from wherever its manifest was fetched (3001 in
        // development, any static host in production) without rebuilding.
        publicPath: 'auto',
        uniqueName: app.name,
        // Entries keep stable names (remoteEntry.js is what the manifest points at, and the federation
        // runtime cannot hash an entry's own file name); every other chunk is content-hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: externalRuntime ? { keep: STANDALONE_RUNTIME_FILE } : true,
        // Content-hashed chunks count as immutable, and webpack skips writing one whose name already
        // exists in dist; a file edited after a build (say, formatted by a `prettier --write .` run
        // inside the package) would then be served for good, twice its minified size.
        compareBeforeEmit: false,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
        // react-router's export map names only its development build (with its warnings: 42 KB
        // gzipped where the production build is 34 KB); a production build takes the other.
        alias: {
          ...reactRouterAliases(production),
          // supabase-js's realtime and storage clients load on first use (shared-domain's
          // lazyRealtimeClient.ts and lazyStorageClient.ts, each tested against its package); a
          // stand-in reaches its package by a file path, which these exact-match aliases leave
          // alone. With the compile hints they pay (issue #45's bench, one run): a cold
          // /volunteer/home 4.79 s where 5.44 s without, 21 KB less JavaScript, TBT 118 ms not 232.
          '@supabase/realtime-js$': path.join(SHARED_DOMAIN_DATA, 'lazyRealtimeClient.ts'),
          '@supabase/storage-js$': path.join(SHARED_DOMAIN_DATA, 'lazyStorageClient.ts'),
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: swcOptions(production) },
          },
          {
            test: /\.(png|jpe?g|svg|webp|gif)$/i,
            type: 'asset',
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          runtimePlugins: app.runtimePlugins ?? [],
          // The apps run only in browsers: `target: 'web'` drops the runtime's Node.js loaders from
          // main.js, which every visitor downloads.
          experiments: {
            asyncStartup: true,
            optimization: { target: 'web' },
            ...(externalRuntime ? { externalRuntime: true } : {}),
          },
          manifest: { fileName: 'mf-manifest.json' },
          // Federated type generation would run the TypeScript compiler inside every build; the apps
          // validate what a remote returns at run time instead.
          dts: false,
        }),
        ...standalonePage(app, production, externalRuntime),
        ...(production ? [new CompileHintsPlugin()] : []),
      ],
      optimization: optimization(),
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port: app.port,
        host: 'localhost',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        client: { overlay: { errors: true, warnings: false } },
        // The shell on another port fetches each remote's manifest and chunks.
        headers: { 'Access-Control-Allow-Origin': '*' },
      },
    };
    return externalRuntime ? [config, standaloneRuntimeConfig(app, optimization())] : config;
  };
}

module.exports = { createAppConfig, swcOptions };
