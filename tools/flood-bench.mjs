// @ts-check
/**
 * `node tools/flood-bench.mjs [--seconds 30] [--connections 1000] [--workers 2]`
 *
 * Overload, measured: starts the compiled server (site/server/main.js; `npm run build` first) with
 * a fresh embedded database, warms one page of every section (and prints the memory of the server
 * and its render workers then), then for `--seconds` floods never-cached pages (a new free-text
 * `q=` on the job list and `keyword=` on an IR archive for every request) at `--connections`,
 * while a cached page and a public API list are asked beside it (5 clients each, from other
 * addresses). This is the site server facing the flood alone; `npm run cluster` has the same flood
 * through nginx, as deployed. Prints,
 * from the same run: the flood's latency (p50, p99, max) and answers (rendered, refused with 503,
 * errors and timeouts), the cached page's and the API's p99, and the memory of the server and
 * of its workers over the run (sampled twice a second from /proc).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO, SITE_DIR } from './registry.mjs';
import { askBeside, besideFigures } from './cluster/beside.mjs';
import { runFlood } from './cluster/floodClient.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const seconds = Number(option('seconds', '30'));
const connections = Number(option('connections', '1000'));
const workers = option('workers', '2');
const PORT = 4189;
const BASE = `http://127.0.0.1:${PORT}`;
const server = path.join(SITE_DIR, 'server', 'main.js');
if (!fs.existsSync(server)) {
  console.error('No compiled server: run `npm run build` first.');
  process.exit(1);
}

/** Resident memory (MB) of a process and of every process below it, from /proc. */
function memoryOf(pid) {
  const rss = (id) => {
    try {
      const line = fs
        .readFileSync(`/proc/${id}/status`, 'utf8')
        .split('\n')
        .find((entry) => entry.startsWith('VmRSS:'));
      return line ? Number(line.replace(/\D+/g, '')) / 1024 : 0;
    } catch {
      return 0;
    }
  };
  const children = (id) => {
    try {
      return fs.readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  let below = 0;
  let processes = 0;
  const queue = children(pid);
  while (queue.length > 0) {
    const id = queue.shift();
    below += rss(id);
    // bubblewrap's own process is small; the worker's Node process runs below it.
    if (
      fs.existsSync(`/proc/${id}/cmdline`) &&
      fs.readFileSync(`/proc/${id}/cmdline`, 'utf8').includes('render-worker.js') &&
      !fs.readFileSync(`/proc/${id}/cmdline`, 'utf8').startsWith('/usr/bin/bwrap')
    )
      processes += 1;
    queue.push(...children(id));
  }
  return { server: rss(pid), workers: below, processes };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-flood-bench-'));
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
    RENDER_WORKERS: workers,
    NODE_ENV: 'test',
    PUBLIC_URL: BASE,
  },
});
const stop = async () => {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
};

try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (
      await fetch(`${BASE}/ready`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the site server did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Every section warm: one page of each, twice (the second from the cache).
  const sections = ['/en', '/en/introduce', '/en/service', '/en/employee', '/en/investor', '/en/media', '/en/contact'];
  for (let round = 0; round < 2; round += 1)
    for (const page of sections) await fetch(`${BASE}${page}`).then((response) => response.text());
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const warm = memoryOf(child.pid);
  console.log(
    `every section warm: server ${warm.server.toFixed(0)} MB, ${warm.processes} render workers ${warm.workers.toFixed(0)} MB (with bubblewrap's processes)`,
  );

  const samples = [];
  const sampler = setInterval(() => samples.push(memoryOf(child.pid)), 500);
  // The pages beside the flood are asked from processes of their own (the flood's thousand
  // connections keep this one's event loop busy, which would count as their latency), and from
  // other loopback addresses, as other visitors would.
  const [flood, cached, api] = await Promise.all([
    runFlood(BASE, connections, seconds, 500),
    askBeside(`${BASE}/en/media`, '127.0.5.1', seconds),
    askBeside(`${BASE}/api-official-web/notice/findPage/1/10?lang=en`, '127.0.5.2', seconds),
  ]);
  clearInterval(sampler);
  const count = (code) => flood.statuses[code] ?? 0;
  console.log(
    `flood of never-cached pages, ${connections} connections, ${seconds} s: ${flood.total} requests, p50 ${flood.latency.p50} ms, p99 ${flood.latency.p99} ms, max ${flood.latency.max} ms`,
  );
  console.log(
    `  answered: ${count('200')} rendered (200), ${count('503')} refused (503 + Retry-After), other ${flood.total - count('200') - count('503')}, errors ${flood.errors}, timeouts ${flood.timeouts}`,
  );
  console.log(`cached page beside it (/en/media, 5 clients): ${besideFigures(cached)}`);
  console.log(`API beside it (notice list, 5 clients): ${besideFigures(api)}`);
  const peak = (key) => Math.max(...samples.map((sample) => sample[key]));
  const last = samples.at(-1) ?? warm;
  console.log(
    `memory: server ${warm.server.toFixed(0)} MB warm, ${peak('server').toFixed(0)} MB at most, ${last.server.toFixed(0)} MB at the end; workers ${warm.workers.toFixed(0)} / ${peak('workers').toFixed(0)} / ${last.workers.toFixed(0)} MB`,
  );
} finally {
  await stop();
}
