#!/usr/bin/env node
// Runs after the production build (npm run build): renders the signed-out sign-in screen with
// react-dom/server and writes it into dist/index.html, so a visitor's first paint is the real
// screen and React hydrates it instead of painting it again (ARCHITECTURE.md §7's landing budget).
// The splash moves into a <template> that the inline chooseFirstScreen script swaps in when the
// pre-rendered screen is not the right one (a stored session, another path).
const fs = require('node:fs');
const path = require('node:path');
const { minifySync } = require('@swc/core');
const { swcOptions } = require('../../scripts/webpack/createAppConfig.cjs');

const SHELL_DIR = path.join(__dirname, '..');
const OUT_DIR = path.join(SHELL_DIR, 'node_modules', '.cache', 'prerender');
const INDEX_HTML = path.join(SHELL_DIR, 'dist', 'index.html');
// index.html's first-screen script: a plain browser script, inlined as it is.
const FIRST_SCREEN_JS = path.join(SHELL_DIR, 'src', 'app', 'firstScreen.js');
const ROOT_ELEMENT = /<div id="root">([\s\S]*)<\/div>(\s*)<\/body>/;

// Packages run from node_modules as Node loads them; the workspace's own TypeScript is bundled.
const EXTERNAL =
  /^(react|react-dom|react-redux|react-router|react-router-dom|styled-components|@reduxjs\/toolkit|@supabase\/supabase-js|react-toastify)(\/.*)?$/;

function compile() {
  const webpack = require(require.resolve('webpack', { paths: [SHELL_DIR] }));
  const compiler = webpack({
    mode: 'production',
    target: 'node',
    context: SHELL_DIR,
    entry: { prerender: './src/prerender/renderSignedOutScreen.tsx' },
    output: { path: OUT_DIR, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'] },
    externals: [
      ({ request }, callback) =>
        EXTERNAL.test(request ?? '') ? callback(undefined, `commonjs ${request}`) : callback(),
    ],
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          // The browser build's options, so both compile the components alike.
          use: { loader: 'swc-loader', options: swcOptions(true) },
        },
        { test: /\.(png|jpe?g|svg|webp|gif)$/i, type: 'asset/inline' },
      ],
    },
    // One file: the lazily imported screens stay lazy (never evaluated) without separate chunks.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    stats: 'errors-warnings',
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve(path.join(OUT_DIR, 'prerender.cjs'));
    });
  });
}

/**
 * index.html's inline scripts, minified: they are the source of functions the prerender bundle
 * holds unminified (comments and all, 18 KB for the first-screen script), and the browser compiles
 * an inline script on the main thread, in the task that paints a returning user's first screen
 * (issue #18).
 */
function minifyInlineScripts(html) {
  return html.replace(/<script>([\s\S]*?)<\/script>/g, (_, code) => {
    const { code: minified } = minifySync(code, {
      compress: true,
      mangle: true,
      format: { comments: false },
    });
    return `<script>${minified}</script>`;
  });
}

async function main() {
  process.env.NODE_ENV = 'production';
  const bundle = await compile();
  const { renderSignedOutScreen, firstScreenHead, firstScreenScript, PRERENDERED_PATHS } = require(
    bundle,
  );
  const index = fs.readFileSync(INDEX_HTML, 'utf8');
  if (index.includes('data-prerendered')) {
    throw new Error(`${INDEX_HTML} is pre-rendered already; build the shell again first.`);
  }
  const match = ROOT_ELEMENT.exec(index);
  if (match === null) throw new Error(`${INDEX_HTML} has no <div id="root"> at the end of <body>.`);
  const [, splash, space] = match;
  const screen = renderSignedOutScreen(PRERENDERED_PATHS[0]);
  const body =
    `<div id="root" data-prerendered="${PRERENDERED_PATHS[0]}">${screen.html}</div>` +
    `<template id="boot-splash">${splash}</template>` +
    `<script>${firstScreenScript()}</script>${space}</body>`;
  const html = minifyInlineScripts(
    index
      .replace(ROOT_ELEMENT, () => body)
      .replace(
        '</head>',
        () =>
          `${firstScreenHead(fs.readFileSync(FIRST_SCREEN_JS, 'utf8'))}${screen.styleTags}</head>`,
      ),
  );
  fs.writeFileSync(INDEX_HTML, html);
  const kb = (text) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`;
  console.log(
    `prerender: ${PRERENDERED_PATHS.join(', ')} into dist/index.html (markup ${kb(screen.html)}, styles ${kb(screen.styleTags)})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
