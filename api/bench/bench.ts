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
const TARGET_RATIO = 0.6;
const TARGET_P99_MS = 20;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function measure(title: string, url: string): Promise<{ rps: number; p99: number; errors: number }> {
  // A short warm-up so JIT and caches are in their steady state before the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, workers: 1 });
  // The load generator runs in its own thread so it does not share the servers' event loop.
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, title, workers: 1 });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(`${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(3)} ms   errors ${errors}`);
  return { rps: result.requests.average, p99: result.latency.p99, errors };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'azi-bench-'));
  const api = await buildApp({ dataDir, adminToken: '', captchaFixed: '', stockGatewayUrl: '' });
  const bare = Fastify();
  bare.get('/bare', async () => ({ code: 200, message: 'ok', data: null }));
  try {
    const apiBase = await listen(api);
    const bareBase = await listen(bare);
    console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per target, loopback\n`);
    const bareResult = await measure('bare Fastify route', `${bareBase}/bare`);
    const listResult = await measure('GET media/findPage/1/10?lang=en', `${apiBase}/api-official-web/media/findPage/1/10?lang=en`);
    const ratio = listResult.rps / bareResult.rps;
    console.log(`\nratio list/bare ${ratio.toFixed(2)} (target >= ${TARGET_RATIO})   list p99 ${listResult.p99} ms (target <= ${TARGET_P99_MS} ms)`);
    const met = ratio >= TARGET_RATIO && listResult.p99 <= TARGET_P99_MS && listResult.errors === 0;
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
