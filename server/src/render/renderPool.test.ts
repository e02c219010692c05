/**
 * The pool with real child processes under the permission model, over the site folder of
 * renderPoolFixture.ts, with remote versions that try what a hostile release would.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SITE_CONFIG } from '@azi/shared/config/siteConfig';
import net from 'node:net';
import { type RenderPoolOptions, renderPoolSettingsFromEnv } from './poolSettings';
import { RenderPool } from './renderPool';
import { type ApiBridge, RenderFailure } from './jobs';
import { chooseSandbox } from './sandbox';
import { cpuTimeMs, timeLeftMs } from './timing';
import { writeRenderer, writeVersion } from './renderPoolFixture';
import { withPart } from '@azi/shared/testing/machinePart';

let siteDir: string;
let secretsDir: string;
const pools: RenderPool[] = [];
const calls: { url: string; headers: Record<string, string>; extra?: Record<string, string> }[] = [];
const api: ApiBridge = async (call, extra) => {
  calls.push({ url: call.url, headers: call.headers, extra });
  if (call.url.endsWith('&slow')) await new Promise((resolve) => setTimeout(resolve, 1200));
  return { status: 200, headers: { 'content-type': 'application/json' }, body: '{"code":200,"data":[]}' };
};

const version = (name: string, probe: string, remote = 'mfe_careers') => writeVersion(siteDir, name, probe, remote);

/**
 * A pool over the test's site folder. Tests that look at a worker's process from here (its pid,
 * SIGSTOP) run it without the OS sandbox, whose process namespace gives the worker another pid.
 */
function start(timeoutMs = 1500, workers = 1, extra: Partial<RenderPoolOptions> = {}): RenderPool {
  const pool = new RenderPool({ siteDir, workers, timeoutMs, memoryMb: 128, api, ...extra });
  pools.push(pool);
  return pool;
}
const unsandboxed = { sandbox: { mode: 'permission-only' } } as const;

