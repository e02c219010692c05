// @ts-check
/**
 * Writes `search-text.json` beside a remote's manifest (issue 40): the searchable text the remote
 * declares, resolved from its own text. A remote names, in `src/searchText.json`, each page (and
 * anchored section) with the keys of its heading and its text in its locale files:
 *   { "entries": [{ "page": "service", "anchor": "insure", "heading": "insurance.title",
 *                   "text": ["insurance.lead", "insurance.paragraphs"] }] }
 * A text key may name a whole subtree (every string in it, in order). Values to fill in
 * ({{count}}) are left out. A key `content:<kind>.<field>` names the words of a content kind's
 * choice, every value's (shared/src/content/contentLabels.ts: those the pages show and those
 * visitors also type), so an archive page is found by the types its selector offers. The site
 * reads the file when the version goes live, never the remote's code
 * (server/src/search/remoteSearchText.ts), and checks it like any upload.
 */
const fs = require('node:fs');
const path = require('node:path');
const { Compilation, sources } = require('webpack');

const { buildTimeExports } = require('./buildTimeValues');

const LANGS = ['zh', 'hk', 'en'];
const CONTENT_LABELS_FILE = path.resolve(__dirname, '../../shared/src/content/contentLabels.ts');
/** @type {Record<string, { choices?: Record<string, Record<string, Record<string, unknown>>> }> | undefined} */
let contentLabels;

/**
 * The words of every value of a kind's choice in `lang`, or undefined when the kind has no such
 * choice: shared's choiceSearchWords, which a build helper may not import (the layers), over the
 * labels' data.
 * @param {string} key `content:<kind>.<field>` @param {string} lang
 */
function contentChoiceWords(key, lang) {
  contentLabels ??= /** @type {any} */ (buildTimeExports(CONTENT_LABELS_FILE, ['CONTENT_LABELS'])[0]?.[1]);
  const [kind = '', field = ''] = key.slice('content:'.length).split('.');
  const values = contentLabels?.[kind]?.choices?.[field];
  if (!values) return undefined;
  return Object.values(values).flatMap((labels) => {
    const also = /** @type {Record<string, string> | undefined} */ (labels.searchAlso);
    return [labels[lang], also?.[lang]].filter((word) => typeof word === 'string');
  });
}
const FILE = 'search-text.json';

/** @param {unknown} tree @param {string} key */
function lookUp(tree, key) {
  /** @type {any} */
  let node = tree;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? node[part] : undefined;
  return node;
}

/** Every string under `node`, in order. @param {unknown} node @param {string[]} out */
function strings(node, out = []) {
  if (typeof node === 'string')
    out.push(
      node
        .replace(/\{\{[^}]*\}\}/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  else if (Array.isArray(node)) for (const item of node) strings(item, out);
  else if (node && typeof node === 'object') for (const value of Object.values(node)) strings(value, out);
  return out.filter(Boolean);
}

/**
 * The file's content for the remote in `appDir`. Throws, naming the key, when a declared key is
 * missing in a language: a build never ships a declaration that says less than it meant.
 * @param {string} appDir @param {string} remote
 */
function resolveSearchText(appDir, remote) {
  contentLabels = undefined; // read afresh for each build (watch mode)
  const declaration = JSON.parse(fs.readFileSync(path.join(appDir, 'src/searchText.json'), 'utf8'));
  /** @type {Record<string, unknown>} */
  const text = Object.fromEntries(
    LANGS.map((lang) => [lang, JSON.parse(fs.readFileSync(path.join(appDir, 'src/locales', `${lang}.json`), 'utf8'))]),
  );
  const entries = declaration.entries.map(
    (/** @type {{ page: string, anchor?: string, heading: string, text: string[] }} */ entry) => {
      /** @type {Record<string, string>} */
      const heading = {};
      /** @type {Record<string, string>} */
      const body = {};
      for (const lang of LANGS) {
        const title = lookUp(text[lang], entry.heading);
        if (typeof title !== 'string')
          throw new Error(`${remote} searchText.json: heading ${entry.heading} is not a text in ${lang}.json`);
        heading[lang] = strings(title).join(' ');
        body[lang] = entry.text
          .map((key) => {
            const node = key.startsWith('content:') ? contentChoiceWords(key, lang) : lookUp(text[lang], key);
            if (node === undefined)
              throw new Error(
                `${remote} searchText.json: ${key} is not ${key.startsWith('content:') ? "a kind's choice with words" : `in ${lang}.json`}`,
              );
            return strings(node).join(' ');
          })
          .join(' ');
      }
      return { page: entry.page, ...(entry.anchor ? { anchor: entry.anchor } : {}), heading, text: body };
    },
  );
  return { remote, entries };
}

class SearchTextPlugin {
  /** @param {{ appDir: string, remote: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { appDir, remote } = this.options;
    compiler.hooks.thisCompilation.tap('SearchTextPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SearchTextPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(path.join(appDir, 'src/searchText.json'));
          for (const lang of LANGS) compilation.fileDependencies.add(path.join(appDir, 'src/locales', `${lang}.json`));
          compilation.fileDependencies.add(CONTENT_LABELS_FILE);
          try {
            compilation.emitAsset(FILE, new sources.RawSource(JSON.stringify(resolveSearchText(appDir, remote))));
          } catch (error) {
            compilation.errors.push(/** @type {any} */ (error));
          }
        },
      );
    });
  }
}

module.exports = { SearchTextPlugin, resolveSearchText, SEARCH_TEXT_FILE: FILE };
