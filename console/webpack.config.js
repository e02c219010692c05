// @ts-check
/**
 * The console's own build: one browser bundle, no federation and no server build (it is never
 * rendered on the server and never loaded by public pages). Written out into SITE_DIR/console/,
 * served by server/src/consoleRoutes.ts under /admin/.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { siteFolder } = require('@azi/server/siteFolder');
const { assetRule, cssLoader, swcRule } = require('../tools/webpack/loaders');

const REPO = path.resolve(__dirname, '..');
const SITE_DIR = siteFolder(REPO);

/** @type {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration} */
module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    name: 'console',
    context: __dirname,
    mode: production ? 'production' : 'development',
    target: 'web',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { console: './src/main.tsx' },
    output: {
      path: path.join(SITE_DIR, 'console'),
      publicPath: '/admin/',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        swcRule(production),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, cssLoader('console', production, false)] },
        assetRule(),
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer' }),
      new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:10].css' : '[name].css' }),
    ],
    optimization: { moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: 3010,
      historyApiFallback: { index: '/admin/index.html' },
      devMiddleware: { publicPath: '/admin/' },
      proxy: [{ context: ['/api-official-web', '/documents'], target: 'http://localhost:8080' }],
    },
  };
};
