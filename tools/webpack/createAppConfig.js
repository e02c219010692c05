// @ts-check
/**
 * The webpack configuration of every app: a base that the shell and the remotes share, and one
 * small function each for what differs. In production each app builds twice, for the browser and
 * for Node (server rendering, docs/decisions/004-server-rendering.md): `[browser, server]`.
 */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { StylesheetListPlugin } = require('./stylesheetList');
const { StartAfterPaintPlugin } = require('./startAfterPaintPlugin');
const { SearchTextPlugin } = require('./searchText');
const { OneShareRuntimePlugin } = require('./oneShareRuntime');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ProvideSharedPlugin } = require('@module-federation/enhanced');
const { remoteFederation, hostFederation, hostProvides } = require('./federation');
const { assetRule, cssLoader, localIdent, swcRule } = require('./loaders');
const { shellChunks } = require('./shellChunks');
const { siteFolder } = require('@azi/server/siteFolder');
const { SERVER_PROVIDED } = require('@azi/server/serverProvided');

const REPO = path.resolve(__dirname, '../..');
const SHELL_DEV_PORT = 3000;

/**
 * The version of the federation runtime this build carries (the shell lends it to the remotes):
 * the shell's server build reports it, and a release is checked against it.
 */
const FEDERATION_RUNTIME_VERSION = require(
  path.join(path.dirname(require.resolve('@module-federation/runtime-core')), '../package.json'),
).version;

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
 *   optimization?: import('webpack').Configuration['optimization'] }} options
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

/**
 * The shell in the browser: the page itself (index.html), written to SITE_DIR/shell (site/shell),
 * served from / (it answers deep routes such as /en/mobile/investor, so assets need an absolute base).
 * @param {{ appDir: string, kind: AppKind, pkg: any, production: boolean, requestedOutput: string | undefined, shellFiles: ShellFiles }} options
 */
function shellBrowserConfig({ appDir, kind, pkg, production, requestedOutput, shellFiles }) {
  const siteDir = siteFolder(REPO);
  return browserBase({
    appDir,
    kind,
    production,
    outputPath: requestedOutput ? path.resolve(requestedOutput) : path.join(siteDir, 'shell'),
    publicPath: '/',
    federation: hostFederation(shellFiles.runtimePlugins),
    // In production the shell keeps its earlier files: they are content-hashed (no clash), and
    // pages already open in browsers, or rendered a moment before a new shell build, may still ask
    // for them (tools/build-all.mjs prunes old ones). ssr/ is the server build's, written beside.
    clean: production ? false : { keep: /^ssr\// },
    // The shell proxies to the site server.
    proxyPaths: ['/api-official-web', '/remotes.json', '/config.json'],
    plugins: [
      new ProvideSharedPlugin({ provides: hostProvides(pkg, shellFiles.sharedOnDemand) }),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        scriptLoading: 'defer',
        favicon: './public/favicon.svg',
        inject: 'body',
      }),
      // main.js runs once the server's HTML is painted (the shell's start script).
      new StartAfterPaintPlugin({ source: shellFiles.startScript, minify: production }),
      // The server inlines exactly this build's CSS (earlier builds' files stay in the folder a while).
      new StylesheetListPlugin(),
    ],
    // The shell's shared modules in a few chunks rather than one each (tools/webpack/shellChunks.js).
    optimization: production ? shellChunks : {},
  });
}

/**
 * A remote in the browser: one exposed module and its manifest, written to its dist/ or, in a
 * release (--env outputPath=… publicPath=/remotes/<name>/<version>/), to its versioned folder,
 * so the browser and the server build name its assets with the same URLs.
 * @param {{ appDir: string, kind: AppKind, pkg: any, production: boolean, requestedOutput: string | undefined, env: Record<string, unknown> }} options
 */
