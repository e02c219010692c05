// @ts-check
/**
 * `npm run build`: the shell into site/shell, then every remote released into a new versioned
 * folder with its registry entry switched. Prints how long each took.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import fs from 'node:fs';
import { REPO, SITE_DIR } from './registry.mjs';

import { REMOTES } from './remotes.js';
const webpack = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');
const only = process.argv.slice(2);
const started = Date.now();

/**
 * The shell build keeps earlier content-hashed files (pages already open may ask for them); those
 * older than SHELL_KEEP_DAYS (default 7) go. index.html and ssr/ are always the current build's.
 */
function pruneShell() {
  const dir = path.join(SITE_DIR, 'shell');
  if (!fs.existsSync(dir)) return;
  const keepMs = Number(process.env.SHELL_KEEP_DAYS ?? 7) * 24 * 3600 * 1000;
  const now = Date.now();
  let pruned = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile() || !/\.[0-9a-f]{8,}\./.test(entry.name)) continue;
    const file = path.join(dir, entry.name);
    if (now - fs.statSync(file).mtimeMs > keepMs) {
      fs.rmSync(file);
      pruned += 1;
    }
  }
  if (pruned > 0) console.log(`shell: pruned ${pruned} files older than ${keepMs / 86_400_000} days`);
}

/** @param {string} label @param {string} cwd @param {string[]} args */
function run(label, cwd, args) {
  const t0 = Date.now();
  const result = spawnSync(process.execPath, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${label}: build failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`${label}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

if (only.length === 0 || only.includes('shell')) {
  run('shell', path.join(REPO, 'shell'), [webpack, '--mode', 'production']);
  pruneShell();
  // Remotes not rebuilt in this run keep their live versions: say if this shell breaks one of them.
  if (
    only.length > 0 &&
    !REMOTES.every((remote) => only.includes(remote)) &&
    fs.existsSync(path.join(SITE_DIR, 'remotes.json'))
  ) {
    spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO, 'release/src/cli/checkLiveRemotes.ts')], {
      cwd: REPO,
      stdio: 'inherit',
    });
  }
}
for (const remote of REMOTES) {
  if (only.length === 0 || only.includes(remote))
    run(remote, path.join(REPO, remote), ['--import', 'tsx', path.join(REPO, 'release/src/cli/release.ts')]);
}
// The content console at /admin: its own bundle, never loaded by public pages.
if (only.length === 0 || only.includes('console'))
  run('console', path.join(REPO, 'console'), [webpack, '--mode', 'production']);
// The site server as compiled JavaScript (site/server/main.js), for `node site/server/main.js` and the image.
if (only.length === 0 || only.includes('server')) run('server', REPO, [path.join(REPO, 'tools/build-server.mjs')]);
console.log(`whole site: ${((Date.now() - started) / 1000).toFixed(1)} s`);
