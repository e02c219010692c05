import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SITE_CONFIG } from '@azi/shared/config/siteConfig';
import { cpuTimeMs, RenderFailure, RenderPool, renderPoolSettingsFromEnv, timeLeftMs, type ApiBridge } from './renderPool';

/**
 * The pool with real child processes under the permission model, over a site folder made here: a
 * stand-in shell renderer (renderPage draws what the page's remote module's `probe` returns) and
 * remote versions that try what a hostile release would.
 */
const RENDERER = `
exports.sharedModules = { '@azi/shared/i18n/languages': {} };
exports.federationRuntimeVersion = '2.9.2';
let transport;
exports.setApiTransport = (t) => { transport = t; };
exports.activateRemoteText = () => {};
exports.renderPage = async ({ url, remotes }) => {
  const remote = remotes.mfe_careers;
  const api = url.includes('api') ? await transport({ method: 'GET', url: '/api-official-web/jobs?lang=en' + (url.includes('slow') ? '&slow' : ''), headers: { accept: 'application/json', cookie: 'session=stolen', authorization: 'Bearer x' } }) : undefined;
  const probe = remote && remote.probe ? await remote.probe() : null;
  return { html: JSON.stringify({ url, probe, api }), report: { status: 200 }, data: {}, errors: [] };
};
`;

const remoteModule = (probe: string) => `
const fs = require('node:fs');
const childProcess = require('node:child_process');
const attempt = (fn) => { try { return { ok: fn() ?? true }; } catch (error) { return { error: error.code || error.message }; } };
module.exports = {
  namespace: 'careers',
  resources: { zh: {}, hk: {}, en: {} },
  pages: {},
  probe: ${probe},
};
`;

let siteDir: string;
let secretsDir: string;
const pools: RenderPool[] = [];
const calls: { url: string; headers: Record<string, string>; extra?: Record<string, string> }[] = [];
const api: ApiBridge = async (call, extra) => {
  calls.push({ url: call.url, headers: call.headers, extra });
  if (call.url.endsWith('&slow')) await new Promise((resolve) => setTimeout(resolve, 1200));
  return { status: 200, headers: { 'content-type': 'application/json' }, body: '{"code":200,"data":[]}' };
};

function version(name: string, probe: string): string {
  const dir = path.join(siteDir, 'remotes', 'mfe_careers', name);
  fs.mkdirSync(path.join(dir, 'ssr'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'ssr', 'module.js'), remoteModule(probe));
  return `/remotes/mfe_careers/${name}/`;
}

function start(timeoutMs = 1500, workers = 1): RenderPool {
  const pool = new RenderPool({ siteDir, workers, timeoutMs, memoryMb: 128, api });
  pools.push(pool);
  return pool;
}

const render = (p: RenderPool, baseUrl: string, url = '/en/job_list', headers?: Record<string, string>) =>
  p.run({ kind: 'render', url, config: DEFAULT_SITE_CONFIG, remotes: { mfe_careers: { baseUrl } } }, headers);

/** A probe's body that uses `ms` of its process's CPU time (not of the clock: the machine may be busy). */
const burn = (ms: number) => `const from = process.cpuUsage(); for (;;) { const used = process.cpuUsage(from); if (used.user + used.system >= ${ms * 1000}) break; }`;

const probeOf = (html: string) => (JSON.parse(html) as { probe: Record<string, unknown> }).probe;

beforeAll(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-render-pool-'));
  fs.mkdirSync(path.join(siteDir, 'shell', 'ssr'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'shell', 'ssr', 'render.js'), RENDERER);
  // Stands for the database folder and .env: outside the site folder.
  secretsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-render-secrets-'));
  fs.writeFileSync(path.join(secretsDir, 'secret.txt'), 'database contents');
  process.env.AZI_TEST_SECRET = 'token-that-must-not-leak';
});

afterEach(() => {
  for (const pool of pools.splice(0)) pool.close();
  calls.length = 0;
});