function remoteBrowserConfig({ appDir, kind, pkg, production, requestedOutput, env }) {
  // The dev server of a remote serves it at its own origin (also at deep URLs when it runs alone).
  const productionPublicPath = typeof env.publicPath === 'string' ? env.publicPath : 'auto';
  return browserBase({
    appDir,
    kind,
    production,
    outputPath: requestedOutput ? path.resolve(requestedOutput) : path.join(appDir, 'dist'),
    publicPath: production ? productionPublicPath : `http://localhost:${kind.devPort}/`,
    federation: remoteFederation(pkg, kind.name, { production }),
    clean: { keep: /^ssr\// },
    // A remote running alone needs only the API.
    proxyPaths: ['/api-official-web'],
    // The text it declares for the site search, beside its manifest; and, in development, its own
    // page for running it alone.
    plugins: [
      new SearchTextPlugin({ appDir, remote: kind.name }),
      ...(production
        ? []
        : [
            new HtmlWebpackPlugin({
              template: path.join(REPO, 'tools/webpack/standalone.html'),
              scriptLoading: 'defer',
              inject: 'body',
            }),
          ]),
    ],
    // A package that one chunk alone uses travels in that chunk instead of a numbered file of its
    // own: the shell's prefetch of a section tells chunks apart by their names (text-<lang>,
    // later-…: shell/src/remotes/remoteFiles.ts), which a package split off would not carry, and a
    // click then waits for one file less.
    optimization: production ? { splitChunks: { cacheGroups: { defaultVendors: false } } } : {},
  });
}

/**
 * The Node build of an app, for rendering on the server: the shell's renderer (shell/src/server/
 * renderPage.tsx) or a remote's module. One file, CommonJS, no federation: React and the other
 * singletons come from the server's own node_modules, and a remote takes `@azi/shared` from the
 * shell's renderer (the server hands it over), so every page has one copy of each. CSS modules
 * give only their class names; assets keep the browser build's URLs without being written twice.
 * @param {{ appDir: string, kind: AppKind, isShell: boolean, outputPath: string, publicPath: string }} options
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

/**
 * @typedef {object} AppOptions
 * @property {string} appDir the app's folder
 * @property {'shell' | 'remote'} kind
 * @property {Record<string, unknown>} env webpack's --env: a release passes outputPath and publicPath
 * @property {{ mode?: string, outputPath?: string }} argv webpack's argv
 * @property {ShellFiles} [shellFiles] the shell's own files its build needs (the shell only)
 */

/**
 * Files of the shell that its build needs, named by the shell's webpack.config.js so that these
 * helpers never reach into an app's sources (the apps' configs import tools/webpack, one way).
 * @typedef {object} ShellFiles
 * @property {string[]} runtimePlugins federation runtime plugins: one lends the shell's runtime to
 *   remotes built with externalRuntime, one keeps it from linking style sheets the server inlined
 * @property {string} startScript the script that starts main.js after the first paint
 * @property {readonly string[]} [sharedOnDemand] modules of @azi/shared the shell lends on demand
 *   rather than in its main bundle (federation.js, hostProvides)
 */

/** @param {ShellFiles | undefined} shellFiles @returns {ShellFiles} */
function requireShellFiles(shellFiles) {
  if (!shellFiles) throw new Error("the shell's webpack config must name its shellFiles");
  return shellFiles;
}

/** @param {AppOptions} options @returns {import('webpack').Configuration} */
function createAppConfig({ appDir, kind, env, argv, shellFiles }) {
  const pkg = require(path.join(appDir, 'package.json'));
  const isShell = kind === 'shell';
  const production = argv.mode !== 'development';
  /** @type {AppKind} */
  const app = isShell
    ? {
        name: 'shell',
        appPrefix: 'shell',
        devPort: SHELL_DEV_PORT,
        serverEntry: './src/server/renderPage.tsx',
        serverEntryName: 'render',
      }
    : {
        name: pkg.federation.name,
        appPrefix: pkg.federation.name.replace('mfe_', ''),
        devPort: pkg.federation.devPort,
        serverEntry: './src/module.ts',
        serverEntryName: 'module',
      };
  // --env outputPath (a release): webpack-cli's own --output-path would also move the server build.
  const requestedOutput = typeof env.outputPath === 'string' ? env.outputPath : argv.outputPath;
  const browser = isShell
    ? shellBrowserConfig({
        appDir,
        kind: app,
        pkg,
        production,
        requestedOutput,
        shellFiles: requireShellFiles(shellFiles),
      })
    : remoteBrowserConfig({ appDir, kind: app, pkg, production, requestedOutput, env });
  if (!production) return browser;
  const output = /** @type {{ path: string, publicPath: string }} */ (browser.output);
  return /** @type {any} */ ([
    browser,
    serverConfig({ appDir, kind: app, isShell, outputPath: output.path, publicPath: output.publicPath }),
  ]);
}

module.exports = { createAppConfig, localIdent, REPO };
