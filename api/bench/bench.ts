/**
 * `npm run bench -w api`: autocannon against a list endpoint of the real API (seeded PGlite in a
 * temporary folder) and against a bare Fastify route, in the same run, on loopback, 50
 * connections, ~10 s each. Prints requests/s, p99 latency and the ratio of the two.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 5;
const TARGET_RATIO = 0.6;
const TARGET_P99_MS = 20;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

interface Figures {
  rps: number;
  p99: number;
  errors: number;
}

/**
 * Five rounds of 2 s per target, alternating, so a burst of background load on a shared machine
 * hits both targets alike instead of skewing one 10 s run. Requests/s is the mean over rounds;
 * p99 is the median of the rounds' p99 (the worst is printed too).
 */
async function measureInterleaved(
  targets: Record<string, string>,
): Promise<Record<string, Figures & { worstP99: number }>> {
  const rounds: Record<string, Figures[]> = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
  // Warm-up: JIT, caches and connections in their steady state before anything is measured.
  for (const url of Object.values(targets))
    await autocannon({ url, connections: CONNECTIONS, duration: 2, workers: 1 });
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, url] of Object.entries(targets)) {
      // The load generator runs in its own thread so it does not share the servers' event loop.
      const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S / ROUNDS, workers: 1 });
      rounds[name]?.push({ rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx });
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  return Object.fromEntries(
    Object.entries(rounds).map(([name, rs]) => [
      name,
      {
        rps: rs.reduce((sum, r) => sum + r.rps, 0) / rs.length,
        p99: median(rs.map((r) => r.p99)),
        worstP99: Math.max(...rs.map((r) => r.p99)),
        errors: rs.reduce((sum, r) => sum + r.errors, 0),
      },
    ]),
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'azi-bench-'));
  const api = await buildApp({ dataDir, adminToken: '', captchaFixed: '', stockGatewayUrl: '' });
  const bare = Fastify();
  bare.get('/bare', async () => ({ code: 200, message: 'ok', data: null }));
  try {
    const apiBase = await listen(api);
    const bareBase = await listen(bare);
    console.log(
      `autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per target in ${ROUNDS} alternating rounds, loopback\n`,
    );
    const LIST = 'GET media/findPage/1/10?lang=en';
    const results = await measureInterleaved({
      'bare Fastify route': `${bareBase}/bare`,
      [LIST]: `${apiBase}/api-official-web/media/findPage/1/10?lang=en`,
    });
    for (const [name, r] of Object.entries(results)) {
      console.log(
        `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(3)} ms (worst round ${r.worstP99} ms)   errors ${r.errors}`,
      );
    }
    const list = results[LIST];
    const bareResult = results['bare Fastify route'];
    if (!list || !bareResult) throw new Error('missing results');
    const ratio = list.rps / bareResult.rps;
    console.log(
      `\nratio list/bare ${ratio.toFixed(2)} (target >= ${TARGET_RATIO})   list p99 ${list.p99} ms (target <= ${TARGET_P99_MS} ms)`,
    );
    const met = ratio >= TARGET_RATIO && list.p99 <= TARGET_P99_MS && list.errors === 0;
    console.log(met ? 'targets met' : 'targets NOT met');
    process.exitCode = met ? 0 : 1;
  } finally {
    await Promise.all([api.close(), bare.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
