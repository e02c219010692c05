/**
 * What a worker may consume (decision 018), with real child processes in the sandbox this machine
 * gives (bubblewrap where it works): its output, its memory, its CPU between jobs, and its life
 * after its version stops being live. Each stop is told once, with its rule.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SITE_CONFIG } from '@azi/shared/config/siteConfig';
import type { ApiBridge } from './jobs';
import type { RenderPoolOptions, WorkerStop } from './poolSettings';
import { RenderPool } from './renderPool';
import { writeRenderer, writeVersion } from './renderPoolFixture';
import type { WorkerOutput } from './workerOutput';
import { checkCgroupParent } from './workerCgroup';

let siteDir: string;
const pools: RenderPool[] = [];
const api: ApiBridge = async () => ({ status: 200, headers: {}, body: '{}' });

beforeAll(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-render-bounds-'));
  writeRenderer(siteDir);
});
afterEach(() => {
  for (const pool of pools.splice(0)) pool.close();
});
afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

/** A pool whose stops and output the test sees. */
function start(extra: Partial<RenderPoolOptions> = {}) {
  const stops: WorkerStop[] = [];
  const output: (WorkerOutput & { section: string; versions: string[] })[] = [];
  const pool = new RenderPool({
    siteDir,
    workers: 1,
    timeoutMs: 3000,
    memoryMb: 160,
    api,
    onWorkerStopped: (stop) => stops.push(stop),
    onWorkerOutput: (written) => output.push(written),
    ...extra,
  });
  pools.push(pool);
  return { pool, stops, output };
}
const render = (pool: RenderPool, baseUrl: string) =>
  pool.run({ kind: 'render', url: '/en/job_list', config: DEFAULT_SITE_CONFIG, remotes: { mfe_careers: { baseUrl } } });
const until = async (done: () => boolean, withinMs: number) => {
  for (const end = Date.now() + withinMs; !done();) {
    if (Date.now() > end) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
/** A probe that does `action` once, 100 ms after its first render answered. */
const afterRender = (action: string) =>
  `(() => { if (!globalThis.started) { globalThis.started = true; setTimeout(() => { ${action} }, 100); } return 'drawn'; })`;

test("what a worker writes is handed over as its own, with its section and version; past the budget it is stopped for 'output'", async () => {
  const baseUrl = writeVersion(
    siteDir,
    '2026.11.28-1',
    `() => { process.stdout.write('{"level":30,"msg":"forged"}\\n'); process.stderr.write('x'.repeat(200000)); return 'never'; }`,
  );
  const { pool, stops, output } = start({ logBytesPerMinute: 16 * 1024 });
  // Its writes may still be in the pipe when its answer arrives: the render may be answered first.
  await render(pool, baseUrl).catch(() => undefined);
  await until(() => stops.length > 0, 5000);
  expect(stops).toEqual([expect.objectContaining({ section: 'mfe_careers', versions: [baseUrl], rule: 'output' })]);
  expect(output[0]).toEqual({
    section: 'mfe_careers',
    versions: [baseUrl],
    stream: 'stdout',
    text: '{"level":30,"msg":"forged"}\n',
  });
  expect(output.reduce((sum, { text }) => sum + text.length, 0)).toBeLessThan(16 * 1024);
});

test("a worker that fills its memory with Buffers after its render is stopped for 'memory', with no job failing", async () => {
  const baseUrl = writeVersion(
    siteDir,
    '2026.11.28-2',
    afterRender('const kept = []; setInterval(() => kept.push(Buffer.alloc(8 * 1024 * 1024, 1)), 20);'),
  );
  const { pool, stops } = start();
  expect((await render(pool, baseUrl)).html).toContain('drawn');
  await until(() => stops.length > 0, 10_000);
  expect(stops).toEqual([expect.objectContaining({ versions: [baseUrl], rule: 'memory', jobsFailed: 0 })]);
  expect(pool.pids).toEqual([]);
});

test("a worker that busy-loops between renders is stopped for 'cpu' within seconds", async () => {
  const baseUrl = writeVersion(
    siteDir,
    '2026.11.28-3',
    afterRender('setInterval(() => { const end = Date.now() + 100; while (Date.now() < end); }, 300);'),
  );
  const { pool, stops } = start();
  await render(pool, baseUrl);
  const started = Date.now();
  await until(() => stops.length > 0, 12_000);
  expect(stops).toEqual([expect.objectContaining({ rule: 'cpu', jobsFailed: 0 })]);
  expect(Date.now() - started).toBeLessThan(10_000);
});

test('a worker of a version the registry no longer names is stopped within a second or two, with no request for its section', async () => {
  const live = writeVersion(siteDir, '2026.11.28-4', "() => 'old'");
  const next = writeVersion(siteDir, '2026.11.28-5', "() => 'new'");
  let registry = { mfe_careers: `${live}mf-manifest.json` };
  const { pool, stops } = start({ registry: () => registry });
  await render(pool, live);
  expect(pool.sections).toEqual({ mfe_careers: 1 });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(pool.sections).toEqual({ mfe_careers: 1 });
  registry = { mfe_careers: `${next}mf-manifest.json` };
  await until(() => pool.pids.length === 0, 2500);
  expect(stops).toEqual([]);
});

/** A cgroup this process may make memory-limited groups in: AZI_TEST_CGROUP, else its own cgroup v1 memory group (as root); none elsewhere. */
function cgroupParent(): string | undefined {
  const own = /^\d+:memory:(.*)$/m.exec(fs.readFileSync('/proc/self/cgroup', 'utf8'))?.[1];
  for (const candidate of [
    process.env.AZI_TEST_CGROUP,
    own === undefined ? undefined : path.join('/sys/fs/cgroup/memory', own),
  ]) {
    if (!candidate) continue;
    try {
      checkCgroupParent(candidate);
      return candidate;
    } catch {
      // not one this process may use
    }
  }
  return undefined;
}
const cgroup = cgroupParent();

// Only where this process may make cgroups (root on a host with a memory controller it can write; decision 018).
(cgroup ? test : test.skip)(
  "with RENDER_WORKER_CGROUP the kernel stops a worker at its bound, however fast it allocates: 'memory'",
  async () => {
    const baseUrl = writeVersion(
      siteDir,
      '2026.11.28-6',
      afterRender(
        'const kept = []; setInterval(() => { for (let i = 0; i < 8; i += 1) kept.push(Buffer.alloc(8 * 1024 * 1024, 1)); }, 5);',
      ),
    );
    const { pool, stops } = start({ cgroup });
    await render(pool, baseUrl);
    await until(() => stops.length > 0, 10_000);
    expect(stops).toEqual([
      expect.objectContaining({ rule: 'memory', reason: expect.stringContaining('the kernel stopped it') }),
    ]);
    // The worker's group is removed once its processes are gone.
    await until(() => !fs.readdirSync(cgroup!).some((name) => name.startsWith(`worker-${process.pid}-`)), 5000);
  },
);
