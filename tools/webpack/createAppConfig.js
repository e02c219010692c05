// @ts-check
const { createHash } = require('node:crypto');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { remoteFederation, hostFederation } = require('./federation');

const REPO = path.resolve(__dirname, '../..');

/** Packages the server owns: one copy in the server's process, shared by the shell's and every remote's server build. */
const SERVER_SINGLETONS = ['react', 'react-dom', 'react-router', 'i18next', 'react-i18next'];

/**
 * Class names of CSS modules, the same in every build that contains the file: a shared UI
 * module's styles carry the same names whichever app's copy the browser loaded, and the server
 * build draws exactly the names the browser build styles (no hydration mismatch).
 * @param {string} appPrefix
 * @param {boolean} production
 */
function localIdent(appPrefix, production) {
  /** @param {{ resourcePath: string }} context @param {string} _name @param {string} localName */
  return (context, _name, localName) => {
    const relative = path.relative(REPO, context.resourcePath).split(path.sep).join('/');
    const prefix = relative.startsWith('shared/') ? 'shared' : appPrefix;
    if (!production) return `${prefix}_${path.basename(relative, '.module.css')}_${localName}`;
    const hash = createHash('sha256').update(`${relative}#${localName}`).digest('base64url').slice(0, 6);
    return `${prefix}_${hash}`;
  };
}

/** @param {'shell' | 'remote'} kind */
function swcRule(kind, production) {
  void kind;
  return {
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
  };
}

/**
 * The Node build of an app, for rendering on the server: the shell's renderer (shell/src/server/
 * renderPage.tsx) or a remote's module. One file, CommonJS, no federation: React and the other
 * singletons come from the server's own node_modules, and a remote takes `@azi/shared` from the
 * shell's renderer (the server hands it over), so every page has one copy of each. CSS modules
 * give only their class names; assets keep the browser build's URLs without being written twice.
 * @param {{ appDir: string, kind: 'shell' | 'remote', outputPath: string, publicPath: string, appPrefix: string }} options
 * @returns {import('webpack').Configuration}
 */
function createServerConfig({ appDir, kind, outputPath, publicPath, appPrefix }) {
  const entryName = kind === 'shell' ? 'render' : 'module';
  return {
    name: `${kind}-server`,
    context: appDir,
    mode: 'production',
    target: 'node20',
    devtool: false,
    entry: { [entryName]: kind === 'shell' ? './src/server/renderPage.tsx' : './src/module.ts' },
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
        const bare = request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');
        if (SERVER_SINGLETONS.includes(bare) || bare === 'jsdom') return callback(undefined, `commonjs ${request}`);
        if (kind === 'remote' && request.startsWith('@azi/shared/') && !request.endsWith('.css')) return callback(undefined, `commonjs ${request}`);
        return callback();
      },
    ],
    module: {
      rules: [
        swcRule(kind, true),
        {
          test: /\.css$/,
          use: {
            loader: 'css-loader',
            options: {
              modules: {
                auto: /\.module\.css$/,
                exportOnlyLocals: true,
                getLocalIdent: localIdent(appPrefix, true),
                namedExport: false,
                exportLocalsConvention: 'as-is',
              },
            },
          },
        },
        { test: /\.(png|jpe?g|webp|svg|gif|ico)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({ __SERVER__: 'true' }),
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
 * @property {Record<string, unknown>} env webpack's --env
 * @property {{ mode?: string, outputPath?: string }} argv webpack's argv
 */

/** @param {AppOptions} options @returns {import('webpack').Configuration} */
function createAppConfig({ appDir, kind, env, argv }) {
  const browser = createBrowserConfig({ appDir, kind, env, argv });
  if (argv.mode === 'development') return browser;
  const appPrefix = kind === 'shell' ? 'shell' : require(path.join(appDir, 'package.json')).federation.name.replace('mfe_', '');
  const server = createServerConfig({
    appDir,
    kind,
    outputPath: /** @type {string} */ (browser.output?.path),
    publicPath: /** @type {string} */ (browser.output?.publicPath),
    appPrefix,
  });
  return /** @type {any} */ ([browser, server]);
}

/** @param {AppOptions} options @returns {import('webpack').Configuration} */
function createBrowserConfig({ appDir, kind, env, argv }) {
  const pkg = require(path.join(appDir, 'package.json'));
  const production = argv.mode !== 'development';
  const federationName = kind === 'shell' ? 'shell' : pkg.federation.name;
  const devPort = kind === 'shell' ? 3000 : pkg.federation.devPort;
  // --env outputPath (a release): webpack-cli's own --output-path would also move the server build.
  const requestedOutput = typeof env.outputPath === 'string' ? env.outputPath : argv.outputPath;
  const outputPath = requestedOutput
    ? path.resolve(requestedOutput)
    : kind === 'shell'
      ? path.join(process.env.SITE_DIR ? path.resolve(process.env.SITE_DIR) : path.join(REPO, 'site'), 'shell')
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
      // A release builds a remote for its versioned folder (--env publicPath=/remotes/<name>/<version>/),
      // so the browser and the server build name its assets with the same URLs.
      // The dev server of a remote serves it at its own origin (also at deep URLs when it runs alone).
      publicPath: kind === 'shell' ? '/' : production ? (typeof env.publicPath === 'string' ? env.publicPath : 'auto') : `http://localhost:${devPort}/`,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: federationName,
      // ssr/ is the server build's, written beside this one. The shell keeps its earlier files:
      // they are content-hashed (no clash), and pages already open in browsers, or rendered a
      // moment before a new shell build, may still ask for them. tools/build-all.mjs prunes old ones.
      clean: kind === 'shell' && production ? false : { keep: /^ssr\// },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
    },
    module: {
      rules: [
        swcRule(kind, production),
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: 'css-loader',
              options: {
                modules: {
                  auto: /\.module\.css$/,
                  getLocalIdent: localIdent(federationName.replace('mfe_', ''), production),
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
      new webpack.DefinePlugin({ __SERVER__: 'false' }),
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
      // The shell provides every shared module it uses; one chunk for them instead of one each
      // (~30 tiny files, a script element and a request apiece, before the page can hydrate).
      ...(kind === 'shell' && production
        ? { splitChunks: { cacheGroups: { aziShared: { test: /[\\/]shared[\\/]src[\\/].*\.tsx?$/, name: 'azi-shared', chunks: 'async', enforce: true, priority: 20 } } } }
        : {}),
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
  
  return config;
}

module.exports = { createAppConfig, createServerConfig, localIdent, REPO };
