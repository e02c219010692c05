// @ts-check
/**
 * The shell's page starts its main script after the first paint (the shell names the script's source):
 * this plugin builds that small script on its own (TypeScript through esbuild, no webpack runtime, no
 * federation), writes it into the page itself, and rewrites the page's script tags:
 *   <script defer src=/main.X.js>  ->  <link rel=preload as=script fetchpriority=low href=/main.X.js> (head)
 *                                      <script data-start=/main.X.js>…the start script…</script>  (head)
 * The preload fetches main.js as early as before (at low priority, behind the CSS and the hero
 * image); only its execution waits until the server's HTML is on screen. The start script is in the
 * page, not a file of its own: a request of its own ended before the first paint and ran before it,
 * so a phone's model of the load (Lighthouse's) counted a round trip for it before the largest
 * paint (decision 007). It goes at the end of the head, not of the body: before the body's end, the
 * parser stopped to paint what it had, and laid out the rest after the first paint. The CSP allows
 * it by its hash, which the server takes from the page's template (`inlineScriptHashes`,
 * server/src/securityHeaders.ts).
 */
const path = require('node:path');
const { Compilation } = require('webpack');
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

/**
 * The code as the text of a <script> element: the HTML parser ends the element at the first
 * `</script` and treats `<!--` and `<script` inside it specially, so code holding either would
 * not run as written. esbuild's output of the start script holds neither; this stops a build that would.
 * @param {string} code
 */
function inlineSafe(code) {
  if (/<\/script|<!--|<script/i.test(code))
    throw new Error(
      'StartAfterPaintPlugin: the start script holds "</script", "<!--" or "<script"; it cannot be written into the page',
    );
  return code;
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
      let code;
      compilation.fileDependencies.add(this.source);
      compilation.hooks.processAssets.tap(
        { name: 'StartAfterPaintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const built = buildStartScript(this.source, this.minify);
          for (const input of built.inputs) compilation.fileDependencies.add(input);
          code = inlineSafe(built.code.trim());
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartAfterPaintPlugin', (groups) => {
        if (code === undefined) throw new Error('StartAfterPaintPlugin: the start script was not built');
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
        groups.headTags.push({
          tagName: 'script',
          voidTag: false,
          meta: { plugin: 'StartAfterPaintPlugin' },
          attributes: { 'data-start': mains.join(' ') },
          innerHTML: code,
        });
        return groups;
      });
    });
  }
}

module.exports = { StartAfterPaintPlugin, buildStartScript, inlineSafe };
