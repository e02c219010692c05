// @ts-check
/**
 * Installs the workspace's packages when they are missing or older than the lockfile, so
 * `npm start` and `npm test` work on a fresh clone. `npm install` rather than `npm ci`: the
 * registry lacks some other platforms' optional binaries (@swc/core-*, …), so npm leaves them out
 * of the lockfile and `npm ci` calls it out of sync; `npm install` reproduces the same tree.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO } from './registry.mjs';

const marker = path.join(REPO, 'node_modules', '.package-lock.json');
const lock = path.join(REPO, 'package-lock.json');
const stale =
  !fs.existsSync(marker) || (fs.existsSync(lock) && fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs + 1000);
if (stale) {
  console.log('Installing packages (npm install, a minute or two on a fresh clone)…');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: REPO, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
