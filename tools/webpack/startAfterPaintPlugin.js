// @ts-check
/**
 * The shell's page starts its main script after the first paint (the shell names the script's source):
 * this plugin builds that small script on its own (TypeScript through swc, no webpack runtime, no
 * federation), writes it as `start.<hash>.js`, and rewrites the page's script tags:
 *   <script defer src=/main.X.js>  ->  <link rel=preload as=script fetchpriority=low href=/main.X.js> (head)
 *                                      <script defer src=/start.Y.js data-start=/main.X.js>        (body)
 * The preload fetches main.js as early as before (at low priority, behind the CSS and the hero
 * image); only its execution waits until the server's HTML is on screen.
 */
const path = require('node:path');
const { createHash } = require('node:crypto');
const { Compilation, sources } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * The start script as a classic script: its TypeScript and the leaf modules it imports
 * (`earlyClicksGlobal.ts`, shared with the shell) bundled by esbuild into one function whose
 * exports (there for the unit tests) go nowhere. Returns the code and the files it was built from.
 * @param {string} source @param {boolean} minify
 * @returns {{ code: string, inputs: string[] }}
 */
function buildStartScript(source, minify) {
  const esbuild = require('esbuild');
  const result = esbuild.buildSync({
    entryPoints: [source],
    bundle: true,
    format: 'iife',
    target: 'es2019',
    minify,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`StartAfterPaintPlugin: esbuild wrote nothing for ${source}`);
  return { code: output.text, inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(input)) };
}

class StartAfterPaintPlugin {
  /** @param {{ source: string, minify?: boolean }} options source: the start script's TypeScript file */
  constructor({ source, minify = true }) {
    this.source = source;
    this.minify = minify;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartAfterPaintPlugin', (compilation) => {
      /** @type {string | undefined} */
      let file;
      compilation.fileDependencies.add(this.source);
      compilation.hooks.processAssets.tap(
        { name: 'StartAfterPaintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { code, inputs } = buildStartScript(this.source, this.minify);
          for (const input of inputs) compilation.fileDependencies.add(input);
          const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
          file = `start.${hash}.js`;
          compilation.emitAsset(file, new sources.RawSource(code), { immutable: true, minimized: true });
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartAfterPaintPlugin', (groups) => {
        if (!file) throw new Error('StartAfterPaintPlugin: the start script was not built');
        const publicPath =
          typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const deferred = groups.bodyTags.filter(
          (tag) => tag.tagName === 'script' && tag.attributes.defer && typeof tag.attributes.src === 'string',
        );
        if (deferred.length === 0) return groups;
        const mains = deferred.map((tag) => /** @type {string} */ (tag.attributes.src));
        for (const src of mains) {
          groups.headTags.push({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'StartAfterPaintPlugin' },
            attributes: { rel: 'preload', as: 'script', fetchpriority: 'low', href: src },
          });
        }
        groups.bodyTags = groups.bodyTags.filter((tag) => !deferred.includes(tag));
        groups.bodyTags.push({
          tagName: 'script',
          voidTag: false,
          meta: { plugin: 'StartAfterPaintPlugin' },
          attributes: { defer: true, src: `${publicPath}${file}`, 'data-start': mains.join(' ') },
        });
        return groups;
      });
    });
  }
}

module.exports = { StartAfterPaintPlugin, buildStartScript };
