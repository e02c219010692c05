// @ts-check
/**
 * The webpack configuration of every app: a base that the shell and the remotes share
 * (browserBase.js), and one small function each for what differs. In production each app builds
 * twice, for the browser and for Node (server rendering, docs/decisions/004-server-rendering.md,
 * serverConfig.js): `[browser, server]`.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { StylesheetListPlugin } = require('./stylesheetList');
const { StartAfterPaintPlugin } = require('./startAfterPaintPlugin');
const { SearchTextPlugin } = require('./searchText');
const { ProvideSharedPlugin } = require('@module-federation/enhanced');
const { remoteFederation, hostFederation, hostProvides } = require('./federation');
const { localIdent } = require('./loaders');
const { shellChunks } = require('./shellChunks');
const { browserBase } = require('./browserBase');
const { serverConfig } = require('./serverConfig');
const { siteFolder } = require('@azi/server/siteFolder');

const REPO = path.resolve(__dirname, '../..');
const SHELL_DEV_PORT = 3000;

/** @typedef {import('./browserBase').AppKind} AppKind */

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
    buildTimeModules: shellFiles.buildTimeModules,
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
 *   remotes built with externalRuntime, one cuts a section's loading into tasks, one fills the share
 *   scope when the first section is asked for
 * @property {string} startScript the script that starts main.js after the first paint
 * @property {readonly string[]} [sharedOnDemand] modules of @azi/shared the shell lends on demand
 *   rather than in its main bundle (federation.js, hostProvides)
 * @property {string[]} [buildTimeModules] modules whose values its browser bundle carries instead of
 *   their code (buildTimeValues.js)
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
