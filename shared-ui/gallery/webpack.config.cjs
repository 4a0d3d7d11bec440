const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const GALLERY_PORT = 3100;

/** The component gallery: a standalone page showing every shared-ui component in its states. */
module.exports = (_env, argv) => ({
  mode: argv.mode ?? 'development',
  entry: path.resolve(__dirname, 'main.tsx'),
  output: {
    path: path.resolve(__dirname, '../dist/gallery'),
    filename: '[name].[contenthash].js',
    publicPath: '/',
    clean: true,
  },
  devtool: argv.mode === 'production' ? false : 'eval-source-map',
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
  module: {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: {
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
            },
          },
        },
      },
      { test: /\.css$/, type: 'asset/source' },
    ],
  },
  plugins: [new HtmlWebpackPlugin({ template: path.resolve(__dirname, 'index.html') })],
  performance: { hints: false },
  devServer: {
    port: GALLERY_PORT,
    historyApiFallback: true,
    hot: false,
    client: { overlay: true },
  },
});