afterAll(() => {
  delete process.env.AZI_TEST_SECRET;
  fs.rmSync(siteDir, { recursive: true, force: true });
  fs.rmSync(secretsDir, { recursive: true, force: true });
});

test('a remote in a worker sees no secret, writes nothing, reads nothing outside the site and starts no process', async () => {
  const target = () => path.join(siteDir, 'written-by-a-remote.txt');
  const baseUrl = version(
    '2026.11.23-1',
    `() => ({
      env: Object.keys(process.env).filter((key) => !key.startsWith('NODE_CHANNEL')),
      write: attempt(() => fs.writeFileSync(${JSON.stringify(target())}, 'x')),
      read: attempt(() => fs.readFileSync(${JSON.stringify(path.join(secretsDir, 'secret.txt'))}, 'utf8')),
      list: attempt(() => fs.readdirSync(${JSON.stringify(secretsDir)})),
      spawn: attempt(() => childProcess.execSync('id').toString()),
      readSite: attempt(() => fs.readFileSync(__filename, 'utf8').length > 0),
      // Through npm's workspace links in node_modules, back into the repository.
      throughLink: attempt(() => fs.readFileSync(${JSON.stringify(path.resolve(__dirname, '../../../node_modules/@azi/shared/../package.json'))}, 'utf8')),
      react: attempt(() => typeof require('react').createElement),
    })`,
  );
  const answer = await render(start(), baseUrl);
  const probe = probeOf(answer.html);
  expect(probe.env).toEqual(['NODE_ENV']);
  expect(probe.write).toEqual({ error: 'ERR_ACCESS_DENIED' });
  expect(probe.read).toEqual({ error: 'ERR_ACCESS_DENIED' });
  expect(probe.list).toEqual({ error: 'ERR_ACCESS_DENIED' });
  expect(probe.spawn).toEqual({ error: 'ERR_ACCESS_DENIED' });
  expect(probe.readSite).toEqual({ ok: true });
  expect(probe.throughLink).toEqual({ error: 'ERR_ACCESS_DENIED' });
  expect(probe.react).toEqual({ ok: 'function' });
  expect(fs.existsSync(target())).toBe(false);
  expect(answer.html).not.toContain('token-that-must-not-leak');
});

test("a render's API calls reach the parent without the worker's credentials, with the job's own headers added", async () => {
  const baseUrl = version('2026.11.23-2', '() => null');
  const answer = await render(start(), baseUrl, '/en/job_list?api', { 'x-preview-grant': 'grant-1' });
  expect(JSON.parse(answer.html).api.status).toBe(200);
  expect(calls).toHaveLength(1);
  expect(calls[0]!.url).toBe('/api-official-web/jobs?lang=en');
  // The bridge (apiBridge.ts) drops cookie and authorization; the pool hands it the job's grant.
  expect(calls[0]!.extra).toEqual({ 'x-preview-grant': 'grant-1' });
});

test("time spent waiting for the parent's API answers does not count against the render's limit", async () => {
  const baseUrl = version('2026.11.23-9', '() => null');
  const answer = await render(start(800), baseUrl, '/en/job_list?api&slow');
  expect(JSON.parse(answer.html).api.status).toBe(200);
});

test('a render past its time fails alone: its worker is replaced and the next page renders', async () => {
  const busy = version('2026.11.23-3', `() => { ${burn(60_000)} }`);
  const fine = version('2026.11.23-4', '() => ({ fine: true })');
  const p = start(800, 2);
  const started = Date.now();
  const [slow, other] = await Promise.allSettled([render(p, busy), render(p, fine)]);
  expect(slow.status).toBe('rejected');
  expect((slow as PromiseRejectedResult).reason).toBeInstanceOf(RenderFailure);
  expect(((slow as PromiseRejectedResult).reason as RenderFailure).reason).toBe('timeout');
  // Well before the busy loop's minute: the limit with the first job's allowance, at most the cap on
  // waiting for a CPU on a busy machine, and the workers' start.
  expect(Date.now() - started).toBeLessThan(20_000);
  // The other page went to the other worker and was not held up.
  expect(other.status).toBe('fulfilled');
  expect(probeOf((other as PromiseFulfilledResult<{ html: string }>).value.html)).toEqual({ fine: true });
  // A replacement worker renders the next one.
  expect(probeOf((await render(p, fine)).html)).toEqual({ fine: true });
  expect(p.size).toBe(2);
});

