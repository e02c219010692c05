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
const fs = require('node:fs');
const { createHash } = require('node:crypto');
const { Compilation, sources } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');


/**
 * The start script as a classic script: TypeScript compiled to CommonJS, wrapped so its exports
 * (there for the unit tests) go nowhere.
 * @param {string} source @param {boolean} minify
 */
function buildStartScript(source, minify) {
  const swc = require('@swc/core');
  const { code } = swc.transformSync(fs.readFileSync(source, 'utf8'), {
    filename: source,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2019', minify: minify ? { compress: true, mangle: true } : undefined },
    module: { type: 'commonjs', strict: true },
    minify,
    sourceMaps: false,
  });
  return `(function(){var exports={};${code}\n})();\n`;
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
      compilation.hooks.processAssets.tap({ name: 'StartAfterPaintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const code = buildStartScript(this.source, this.minify);
        const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
        file = `start.${hash}.js`;
        compilation.emitAsset(file, new sources.RawSource(code), { immutable: true, minimized: true });
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartAfterPaintPlugin', (groups) => {
        if (!file) throw new Error('StartAfterPaintPlugin: the start script was not built');
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const deferred = groups.bodyTags.filter((tag) => tag.tagName === 'script' && tag.attributes.defer && typeof tag.attributes.src === 'string');
        if (deferred.length === 0) return groups;
        const mains = deferred.map((tag) => /** @type {string} */ (tag.attributes.src));
        for (const src of mains) {
          groups.headTags.push({ tagName: 'link', voidTag: true, meta: { plugin: 'StartAfterPaintPlugin' }, attributes: { rel: 'preload', as: 'script', fetchpriority: 'low', href: src } });
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
