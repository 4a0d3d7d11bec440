#!/usr/bin/env node
// Runs webpack-cli with the webpack the calling app depends on. Another workspace may hoist a newer
// webpack to the root, and @module-federation/enhanced still requires a module webpack 5.112 moved;
// both the CLI and the federation plugin must use the app's own copy, or the build mixes the two.
const appDir = process.cwd();
const webpackMain = require.resolve('webpack', { paths: [appDir] });
process.env.WEBPACK_PACKAGE ??= webpackMain;
process.env.FEDERATION_WEBPACK_PATH ??= webpackMain;
require(require.resolve('webpack-cli/bin/cli.js', { paths: [appDir] }));
