// @ts-check
/**
 * `npm start`: installs what is missing, builds what is not built, then serves the site and the
 * API at http://localhost:${PORT:-8080}. The embedded database is created and seeded on first run.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO, SITE_DIR } from './registry.mjs';

const step = (args) => {
  const result = spawnSync(process.execPath, args, { cwd: REPO, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

step([path.join(REPO, 'tools/ensure-installed.mjs')]);
// A site built before server rendering has no shell/ssr/render.js: it is built again.
const built = ['shell/index.html', 'shell/ssr/render.js', 'remotes.json'].every((file) =>
  fs.existsSync(path.join(SITE_DIR, file)),
);
if (!built || process.env.REBUILD === '1') {
  // Minutes of silence otherwise: webpack prints only when each part is done.
  console.log(
    `Building the site into ${path.relative(REPO, SITE_DIR) || SITE_DIR} (the shell, five sections, the console, the server): about five minutes on two cores; later starts skip this.`,
  );
  step([path.join(REPO, 'tools/build-all.mjs')]);
}

const tsx = path.join(REPO, 'node_modules/tsx/dist/cli.mjs');
const server = spawn(process.execPath, [tsx, path.join(REPO, 'server/src/main.ts')], { cwd: REPO, stdio: 'inherit' });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
