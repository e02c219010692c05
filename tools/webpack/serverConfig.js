// @ts-check
/**
 * The Node build of an app, for server rendering (docs/decisions/004-server-rendering.md): apart
 * from the browser builds because it shares none of their plugins or output.
 */
const path = require('node:path');
const webpack = require('webpack');
const { assetRule, cssLoader, swcRule } = require('./loaders');
const { SERVER_PROVIDED } = require('@azi/server/serverProvided');

/**
 * The version of the federation runtime this build carries (the shell lends it to the remotes):
 * the shell's server build reports it, and a release is checked against it.
 */
const FEDERATION_RUNTIME_VERSION = require(
  path.join(path.dirname(require.resolve('@module-federation/runtime-core')), '../package.json'),
).version;

/**
 * The Node build of an app, for rendering on the server: the shell's renderer (shell/src/server/
 * renderPage.tsx) or a remote's module. One file, CommonJS, no federation: React and the other
 * singletons come from the server's own node_modules, and a remote takes `@azi/shared` from the
 * shell's renderer (the server hands it over), so every page has one copy of each. CSS modules
 * give only their class names; assets keep the browser build's URLs without being written twice.
 * @param {{ appDir: string, kind: import('./browserBase').AppKind, isShell: boolean, outputPath: string, publicPath: string }} options
 * @returns {import('webpack').Configuration}
 */
function serverConfig({ appDir, kind, isShell, outputPath, publicPath }) {
  return {
    name: isShell ? 'shell-server' : 'remote-server',
    context: appDir,
    mode: 'production',
    target: 'node20',
    devtool: false,
    entry: { [kind.serverEntryName]: kind.serverEntry },
    output: {
      path: path.join(outputPath, 'ssr'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      publicPath,
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    externals: [
      ({ request }, callback) => {
        if (!request) return callback();
        const bare = request
          .split('/')
          .slice(0, request.startsWith('@') ? 2 : 1)
          .join('/');
        if (SERVER_PROVIDED.includes(bare)) return callback(undefined, `commonjs ${request}`);
        if (!isShell && request.startsWith('@azi/shared/') && !request.endsWith('.css'))
          return callback(undefined, `commonjs ${request}`);
        return callback();
      },
    ],
    module: {
      rules: [swcRule(true), { test: /\.css$/, use: cssLoader(kind.appPrefix, true, true) }, assetRule(false)],
    },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({
        __SERVER__: 'true',
        __FEDERATION_RUNTIME__: JSON.stringify(FEDERATION_RUNTIME_VERSION),
      }),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { serverConfig };
