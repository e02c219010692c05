// @ts-check
/**
 * The browser build that the shell and the remotes share (createAppConfig.js adds what differs):
 * apart so that the app configuration reads as the two kinds of app, not as webpack's options.
 */
const path = require('node:path');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { OneShareRuntimePlugin } = require('./oneShareRuntime');
const { assetRule, cssLoader, swcRule } = require('./loaders');

/**
 * react-router 7's package exports point every bundler at its development build (its issue
 * #12532: a stopgap of theirs); the production build beside it is the same code with its
 * development warnings and checks switched off. Production bundles take it by path.
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** axios's fetch adapter, which browser builds replace (see axiosNoFetchAdapter.js). */
const AXIOS_FETCH_ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;

/**
 * What tells the two kinds of app apart, read from the app's package.json.
 * @typedef {object} AppKind
 * @property {string} name federation name and uniqueName: 'shell' or the remote's (mfe_media)
 * @property {string} appPrefix first part of its CSS class names: 'shell', 'media' …
 * @property {number} devPort
 * @property {string} serverEntry the module its server build starts from
 * @property {string} serverEntryName the server build's file name, without .js
 */

/**
 * The browser build both kinds share: TypeScript, CSS modules extracted to files, content-hashed
 * names in production, deterministic ids, federation, and a dev server.
 * @param {{ appDir: string, kind: AppKind, production: boolean, outputPath: string, publicPath: string, federation: object,
 *   clean: false | { keep: RegExp }, proxyPaths: string[], plugins: import('webpack').WebpackPluginInstance[],
 *   optimization?: import('webpack').Configuration['optimization'], buildTimeModules?: string[] }} options
 * @returns {import('webpack').Configuration & { devServer: object }}
 */
function browserBase({
  appDir,
  kind,
  production,
  outputPath,
  publicPath,
  federation,
  clean,
  proxyPaths,
  plugins,
  optimization = {},
  buildTimeModules = [],
}) {
  return {
    context: appDir,
    mode: production ? 'production' : 'development',
    // Maps are built for our own debugging and never referenced from the served files (the server does not serve them).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: outputPath,
      publicPath,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: kind.name,
      clean,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: production ? { 'react-router$': REACT_ROUTER_PRODUCTION } : {},
    },
    module: {
      rules: [
        swcRule(production),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, cssLoader(kind.appPrefix, production, false)] },
        assetRule(),
        // Modules whose values the bundle carries instead of their code (buildTimeValues.js).
        ...buildTimeModules.map((file) => ({
          test: (/** @type {string} */ resource) => resource === file,
          enforce: /** @type {const} */ ('pre'),
          use: [require.resolve('./buildTimeValues')],
        })),
      ],
    },
    plugins: [
      new ModuleFederationPlugin(/** @type {any} */ (federation)),
      new OneShareRuntimePlugin(),
      new webpack.DefinePlugin({ __SERVER__: 'false' }),
      new webpack.NormalModuleReplacementPlugin(AXIOS_FETCH_ADAPTER, path.join(__dirname, 'axiosNoFetchAdapter.js')),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      }),
      ...plugins,
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // Terser may write the ES2020 the code is compiled to (swcRule), and a third pass finds a
      // little more to fold: part of keeping the home page's first view under its budget (decision 007).
      ...(production ? { minimize: { javascript: { ecma: 2020, compress: { passes: 3 } } } } : {}),
      // webpack's own CSS minimizer handles its native CSS only, not mini-css-extract's files, and
      // the server inlines these files into every page: esbuild (already the repo's) minifies them,
      // with no target, so no rule is rewritten for older browsers. '...' keeps the JavaScript one.
      ...(production
        ? { minimizer: ['...', new CssMinimizerPlugin({ minify: CssMinimizerPlugin.esbuildMinify })] }
        : {}),
      ...optimization,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: kind.devPort,
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: proxyPaths, target: process.env.API_PROXY ?? 'http://localhost:8080' }],
    },
  };
}

module.exports = { browserBase };
