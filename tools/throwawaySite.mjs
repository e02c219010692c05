// @ts-check
/** The built site served for a measurement, as the browser tests serve it: a throw-away seeded database. */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { REPO } from './registry.mjs';

/** A free port for the site this script serves (PORT wins). */
async function freePort() {
  if (process.env.PORT) return Number(process.env.PORT);
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The built site (SITE_DIR) as the browser tests serve it: a throw-away seeded database. */
export async function serveSite() {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(REPO, 'tools/e2e-server.mjs')], {
    cwd: REPO,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the site server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${base}/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the site server did not become ready in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { base, stop: () => server.kill('SIGTERM') };
}
