// @ts-check
/**
 * The loaders every app's build uses, the site's apps (createAppConfig.js) and the console alike:
 * TypeScript and JSX through swc, CSS with CSS modules under stable class names, pictures and
 * fonts as files.
 */
const { createHash } = require('node:crypto');
const path = require('node:path');

const REPO = path.resolve(__dirname, '../..');

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

/** @param {boolean} production */
function swcRule(production) {
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
 * css-loader's options for CSS modules (plain .css files stay global).
 * @param {string} appPrefix @param {boolean} production @param {boolean} exportOnlyLocals
 */
function cssLoader(appPrefix, production, exportOnlyLocals) {
  return {
    loader: 'css-loader',
    options: {
      modules: {
        auto: /\.module\.css$/,
        ...(exportOnlyLocals ? { exportOnlyLocals: true } : {}),
        getLocalIdent: localIdent(appPrefix, production),
        namedExport: false,
        exportLocalsConvention: 'as-is',
      },
    },
  };
}

/** Pictures as files of their own; `emit: false` where another build of the same app writes them. */
function assetRule(emit = true) {
  return {
    test: /\.(png|jpe?g|webp|svg|gif|ico)$/,
    type: /** @type {const} */ ('asset/resource'),
    ...(emit ? {} : { generator: { emit: false } }),
  };
}

module.exports = { assetRule, cssLoader, localIdent, swcRule };
