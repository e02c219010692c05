import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { processesOf, remoteArchive, WHEN_LIVE, workerCgroupForTest, wrapPage } from '../support/hostileRelease';
import { startProductionSite, type ProductionSite } from '../support/productionSite';
import { releaseClient } from '../support/releaseClient';

/**
 * Issue 52, "A hostile release stays within bounds": careers releases uploaded over HTTP to the
 * compiled server run as production runs it, each quiet during the release check and hostile once
 * live. What a worker writes, holds in memory and burns in CPU is bounded, a rollback leaves none
 * of the version's processes, and a worker holds no privilege. The figures are printed.
 */

/** The defaults of RENDER_WORKER_LOG_BYTES_PER_MINUTE and RENDER_WORKER_MEMORY_MB, which the server is run with. */
const LOG_BUDGET = 64 * 1024;
const MEMORY_MB = 512;
const MB = 1024 * 1024;

/** Code run by the careers job list once per worker, when live, after its first render answered (`action`: a statement). */
const afterFirstRender = (action: string) => `
  ;(function () {
    var done = false;
    ${wrapPage('job_list', `function Later() { if (!done && ${WHEN_LIVE('mfe_careers')}) { done = true; setTimeout(function () { ${action} }, 300); } return React.createElement(Page); }`)}
  })();
`;

/** A log line as the server's own would read, claiming an investor release. */
const FORGED = JSON.stringify({
  level: 30,
  time: 1,
  pid: 1,
  hostname: 'site',
  release: '/admin/releases/mfe_investor/2026.11.28-9',
  method: 'PUT',
  remote: 'mfe_investor',
  by: 'mfe_investor',
  status: 201,
  msg: 'release attempt',
  mark: 'FORGED-LOG',
});

/** 10 MB on stdout and 10 MB on stderr during the render, each 64 KB write full of forged lines. */
const loud = `
  ;(function () {
    var chunk = Buffer.from((${JSON.stringify(`\n${FORGED}\n`)}).repeat(Math.ceil(65536 / ${FORGED.length + 2}))).subarray(0, 65536);
    ${wrapPage('job_list', `function Loud() { if (${WHEN_LIVE('mfe_careers')}) { for (var i = 0; i < 160; i += 1) { process.stdout.write(chunk); process.stderr.write(chunk); } } return React.createElement(Page); }`)}
  })();
`;

/** 1.5 GB of 8 MB Buffers, 8 MB every 25 ms, from a timer after the render answered. */
const HOG = afterFirstRender(
  'var kept = []; var timer = setInterval(function () { kept.push(Buffer.alloc(8 * 1024 * 1024, 1)); if (kept.length >= 192) clearInterval(timer); }, 25);',
);

