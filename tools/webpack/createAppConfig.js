// @ts-check
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { remoteFederation, hostFederation } = require('./federation');

const REPO = path.resolve(__dirname, '../..');

/**
 * @typedef {object} AppOptions
 * @property {string} appDir the app's folder
 * @property {'shell' | 'remote'} kind
 * @property {Record<string, unknown>} env webpack's --env
 * @property {{ mode?: string, outputPath?: string }} argv webpack's argv
 */

/** @param {AppOptions} options @returns {import('webpack').Configuration} */
function createAppConfig({ appDir, kind, env, argv }) {
  const pkg = require(path.join(appDir, 'package.json'));
  const production = argv.mode !== 'development';
  const federationName = kind === 'shell' ? 'shell' : pkg.federation.name;
  const devPort = kind === 'shell' ? 3000 : pkg.federation.devPort;
  const outputPath = argv.outputPath
    ? path.resolve(argv.outputPath)
    : kind === 'shell'
      ? path.join(REPO, 'site', 'shell')
      : path.join(appDir, 'dist');

  const federation =
    kind === 'shell'
      ? hostFederation(pkg, [])
      : remoteFederation(pkg, federationName);

  /** @type {import('webpack').Configuration} */
  const config = {
    context: appDir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: outputPath,
      // The shell serves deep routes (/en/mobile/investor): its assets need an absolute base.
      // A remote is served from whatever versioned folder the registry names: 'auto'.
      // The dev server of a remote serves it at its own origin (also at deep URLs when it runs alone).
      publicPath: kind === 'shell' ? '/' : production ? 'auto' : `http://localhost:${devPort}/`,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: federationName,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: 'css-loader',
              options: {
                modules: {
                  auto: /\.module\.css$/,
                  localIdentName: production ? `${federationName.replace('mfe_', '')}_[hash:base64:6]` : '[name]_[local]',
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                },
              },
            },
          ],
        },
        { test: /\.(png|jpe?g|webp|svg|gif|ico)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin(/** @type {any} */ (federation)),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      }),
      // The shell's page, and a remote's own page for running it alone during development.
      ...(kind === 'shell' || !production
        ? [
            new HtmlWebpackPlugin({
              template: kind === 'shell' ? './src/index.html' : path.join(REPO, 'tools/webpack/standalone.html'),
              scriptLoading: 'defer',
              ...(kind === 'shell' ? { favicon: './public/favicon.svg' } : {}),
              inject: 'body',
            }),
          ]
        : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: devPort,
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The shell proxies to the site server; a remote running alone needs only the API.
      proxy: [
        {
          context: kind === 'shell' ? ['/api-official-web', '/remotes.json', '/config.json'] : ['/api-official-web'],
          target: process.env.API_PROXY ?? 'http://localhost:8080',
        },
      ],
    },
  };
  void env;
  return config;
}

module.exports = { createAppConfig, REPO };
