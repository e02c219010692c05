// @ts-check
/**
 * Writes `stylesheets.json` beside the shell's build: the CSS files of this build, in chunk order.
 * The shell folder keeps earlier builds' hashed files for a while (pages already open may still ask
 * for them), so the server cannot take "every .css in the folder" as the page's style sheets: it
 * would inline an old build's rules next to the new ones.
 */
const { Compilation, sources } = require('webpack');

class StylesheetListPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StylesheetListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StylesheetListPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = [];
          for (const chunk of compilation.chunks)
            for (const file of chunk.files) if (file.endsWith('.css') && !files.includes(file)) files.push(file);
          compilation.emitAsset(
            'stylesheets.json',
            new sources.RawSource(JSON.stringify(files.sort(), null, 2) + '\n'),
          );
        },
      );
    });
  }
}

module.exports = { StylesheetListPlugin };
