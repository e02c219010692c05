// @ts-check
/**
 * How the shell's production build groups the shared modules it provides into chunks.
 * - Code and CSS modules' class maps: one chunk (azi-shared) instead of one each (~30 tiny files,
 *   a script element and a request apiece, before the page can hydrate; decision 007).
 * - The words shared modules import as JSON: one chunk per folder, so two modules that use the same
 *   words (the alert form and the alert rules) name one file. Split with each module, they were two
 *   files of identical content, and a page that needs both fetched both.
 */
const path = require('node:path');

const SHARED_SRC = path.resolve(__dirname, '../../shared/src');

/**
 * The chunk name of a shared module's words: its folder under shared/src (validation/alertLocales
 * → shared-validation-alertLocales).
 * @param {import('webpack').Module} module
 */
function sharedWordsChunk(module) {
  const resource = /** @type {{ resource?: string }} */ (module).resource ?? '';
  return `shared-${path.relative(SHARED_SRC, path.dirname(resource)).split(path.sep).join('-')}`;
}

/** @type {import('webpack').Configuration['optimization']} */
const shellChunks = {
  splitChunks: {
    cacheGroups: {
      aziShared: {
        test: /[\\/]shared[\\/]src[\\/].*\.(tsx?|module\.css)$/,
        name: 'azi-shared',
        chunks: 'async',
        enforce: true,
        priority: 20,
      },
      sharedWords: {
        test: /[\\/]shared[\\/]src[\\/].*\.json$/,
        name: sharedWordsChunk,
        chunks: 'async',
        enforce: true,
        priority: 20,
      },
    },
  },
};

module.exports = { shellChunks };
