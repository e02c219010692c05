// @ts-check
/**
 * `node tools/render-bench.mjs [--workers 1,2] [--seconds 10] [--paths /en,/en/investor] [--bust-query] [--server file]`
 *
 * Uncached server renders per second: starts the compiled site server (site/server/main.js, run
 * `npm run build && npm run build:server` first) with the page cache off (PAGE_CACHE=off), a
 * fresh embedded database and RENDER_WORKERS set to each count in turn, and drives each page with
 * autocannon (10 connections) on loopback. Prints requests/s, p50/p99 latency and the speed-up
 * over the first worker count. `--bust-query` adds a random query to each request instead (for a
 * server from before PAGE_CACHE existed, whose cache a random query string bypassed); `--server`
 * names another compiled server (an older build, to compare); `--cache` leaves the page cache on
 * (with `--bust-query`: how a random query string fares against the cached page, issue 21).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { REPO, SITE_DIR } from './registry.mjs';

const require = createRequire(import.meta.url);
const autocannon = require(require.resolve('autocannon', { paths: [path.join(REPO, 'api')] }));

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const workerCounts = option('workers', '1,2').split(',').map(Number);
const seconds = Number(option('seconds', '10'));
const paths = option('paths', '/en,/en/investor').split(',');
const bustQuery = args.includes('--bust-query');
const pageCache = args.includes('--cache') ? 'on' : 'off';
const CONNECTIONS = 10;
const PORT = 4188;
const server = path.resolve(option('server', path.join(SITE_DIR, 'server', 'main.js')));
if (!fs.existsSync(server)) {
  console.error('No compiled server: run `npm run build && npm run build:server` first.');
  process.exit(1);
}

/** @param {number} workers */
async function start(workers) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-render-bench-'));
  const child = spawn(process.execPath, [server], {
    cwd: REPO,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      SITE_DIR,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PAGE_CACHE: pageCache,
      RENDER_WORKERS: String(workers),
      NODE_ENV: 'test',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    },
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/ready`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the site server did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** @param {string} pagePath */
async function measure(pagePath) {
  let counter = 0;
  // Warm up: the workers load the shell renderer and the remote on their first renders.
  await autocannon({ url: `http://127.0.0.1:${PORT}${pagePath}`, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: seconds,
    // A fresh connection before the server's maxRequestsPerSocket (1000), as a browser would.
    reconnectRate: 500,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: bustQuery ? `${pagePath}?r=${(counter += 1)}` : pagePath }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const table = {};
for (const workers of workerCounts) {
  const site = await start(workers);
  try {
    for (const pagePath of paths) {
      const figures = await measure(pagePath);
      table[`${pagePath} x${workers}`] = figures;
      console.log(
        `${pagePath.padEnd(16)} workers=${workers}: ${figures.rps.toFixed(0)} requests/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, non-2xx ${figures.non2xx}, errors ${figures.errors}`,
      );
    }
  } finally {
    await site.stop();
  }
}
const base = workerCounts[0];
for (const workers of workerCounts.slice(1)) {
  for (const pagePath of paths) {
    const ratio = table[`${pagePath} x${workers}`].rps / table[`${pagePath} x${base}`].rps;
    console.log(`${pagePath}: ${workers} workers / ${base} = ${ratio.toFixed(2)}x`);
  }
}