test("a worker's first render with a remote version has time to load it; the version's later renders do not", async () => {
  // Each render of this version takes about a second of the worker's own time, past the 800 ms limit.
  const heavy = version('2026.11.23-14', `() => { ${burn(1000)} return { heavy: true }; }`);
  const light = version('2026.11.23-15', '() => null');
  const p = start(800);
  // The worker's first job (the shell renderer's cold start) is another version's.
  await render(p, light);
  // The first render with the heavy version loads its code: it has the cold-start allowance.
  expect(probeOf((await render(p, heavy)).html)).toEqual({ heavy: true });
  // The next one does not.
  await expect(render(p, heavy)).rejects.toMatchObject({ reason: 'timeout' });
});

test("the pool's workers load the lent packages before their first render; a worker started for one job does not", async () => {
  const probe = version('2026.11.23-17', "() => ({ jsdom: Object.keys(require.cache).some((file) => file.includes('/node_modules/jsdom/')) })");
  const p = start(5000);
  expect(probeOf((await render(p, probe)).html)).toEqual({ jsdom: true });
  const alone = await p.runAlone({ kind: 'render', url: '/en/job_list', config: DEFAULT_SITE_CONFIG, remotes: { mfe_careers: { baseUrl: probe } } });
  expect(probeOf(alone.html)).toEqual({ jsdom: false });
});

test('a worker kept from the CPU (a busy machine) is not stopped for the time it waited', async () => {
  // About 300 ms of the worker's own CPU, under the 800 ms limit.
  const work = version('2026.11.23-18', `() => { ${burn(300)} return { pid: process.pid }; }`);
  const p = start(800);
  const { pid } = probeOf((await render(p, work)).html) as { pid: number };
  // The worker is paused for two seconds as soon as the job reaches it: it uses no CPU meanwhile,
  // as when other processes have every core.
  const rendering = render(p, work);
  process.kill(pid, 'SIGSTOP');
  await new Promise((resolve) => setTimeout(resolve, 2000));
  process.kill(pid, 'SIGCONT');
  expect(probeOf((await rendering).html)).toEqual({ pid });
});

test('past its time: own time over the limit and, where the CPU time is known, the CPU time too (or the wait for it past its cap)', () => {
  expect(timeLeftMs(2000, { wallMs: 1900, waitedMs: 0, cpuMs: () => undefined }) <= 0).toBe(false);
  expect(timeLeftMs(2000, { wallMs: 2100, waitedMs: 0, cpuMs: () => undefined }) <= 0).toBe(true);
  // Waiting for API answers does not count.
  expect(timeLeftMs(2000, { wallMs: 3000, waitedMs: 1500, cpuMs: () => undefined }) <= 0).toBe(false);
  // Two seconds gone but 400 ms of CPU: the machine was busy.
  expect(timeLeftMs(2000, { wallMs: 2500, waitedMs: 0, cpuMs: () => 400 }) <= 0).toBe(false);
  expect(timeLeftMs(2000, { wallMs: 2500, waitedMs: 0, cpuMs: () => 2000 }) <= 0).toBe(true);
  // A wait for the CPU has a cap too.
  expect(timeLeftMs(2000, { wallMs: 12_000, waitedMs: 0, cpuMs: () => 400 }) <= 0).toBe(true);
});

test("a process's CPU time is read from /proc, and nothing for a process that is not there", () => {
  const before = cpuTimeMs(process.pid)!;
  // Burns 300 ms of this process's CPU.
  new Function(burn(300))();
  expect(cpuTimeMs(process.pid)! - before).toBeGreaterThanOrEqual(200);
  expect(cpuTimeMs(2 ** 22 + 1)).toBeUndefined();
});