/** From a timer after the render answered: 100 ms of the worker's CPU time, then 200 ms of rest, again and again. */
const SPIN_A_THIRD = `(function spin() {
  var from = process.cpuUsage();
  for (;;) { var used = process.cpuUsage(from); if (used.user + used.system >= 100000) break; }
  setTimeout(spin, 200);
})();`;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A production site's releases, pages, processes and log as these tests read them. */
function onSite(site: ProductionSite) {
  const client = releaseClient(site);
  /** A careers release with `extra` in its server build, live. */
  const release = async (extra: string) => {
    const version = await client.nextVersion('mfe_careers');
    const accepted = await client.upload('mfe_careers', version, remoteArchive(site, 'mfe_careers', version, extra));
    expect(accepted.status, await accepted.text()).toBe(201);
    return version;
  };
  /** Waits until no process runs `version`'s code; its largest resident memory seen and how long it took. */
  const untilGone = async (version: string, withinMs: number) => {
    const start = Date.now();
    let peak = 0;
    for (;;) {
      const processes = processesOf(site, 'mfe_careers', version);
      peak = Math.max(
        peak,
        processes.reduce((sum, { residentBytes }) => sum + residentBytes, 0),
      );
      if (processes.length === 0) return { peak, tookMs: Date.now() - start };
      if (Date.now() - start > withinMs) return { peak, tookMs: Infinity, left: processes.map(({ pid }) => pid) };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const logSize = () => fs.statSync(path.join(site.work, 'server.log')).size;
  const stops = (rule: string) =>
    site
      .log()
      .split('\n')
      .filter((line) => line.includes('a render worker was stopped') && line.includes(`"rule":"${rule}"`));
  return { client, release, untilGone, logSize, stops };
}

test.describe('a hostile release stays within bounds: output, memory, CPU and lifetime of its render workers', () => {
  test.describe.configure({ mode: 'serial' });
  let site: ProductionSite;
  let on: ReturnType<typeof onSite>;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startProductionSite();
    on = onSite(site);
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test("one page view that writes 20 MB to stdout and stderr grows the log by at most the budget, and no line of it reads as the server's own", async () => {
    test.setTimeout(120_000);
    const version = await on.release(loud);
    try {
      const before = on.logSize();
      const page = await on.client.get('/en/job_list?q=loud');
      expect(page.status).toBe(200);
      expect(page.html).toContain('</html>');
      await expect.poll(() => on.stops('output').length, { timeout: 10_000 }).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const grown = on.logSize() - before;
      // The server's own lines of that request (its request, the stop, the failed render) beside the worker's.
      console.log(`log growth for 20 MB written by a worker: ${grown} bytes (budget ${LOG_BUDGET})`);
      expect(grown).toBeLessThanOrEqual(LOG_BUDGET + 8 * 1024);
      // The server's log: its JSON entries, and a few plain lines of its own at start.
      const lines = site.log().split('\n').filter(Boolean);
      const entries = lines
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines.filter((line) => !line.startsWith('{') && line.includes('FORGED-LOG'))).toEqual([]);
      expect(entries.filter((entry) => entry.by === 'mfe_investor' || entry.mark === 'FORGED-LOG')).toEqual([]);
      const carrying = entries.filter(
        (entry) => typeof entry.output === 'string' && entry.output.includes('FORGED-LOG'),
      );
      expect(carrying.length).toBeGreaterThan(0);
      for (const entry of carrying)
        expect(entry.worker).toMatchObject({ section: 'mfe_careers', versions: [`/remotes/mfe_careers/${version}/`] });
      expect((await on.untilGone(version, 5000)).left).toBeUndefined();
      await on.client.othersAnswer();
    } finally {
      await on.client.rollback();
    }
  });

  test('a release that allocates 1.5 GB of Buffers after its render is stopped at the memory bound within seconds, and the site keeps serving', async () => {
    test.setTimeout(120_000);
    const version = await on.release(HOG);
    try {
      const page = await on.client.get('/en/job_list?q=hog');
      expect(page.status).toBe(200);
      expect(page.html).toMatch(/<div id="root"><.+/s);
      const { peak, tookMs, left } = await on.untilGone(version, 15_000);
      console.log(
        `a worker allocating 1.5 GB: stopped ${seconds(tookMs)} after its page was answered, at most ${Math.round(peak / MB)} MB seen (bound ${MEMORY_MB} MB)`,
      );
      expect(left).toBeUndefined();
      expect(peak).toBeLessThan((MEMORY_MB + 256) * MB);
      // The server writes its log line after the worker is gone: read the log until it is there.
      await expect.poll(() => on.stops('memory').length, { timeout: 10_000 }).toBeGreaterThan(0);
      await on.client.othersAnswer();
    } finally {
      await on.client.rollback();
    }
  });

  test('a release that busy-loops between renders is stopped within seconds', async () => {
    test.setTimeout(120_000);
    // The loop is measured in the worker's CPU time, not the clock's: beside the other tests on two
    // cores a clock-timed loop gets less CPU than it asks for, and fell under the rule's share once.
    const version = await on.release(afterFirstRender(SPIN_A_THIRD));
    try {
      expect((await on.client.get('/en/job_list?q=spin')).status).toBe(200);
      const { tookMs, left } = await on.untilGone(version, 15_000);
      console.log(
        `a worker busy a third of the time between renders: stopped ${seconds(tookMs)} after its page was answered`,
      );
      expect(left).toBeUndefined();
      expect(tookMs).toBeLessThan(10_000);
      await expect.poll(() => on.stops('cpu').length, { timeout: 10_000 }).toBeGreaterThan(0);
      await on.client.othersAnswer();
    } finally {
      await on.client.rollback();
    }
  });

  test('within 5 s of a rollback no process of the rolled-back version is left, with no request for its pages', async () => {
    test.setTimeout(120_000);
    const version = await on.release('\n');
    let rolledBack = false;
    try {
      expect((await on.client.get('/en/job_list?q=warm')).status).toBe(200);
      expect(processesOf(site, 'mfe_careers', version).length).toBeGreaterThan(0);
      await on.client.rollback();
      rolledBack = true;
      const { tookMs, left } = await on.untilGone(version, 5000);
      console.log(`after a rollback, the version's last process stopped within ${seconds(tookMs)}`);
      expect(left).toBeUndefined();
    } finally {
      if (!rolledBack) await on.client.rollback();
    }
  });

  test('a worker runs as nobody, in a user namespace of its own, with no capability', async () => {
    test.setTimeout(120_000);
    await on.release(`
      ;(function () {
        ${wrapPage('job_list', `function Status() { var lines = require('node:fs').readFileSync('/proc/self/status', 'utf8').split('\\n').filter(function (line) { return /^(Uid|Gid|Cap(Inh|Prm|Eff|Bnd|Amb)):/.test(line); }); return React.createElement(React.Fragment, null, React.createElement('pre', { id: 'own-status' }, lines.join('\\n')), React.createElement(Page)); }`)}
      })();
    `);
    try {
      const { html } = await on.client.get('/en/job_list?q=status');
      const status = /<pre id="own-status">([^<]*)<\/pre>/.exec(html)?.[1] ?? '';
      console.log(`a worker's own /proc/self/status:\n${status}`);
      const field = (name: string) => new RegExp(`^${name}:\\s+(.+)$`, 'm').exec(status)?.[1]?.trim();
      expect(field('Uid')).toBe('65534\t65534\t65534\t65534');
      expect(field('Gid')).toBe('65534\t65534\t65534\t65534');
      for (const set of ['CapInh', 'CapPrm', 'CapEff', 'CapBnd', 'CapAmb'])
        expect(field(set), set).toBe('0000000000000000');
    } finally {
      await on.client.rollback();
    }
  });
});

test.describe('with a kernel bound on memory (RENDER_WORKER_CGROUP)', () => {
  let cgroup: ReturnType<typeof workerCgroupForTest>;
  let site: ProductionSite | undefined;
  let on: ReturnType<typeof onSite>;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    cgroup = workerCgroupForTest();
    if (!cgroup) return;
    site = await startProductionSite({ RENDER_WORKER_CGROUP: cgroup.dir });
    on = onSite(site);
  });
  test.afterAll(async () => {
    await site?.stop();
    await cgroup?.remove();
  });

  test('a release that allocates 1.5 GB of Buffers after its render is stopped by the kernel at the bound, and the site keeps serving', async () => {
    test.skip(!cgroup, 'this process may make no cgroup v1 memory group here (decision 018 says which hosts give one)');
    test.setTimeout(120_000);
    const version = await on.release(HOG);
    try {
      expect((await on.client.get('/en/job_list?q=hog')).status).toBe(200);
      const { peak, tookMs, left } = await on.untilGone(version, 15_000);
      // Resident memory also counts the pages of the Node binary the server shares, which the kernel charges elsewhere.
      console.log(
        `with a cgroup, a worker allocating 1.5 GB: stopped ${seconds(tookMs)} after its page was answered, at most ${Math.round(peak / MB)} MB resident seen (bound ${MEMORY_MB} MB)`,
      );
      expect(left).toBeUndefined();
      await expect
        .poll(() => on.stops('memory').some((line) => line.includes('the kernel stopped it')), { timeout: 10_000 })
        .toBe(true);
      await on.client.othersAnswer();
    } finally {
      await on.client.rollback();
    }
  });
});