/** A page of the remote at `baseUrl` (its section is the remote in the URL). */
const render = (p: RenderPool, baseUrl: string, url = '/en/job_list', headers?: Record<string, string>) =>
  p.run(
    {
      kind: 'render',
      url,
      config: DEFAULT_SITE_CONFIG,
      remotes: { [/^\/remotes\/(\w+)\//.exec(baseUrl)![1]!]: { baseUrl } },
    },
    headers,
  );
/** A page that draws no remote (contact, alerts). */
const renderShellPage = (p: RenderPool, url = '/en/alerts') =>
  p.run({ kind: 'render', url, config: DEFAULT_SITE_CONFIG, remotes: {} });

/** The worker's own socket to the site server, as hostile code finds it (a second handle on its descriptor is refused). */
const CHANNEL = 'process._getActiveHandles().find((handle) => handle._handle && handle._handle.fd === 3)';
/** Code for a probe that writes `frame` (bytes, built in the worker) straight onto its channel to the site server. */
const writesOnChannel = (frame: string) => `() => { ${CHANNEL}.write(${frame}); return new Promise(() => {}); }`;
const frameOf = (json: string) =>
  `(() => { const body = Buffer.from(${json}); const head = Buffer.alloc(4); head.writeUInt32BE(body.length); return Buffer.concat([head, body]); })()`;

/** A probe's body that uses `ms` of its process's CPU time (not of the clock: the machine may be busy). */
const burn = (ms: number) =>
  `const from = process.cpuUsage(); for (;;) { const used = process.cpuUsage(from); if (used.user + used.system >= ${ms * 1000}) break; }`;

const probeOf = (html: string) => (JSON.parse(html) as { probe: Record<string, unknown> }).probe;

beforeAll(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-render-pool-'));
  writeRenderer(siteDir);
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

test('a remote in a worker sees no secret, writes nothing, reads neither outside its own version nor another team’s, and starts no process', async () => {
  const target = () => path.join(siteDir, 'written-by-a-remote.txt');
  const investor = version('2026.11.23-30', '() => null', 'mfe_investor');
  const baseUrl = version(
    '2026.11.23-1',
    `() => ({
      env: Object.keys(process.env),
      write: attempt(() => fs.writeFileSync(${JSON.stringify(target())}, 'x')),
      read: attempt(() => fs.readFileSync(${JSON.stringify(path.join(secretsDir, 'secret.txt'))}, 'utf8')),
      list: attempt(() => fs.readdirSync(${JSON.stringify(secretsDir)})),
      spawn: attempt(() => childProcess.execSync('id').toString()),
      readOwn: attempt(() => fs.readFileSync(__filename, 'utf8').length > 0),
      readOtherTeam: attempt(() => fs.readFileSync(${JSON.stringify(path.join(siteDir, investor, 'ssr', 'module.js'))}, 'utf8')),
      listRemotes: attempt(() => fs.readdirSync(${JSON.stringify(path.join(siteDir, 'remotes'))})),
      // Through npm's workspace links in node_modules, back into the repository.
      throughLink: attempt(() => fs.readFileSync(${JSON.stringify(path.resolve(__dirname, '../../../node_modules/@azi/shared/../package.json'))}, 'utf8')),
      react: attempt(() => typeof require('react').createElement),
    })`,
  );
  const answer = await render(start(), baseUrl);
  const probe = probeOf(answer.html);
  const refused = { error: expect.stringMatching(/^(ERR_ACCESS_DENIED|ENOENT)$/) };
  expect(probe.env).toEqual(['NODE_ENV']);
  expect(probe.write).toEqual(refused);
  expect(probe.read).toEqual(refused);
  expect(probe.list).toEqual(refused);
  expect(probe.spawn).toEqual(refused);
  expect(probe.readOwn).toEqual({ ok: true });
  expect(probe.readOtherTeam).toEqual(refused);
  expect(probe.listRemotes).toEqual(refused);
  expect(probe.throughLink).toEqual(refused);
  expect(probe.react).toEqual({ ok: 'function' });
  expect(fs.existsSync(target())).toBe(false);
  expect(answer.html).not.toContain('token-that-must-not-leak');
});

const sandbox = (() => {
  try {
    return chooseSandbox({});
  } catch {
    return { mode: 'permission-only' as const };
  }
})();

withPart({ name: 'bubblewrap', present: sandbox.mode === 'bwrap', how: 'apt-get install -y bubblewrap' })(
  'in the OS sandbox a worker reaches no network and no Unix socket, and sees no other process',
  async () => {
    const listener = net.createServer((socket) => socket.end('hello'));
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const port = (listener.address() as net.AddressInfo).port;
    const socketPath = path.join(secretsDir, 'service.sock');
    const unix = net.createServer((socket) => socket.end('hello'));
    await new Promise<void>((resolve) => unix.listen(socketPath, resolve));
    try {
      const connect = (target: string) =>
        `new Promise((resolve) => { const socket = require('node:net').connect(${target}); socket.setTimeout(2000, () => { socket.destroy(); resolve('timeout'); }); socket.on('data', () => resolve('connected')); socket.on('error', (error) => resolve(error.code)); })`;
      const baseUrl = version(
        '2026.11.23-31',
        `async () => ({
        tcp: await ${connect(`{ port: ${port}, host: '127.0.0.1' }`)},
        outside: await ${connect(`{ port: 80, host: '192.0.2.1' }`)},
        unix: await ${connect(`{ path: ${JSON.stringify(socketPath)} }`)},
        pid: process.pid,
        processes: attempt(() => fs.readdirSync('/proc').filter((entry) => /^\\d+$/.test(entry)).length),
      })`,
      );
      const probe = probeOf((await render(start(5000, 1, { sandbox }), baseUrl)).html);
      expect(probe.tcp).toBe('ECONNREFUSED');
      expect(probe.outside).toMatch(/^(ENETUNREACH|EHOSTUNREACH|ECONNREFUSED)$/);
      expect(probe.unix).toMatch(/^(ENOENT|ERR_ACCESS_DENIED)$/);
      // bubblewrap's own process and the worker: nothing else of the machine.
      expect(probe.pid).toBeLessThan(10);
    } finally {
      listener.close();
      unix.close();
    }
  },
);

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

test("each section renders in processes of its own, and the shell's own pages where no remote code ever ran", async () => {
  const careers = version('2026.11.23-32', '() => ({ pid: process.pid, loaded: Object.keys(require.cache).length })');
  const investor = version('2026.11.23-33', '() => ({ pid: process.pid })', 'mfe_investor');
  const p = start(5000, 2, unsandboxed);
  const first = probeOf((await render(p, careers)).html) as { pid: number };
  const again = probeOf((await render(p, careers)).html) as { pid: number };
  const other = probeOf((await render(p, investor, '/en/investor')).html) as { pid: number };
  expect(again.pid).toBe(first.pid);
  expect(other.pid).not.toBe(first.pid);
  await renderShellPage(p);
  expect(p.sections).toEqual({ mfe_careers: 1, mfe_investor: 1, shell: 1 });
  expect(new Set(p.pids).size).toBe(3);
});

test('a new version of a section gets new workers; the old ones stop, so a rolled-back version leaves no code behind', async () => {
  const v1 = version('2026.11.23-34', '() => ({ pid: process.pid })');
  const v2 = version('2026.11.23-35', '() => ({ pid: process.pid })');
  const p = start(5000, 1, unsandboxed);
  const old = probeOf((await render(p, v1)).html) as { pid: number };
  const next = probeOf((await render(p, v2)).html) as { pid: number };
  expect(next.pid).not.toBe(old.pid);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(() => process.kill(old.pid, 0)).toThrow();
  // Back to the first version (a rollback): a fresh process again, not the one that ran v2.
  const back = probeOf((await render(p, v1)).html) as { pid: number };
  expect([old.pid, next.pid]).not.toContain(back.pid);
  expect(p.sections).toEqual({ mfe_careers: 1 });
});

describe('a message a worker should not send stops that worker alone; the site server goes on', () => {
  const cases: [string, string][] = [
    ['null', frameOf("'null'")],
    ['a message of no known type', frameOf(`JSON.stringify({ type: 'stolen' })`)],
    [
      'an answer of the wrong shape',
      frameOf(`JSON.stringify({ type: 'done', id: 1, answer: { kind: 'render', html: 42 } })`),
    ],
    [
      'a status that is not a number',
      frameOf(
        `JSON.stringify({ type: 'done', id: 1, answer: { kind: 'render', rendered: true, html: '', status: 'x', data: {}, errors: [], remoteErrors: [], stylesheets: [], stylesheetTwins: [] } })`,
      ),
    ],
    [
      'an API call with a body of the wrong type',
      frameOf(`JSON.stringify({ type: 'api', id: 1, job: 1, call: { method: 'GET', url: '/x', headers: { a: 1 } } })`),
    ],
    ['not JSON', frameOf("'{not json'")],
    [
      'a frame that says it holds a gigabyte',
      '(() => { const head = Buffer.alloc(8); head.writeUInt32BE(2 ** 30); return head; })()',
    ],
    [
      'an html past the size limit',
      frameOf(
        `JSON.stringify({ type: 'done', id: 1, answer: { kind: 'render', rendered: true, html: 'x'.repeat(3 * 1024 * 1024), data: {}, errors: [], remoteErrors: [], stylesheets: [], stylesheetTwins: [] } })`,
      ),
    ],
  ];
  test.each(cases)('%s', async (_name, frame) => {
    const bad = version(
      `2026.11.24-${_name.length}${cases.findIndex(([name]) => name === _name)}`,
      writesOnChannel(frame),
    );
    const fine = version('2026.11.24-99', '() => ({ fine: true })', 'mfe_media');
    const p = start(5000, 2);
    const failure = await render(p, bad).catch((error: RenderFailure) => error);
    expect((failure as RenderFailure).message).toContain('render worker stopped (it ');
    expect(probeOf((await render(p, fine, '/en/media')).html)).toEqual({ fine: true });
  });
});

test('a section with too many renders waiting is answered at once; another section waiting gets the next free worker', async () => {
  const slow = version(
    '2026.11.23-36',
    '() => new Promise((resolve) => setTimeout(() => resolve({ slow: true }), 1000))',
  );
  const fine = version('2026.11.23-37', '() => ({ fine: true })', 'mfe_investor');
  const p = start(5000, 2, { jobsPerWorker: 1, queuePerSection: 2, queueWaitMs: 20_000 });
  await render(p, fine, '/en/investor');
  const jobs = [0, 1, 2, 3, 4, 5].map(() =>
    render(p, slow).then(
      () => 'rendered',
      (error: RenderFailure) => error.reason,
    ),
  );
  // Careers has both workers (nobody else waited): two render, two wait, two are refused at once.
  await new Promise((resolve) => setTimeout(resolve, 100));
  // The investor page waits for the first careers worker to finish, then has it before careers' queue.
  const started = Date.now();
  expect(probeOf((await render(p, fine, '/en/investor')).html)).toEqual({ fine: true });
  // About a second (the careers render) plus the workers' start; never the whole careers queue.
  expect(Date.now() - started).toBeLessThan(4000);
  expect((await Promise.all(jobs)).sort()).toEqual([
    'overloaded',
    'overloaded',
    'rendered',
    'rendered',
    'rendered',
    'rendered',
  ]);
});

test('a render that waits in its queue past RENDER_QUEUE_WAIT_MS is refused', async () => {
  const slow = version(
    '2026.11.23-39',
    '() => new Promise((resolve) => setTimeout(() => resolve({ slow: true }), 1500))',
  );
  const p = start(5000, 1, { jobsPerWorker: 1, queuePerSection: 5, queueWaitMs: 300 });
  const outcomes = await Promise.all(
    [0, 1, 2].map(() =>
      render(p, slow).then(
        () => 'rendered',
        (error: RenderFailure) => error.reason,
      ),
    ),
  );
  expect(outcomes.sort()).toEqual(['overloaded', 'overloaded', 'rendered']);
});

test('a render past its time fails alone: its worker is stopped and the next page renders', async () => {
  const busy = version('2026.11.23-3', `() => { ${burn(60_000)} }`);
  const fine = version('2026.11.23-4', '() => ({ fine: true })', 'mfe_investor');
  const p = start(800, 2);
  const started = Date.now();
  const [slow, other] = await Promise.allSettled([render(p, busy), render(p, fine, '/en/investor')]);
  expect(slow.status).toBe('rejected');
  expect((slow as PromiseRejectedResult).reason).toBeInstanceOf(RenderFailure);
  expect(((slow as PromiseRejectedResult).reason as RenderFailure).reason).toBe('timeout');
  // Well before the busy loop's minute: the limit with the first job's allowance, at most the cap on
  // waiting for a CPU on a busy machine, and the workers' start.
  expect(Date.now() - started).toBeLessThan(20_000);
  // The other page was rendered by its own section's worker, not held up.
  expect(other.status).toBe('fulfilled');
  expect(probeOf((await render(p, fine, '/en/investor')).html)).toEqual({ fine: true });
});

test("a worker's first render has time to load its code; its later renders do not", async () => {
  // Each render of this version takes about a second of the worker's own time, past the 800 ms limit.
  const heavy = version('2026.11.23-14', `() => { ${burn(1000)} return { heavy: true }; }`);
  const p = start(800);
  expect(probeOf((await render(p, heavy)).html)).toEqual({ heavy: true });
  await expect(render(p, heavy)).rejects.toMatchObject({ reason: 'timeout' });
});

test("the pool's workers load the lent packages their version requires before its first render; others, and a worker started for one job, do not", async () => {
  const loaded = "jsdom: Object.keys(require.cache).some((file) => file.includes('/node_modules/jsdom/'))";
  // A server build that requires jsdom by name (as the media section's does), on a path this render does not take.
  const needsJsdom = version('2026.11.23-17', `(ctx) => ({ ${loaded}, never: ctx === 0 ? require("jsdom") : 0 })`);
  const plain = version('2026.11.23-18', `() => ({ ${loaded} })`, 'mfe_investor');
  const p = start(5000);
  expect(probeOf((await render(p, needsJsdom)).html)).toMatchObject({ jsdom: true });
  expect(probeOf((await render(p, plain, '/en/investor')).html)).toEqual({ jsdom: false });
  const alone = await p.runAlone({
    kind: 'render',
    url: '/en/job_list',
    config: DEFAULT_SITE_CONFIG,
    remotes: { mfe_careers: { baseUrl: needsJsdom } },
  });
  expect(probeOf(alone.html)).toMatchObject({ jsdom: false });
});

test('a worker kept from the CPU (a busy machine) is not stopped for the time it waited', async () => {
  // About 300 ms of the worker's own CPU, under the 800 ms limit.
  const work = version('2026.11.23-18', `() => { ${burn(300)} return { pid: process.pid }; }`);
  const p = start(800, 1, unsandboxed);
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

test("a process's CPU time is read from /proc with its children's, and nothing for a process that is not there", () => {
  const before = cpuTimeMs(process.pid)!;
  // Burns 300 ms of this process's CPU.
  new Function(burn(300))();
  expect(cpuTimeMs(process.pid)! - before).toBeGreaterThanOrEqual(200);
  expect(cpuTimeMs(2 ** 22 + 1)).toBeUndefined();
});

test("a sandboxed worker's CPU time is counted (it runs below bubblewrap's process)", async () => {
  const work = version('2026.11.23-38', `() => { ${burn(400)} return null; }`);
  const p = start(5000);
  await render(p, work);
  const [pid] = p.pids;
  expect(cpuTimeMs(pid)).toBeGreaterThanOrEqual(300);
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
  const throws = version(
    '2026.11.23-8',
    '() => { throw new Error("broken page " + Object.keys(process.env).length); }',
  );
  const failure = await render(start(), throws).catch((error: RenderFailure) => error);
  expect(failure).toMatchObject({ reason: 'error' });
  expect((failure as RenderFailure).message).toBe('broken page 1');
});

test('the settings: defaults, one worker per core, and clear errors for bad values', () => {
  expect(renderPoolSettingsFromEnv({}, 2)).toEqual({
    workers: 2,
    timeoutMs: 2000,
    memoryMb: 512,
    logBytesPerMinute: 65536,
    queuePerSection: 32,
    queueWaitMs: 1000,
  });
  expect(
    renderPoolSettingsFromEnv({ RENDER_WORKERS: '3', RENDER_TIMEOUT_MS: '500', RENDER_QUEUE: '8' }, 2),
  ).toMatchObject({ workers: 3, timeoutMs: 500, queuePerSection: 8 });
  expect(renderPoolSettingsFromEnv({ RENDER_WORKER_LOG_BYTES_PER_MINUTE: '1048576' }, 2).logBytesPerMinute).toBe(
    1048576,
  );
  expect(() => renderPoolSettingsFromEnv({ RENDER_WORKERS: 'two' }, 2)).toThrow(
    'RENDER_WORKERS must be a whole number from 1 to 64, not "two"',
  );
  expect(() => renderPoolSettingsFromEnv({ RENDER_TIMEOUT_MS: '0' }, 2)).toThrow(/RENDER_TIMEOUT_MS/);
});

test('runAlone renders in a process of its own, stopped afterwards, beside the pool', async () => {
  const baseUrl = version('2026.11.23-10', '() => ({ pid: process.pid })');
  const p = start(1500, 1, unsandboxed);
  const shared = probeOf((await render(p, baseUrl)).html) as { pid: number };
  const alone = probeOf(
    (
      await p.runAlone({
        kind: 'render',
        url: '/en/job_list',
        config: DEFAULT_SITE_CONFIG,
        remotes: { mfe_careers: { baseUrl } },
      })
    ).html,
  ) as { pid: number };
  expect(alone.pid).not.toBe(shared.pid);
  // Its process is gone; the pool's is still there.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(() => process.kill(alone.pid, 0)).toThrow();
  expect(() => process.kill(shared.pid, 0)).not.toThrow();
  expect(p.sections).toEqual({ mfe_careers: 1 });
});

test('a worker that floods the channel with API calls is stopped; jobs sharing a worker with a runaway one fail as evicted, not crashed', async () => {
  const flood = version(
    '2026.11.23-11',
    `() => { const channel = ${CHANNEL}; for (let i = 0; i < 20000; i += 1) channel.write(${frameOf("JSON.stringify({ type: 'api', id: i, job: 0, call: { method: 'GET', url: '/x', headers: {} } })")}); return new Promise(() => {}); }`,
  );
  await expect(render(start(5000), flood)).rejects.toMatchObject({
    reason: 'crash',
    message: expect.stringContaining('API calls in a second'),
  });
  const busy = version('2026.11.23-12', `(url) => { if (url.includes('runaway')) { ${burn(60_000)} } return null; }`);
  const p = start(800);
  // A first job has a cold-start allowance; the pair below runs on a warm worker.
  await render(p, busy);
  // The runaway starts first. Both jobs' limits count the one worker's CPU time, which only the
  // runaway uses, so the pool cannot tell them apart (decision 008): two jobs started together
  // can go past their time in either order. Started 300 ms apart, the runaway's comes first.
  const runawayJob = render(p, busy, '/en/job_list?runaway');
  await new Promise((resolve) => setTimeout(resolve, 300));
  const [runaway, bystander] = await Promise.allSettled([runawayJob, render(p, busy, '/en/job_list?api&slow')]);
  expect((runaway as PromiseRejectedResult).reason).toMatchObject({ reason: 'timeout' });
  expect((bystander as PromiseRejectedResult).reason).toMatchObject({ reason: 'evicted' });
});
