// @ts-check
/**
 * `npm run build:server`: the site server (server/src/main.ts, the content API it mounts from
 * api/src and the parts of shared/src both use) compiled to one CommonJS file,
 * site/server/main.js, so production runs `node site/server/main.js` with no TypeScript loader
 * and only production dependencies installed.
 *
 * - Our own code (relative imports and the `@azi/*` workspaces, whose package exports point at
 *   .ts sources) is bundled; every other package stays a `require()` of node_modules, resolved
 *   at run time from site/server/ upwards (the repo's or the image's /app/node_modules).
 * - JSON imports (the shell's locale files) are inlined.
 * - `__dirname` is site/server, so main.ts's `path.resolve(__dirname, '../..')` is still the
 *   folder holding site/ (SITE_DIR overrides it).
 * - PGlite's worker thread loads `@electric-sql/pglite` by the path `require.resolve` gives at
 *   run time; esbuild leaves that call alone, so it resolves from the bundle's folder too.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { buildRenderWorker, nodeBundleOptions } from './build-render-worker.mjs';
import { REPO } from './registry.mjs';

const require = createRequire(import.meta.url);
const esbuild = require('esbuild');

const outDir = process.env.SERVER_OUT_DIR
  ? path.resolve(process.env.SERVER_OUT_DIR)
  : path.join(REPO, 'site', 'server');
const outfile = path.join(outDir, 'main.js');
const started = Date.now();

const result = await esbuild.build(nodeBundleOptions({ entry: 'server/src/main.ts', outfile }));

// The render workers' script, beside the server (server/src/render/workerScript.ts looks there).
await buildRenderWorker(path.join(outDir, 'render-worker.js'));

// A package.json beside the bundle pins the module type: a parent "type": "module" must not
// turn main.js into an ES module.
fs.writeFileSync(
  path.join(outDir, 'package.json'),
  JSON.stringify({ type: 'commonjs', private: true }, null, 2) + '\n',
);

const externals = new Set();
for (const output of Object.values(result.metafile.outputs)) {
  for (const imported of output.imports)
    if (imported.external && !imported.path.startsWith('node:')) externals.add(imported.path);
}
const bytes = fs.statSync(outfile).size;
console.log(
  `server: ${path.relative(REPO, outfile)} (${(bytes / 1024).toFixed(0)} KB, ${Object.keys(result.metafile.inputs).length} sources) ` +
    `in ${((Date.now() - started) / 1000).toFixed(1)} s; packages required at run time: ${[...externals].sort().join(', ')}`,
);
