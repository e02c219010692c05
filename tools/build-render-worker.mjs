// @ts-check
/**
 * The render worker (server/src/render/renderWorker.ts) bundled into one CommonJS file: by
 * tools/build-server.mjs beside the compiled server, and at start by a server run from source
 * (server/src/render/workerScript.ts). Our code is bundled; packages stay require()s, resolved
 * from the file's folder upwards, so react and the rest are the server's own installed copies.
 *
 *   node tools/build-render-worker.mjs <out file>
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const esbuild = require('esbuild');

/**
 * esbuild's options for one of the server's Node bundles: our code (relative imports, the
 * `@azi/*` workspaces and the shell's entries the server reads) bundled, every other package left
 * a run-time require().
 * @param {{ entry: string, outfile: string }} input
 * @returns {import('esbuild').BuildOptions}
 */
export function nodeBundleOptions({ entry, outfile }) {
  return {
    entryPoints: [path.join(REPO, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    legalComments: 'none',
    tsconfig: path.join(REPO, 'tsconfig.json'),
    plugins: [
      {
        name: 'external-packages',
        setup(build) {
          const ours = (spec) => spec.startsWith('@azi/') || spec.startsWith('shell/');
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            ours(args.path) ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    metafile: true,
    banner: { js: `// Built by tools/build-server.mjs from ${entry}: do not edit.` },
  };
}

/** @param {string} outfile */
export async function buildRenderWorker(outfile) {
  await esbuild.build(nodeBundleOptions({ entry: 'server/src/render/renderWorker.ts', outfile }));
  fs.writeFileSync(
    path.join(path.dirname(outfile), 'package.json'),
    JSON.stringify({ type: 'commonjs', private: true }, null, 2) + '\n',
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: node tools/build-render-worker.mjs <out file>');
    process.exit(2);
  }
  await buildRenderWorker(path.resolve(out));
}