test('a worker that dies (out of memory, exit) fails its render as a crash and is replaced', async () => {
  const dies = version('2026.11.23-5', '() => process.exit(3)');
  const hog = version('2026.11.23-6', '() => { const keep = []; for (;;) keep.push(new Array(1e6).fill(1)); }');
  const fine = version('2026.11.23-7', '() => ({ fine: true })');
  const p = start(20_000);
  await expect(render(p, dies)).rejects.toMatchObject({ reason: 'crash' });
  await expect(render(p, hog)).rejects.toMatchObject({ reason: 'crash' });
  expect(probeOf((await render(p, fine)).html)).toEqual({ fine: true });
});

test('a thrown render error is reported with its message only', async () => {
  const throws = version('2026.11.23-8', '() => { throw new Error("broken page " + Object.keys(process.env).length); }');
  await expect(render(start(), throws)).rejects.toMatchObject({ reason: 'error', message: 'broken page 1' });
});

test('the settings: defaults, one worker per core, and clear errors for bad values', () => {
  expect(renderPoolSettingsFromEnv({}, 2)).toEqual({ workers: 2, timeoutMs: 2000, memoryMb: 512 });
  expect(renderPoolSettingsFromEnv({ RENDER_WORKERS: '3', RENDER_TIMEOUT_MS: '500' }, 2)).toMatchObject({ workers: 3, timeoutMs: 500 });
  expect(() => renderPoolSettingsFromEnv({ RENDER_WORKERS: 'two' }, 2)).toThrow('RENDER_WORKERS must be a whole number from 1 to 64, not "two"');
  expect(() => renderPoolSettingsFromEnv({ RENDER_TIMEOUT_MS: '0' }, 2)).toThrow(/RENDER_TIMEOUT_MS/);
});

test('runAlone renders in a process of its own, stopped afterwards, beside the pool', async () => {
  const baseUrl = version('2026.11.23-10', '() => ({ pid: process.pid })');
  const p = start();
  const shared = probeOf((await render(p, baseUrl)).html) as { pid: number };
  const alone = probeOf((await p.runAlone({ kind: 'render', url: '/en/job_list', config: DEFAULT_SITE_CONFIG, remotes: { mfe_careers: { baseUrl } } })).html) as { pid: number };
  expect(alone.pid).not.toBe(shared.pid);
  // Its process is gone; the pool's is still there.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(() => process.kill(alone.pid, 0)).toThrow();
  expect(() => process.kill(shared.pid, 0)).not.toThrow();
  expect(p.size).toBe(1);
});

test('a worker that floods the channel with API calls is stopped; jobs sharing a worker with a runaway one fail as evicted, not crashed', async () => {
  const flood = version('2026.11.23-11', "() => { for (let i = 0; i < 20000; i += 1) process.send({ type: 'api', id: i, job: 0, call: { method: 'GET', url: '/x', headers: {} } }); return new Promise(() => {}); }");
  await expect(render(start(5000), flood)).rejects.toMatchObject({ reason: 'crash', message: expect.stringContaining('API calls in a second') });
  const busy = version('2026.11.23-12', `() => { ${burn(60_000)} }`);
  const warm = version('2026.11.23-13', '() => null');
  const slowData = version('2026.11.23-16', '() => null');
  const p = start(800);
  // A first job has a cold-start allowance; the pair below runs on a warm worker, each the first
  // render of its version (the same allowance for both).
  await render(p, warm);
  // The runaway starts first. Both jobs' limits count the one worker's CPU time, which only the
  // runaway uses, so the pool cannot tell them apart (decision 008): two jobs started together
  // can go past their time in either order. Started 300 ms apart, the runaway's comes first.
  const runawayJob = render(p, busy);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const [runaway, bystander] = await Promise.allSettled([runawayJob, render(p, slowData, '/en/job_list?api&slow')]);
  expect((runaway as PromiseRejectedResult).reason).toMatchObject({ reason: 'timeout' });
  expect((bystander as PromiseRejectedResult).reason).toMatchObject({ reason: 'evicted' });
});
