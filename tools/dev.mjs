// @ts-check
/**
 * `npm run dev`: every remote on its own dev server (hot reload), the site server on :8080 with a
 * registry that points at those dev servers, and the shell's dev server on :3000 proxying to it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO } from './registry.mjs';
import { REMOTES } from './remotes.js';

const devSite = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-dev-site-'));
/** @type {Record<string, string>} */
const registry = {};
for (const remote of REMOTES) {
  const pkg = JSON.parse(fs.readFileSync(path.join(REPO, remote, 'package.json'), 'utf8'));
  registry[pkg.federation.name] = `http://localhost:${pkg.federation.devPort}/mf-manifest.json`;
}
fs.writeFileSync(path.join(devSite, 'remotes.json'), JSON.stringify(registry, null, 2));

const webpack = path.join(REPO, 'node_modules/webpack-cli/bin/cli.js');
const tsx = path.join(REPO, 'node_modules/tsx/dist/cli.mjs');
const children = [
  ...REMOTES.map((remote) =>
    spawn(process.execPath, [webpack, 'serve', '--mode', 'development'], {
      cwd: path.join(REPO, remote),
      stdio: 'inherit',
    }),
  ),
  spawn(process.execPath, [webpack, 'serve', '--mode', 'development'], {
    cwd: path.join(REPO, 'shell'),
    stdio: 'inherit',
  }),
  spawn(process.execPath, [tsx, path.join(REPO, 'server/src/main.ts')], {
    cwd: REPO,
    stdio: 'inherit',
    env: { ...process.env, SITE_DIR: devSite },
  }),
];
console.log('Shell with hot reload: http://localhost:3000 (site server and API on :8080)');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
