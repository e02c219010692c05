import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { remoteArchive } from '../support/hostileRelease';
import {
  CAREERS_TOKEN,
  filesUnder,
  INVESTOR_TOKEN,
  PRODUCTION_ADMIN_TOKEN,
  readRegistryOf,
  REPO,
  startProductionSite,
  type ProductionSite,
} from '../support/productionSite';

/**
 * A hostile careers release, uploaded over HTTP with the careers token to the compiled server run
 * as production runs it: its server code tries to read the server's secrets, write into the site
 * folder and read the database folder and the repository's .env; another one busies the CPU for a
 * minute while its job list renders. Issue 20's sandbox must stop each (server/src/render/).
 */

/** Code appended to the live careers version's server build: tries everything, then shows what it got above the job list. */
const hostile = (siteDir: string, dataDir: string) => `
;(function () {
  var fs = require('node:fs');
  var childProcess = require('node:child_process');
  var attempt = function (fn) { try { return { ok: String(fn()).slice(0, 120) }; } catch (error) { return { error: error.code || String(error.message) }; } };
  var probe = {
    env: process.env,
    write: attempt(function () { fs.writeFileSync(${JSON.stringify(path.join(siteDir, 'written-by-careers.txt'))}, 'x'); return 'written'; }),
    database: attempt(function () { return fs.readdirSync(${JSON.stringify(dataDir)}).join(','); }),
    dotenv: attempt(function () { return fs.readFileSync(${JSON.stringify(path.join(REPO, 'package.json'))}, 'utf8'); }),
    spawn: attempt(function () { return childProcess.execSync('env').toString(); }),
  };
  console.log('careers probe', JSON.stringify(probe));
  var React = require('react');
  var remote = module.exports.default;
  var page = remote.pages.job_list;
  var wrap = function (Page) {
    return function Probe() {
      return React.createElement(React.Fragment, null, React.createElement('pre', { id: 'sandbox-probe' }, JSON.stringify(probe)), React.createElement(Page));
    };
  };
  // A page is one component or a Desktop/Mobile pair (shared/src/contract/remote.ts).
  remote.pages.job_list = page.Desktop ? { Desktop: wrap(page.Desktop), Mobile: wrap(page.Mobile) } : wrap(page);
})();
`;

/** Code appended to the server build: the job list busies the CPU for a minute whenever it renders. */
const busy = `
;(function () {
  var React = require('react');
  var remote = module.exports.default;
  var Busy = function () { var end = Date.now() + 60000; while (Date.now() < end) {} return React.createElement('p', null, 'done'); };
  remote.pages.job_list = Busy;
})();
`;

/** The live careers version rebuilt for folder `version` with `extra` appended to its server build, as a .tar.gz. */
const careersArchive = (site: ProductionSite, version: string, extra: string) =>
  remoteArchive(site, 'mfe_careers', version, extra);

test.describe('a careers release is confined to its own section on the server', () => {
  test.describe.configure({ mode: 'serial' });
  let site: ProductionSite;
  const secrets = [
    'RELEASE_PREVIEW_SECRET_SENTINEL_e2e_0123456789abcdef',
    'STOCK_APPCODE_SENTINEL_e2e',
    'ADMIN_PASSWORD_SENTINEL_e2e',
    PRODUCTION_ADMIN_TOKEN,
    CAREERS_TOKEN,
    INVESTOR_TOKEN,
  ];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startProductionSite({
      STOCK_APPCODE: secrets[1]!,
      ADMIN_EMAIL: 'admin@e2e.example.com',
      ADMIN_PASSWORD: secrets[2]!,
      RELEASE_PREVIEW_SECRET: secrets[0]!,
    });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  const nextVersion = async () =>
    (
      (await (
        await fetch(`${site.base}/admin/releases/mfe_careers/next-version`, {
          headers: { authorization: `Bearer ${CAREERS_TOKEN}` },
        })
      ).json()) as { version: string }
    ).version;
  const upload = (version: string, body: Buffer) =>
    fetch(`${site.base}/admin/releases/mfe_careers/${version}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${CAREERS_TOKEN}`, 'content-type': 'application/gzip' },
      body: new Uint8Array(body),
    });

  test('its server code sees no secret, writes nothing, reads neither the database nor the repository', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const before = registryOfSite();
    const siteFiles = filesUnder(site.siteDir).filter((file) => !file.startsWith('remotes/'));
    const version = await nextVersion();
    const answer = await upload(version, careersArchive(site, version, hostile(site.siteDir, site.dataDir)));
    const answerText = await answer.text();
    for (const secret of secrets) expect(answerText).not.toContain(secret);
    expect(answer.status, answerText).toBe(201);
    try {
      const served = await request.get(`${site.base}/en/job_list`);
      const html = await served.text();
      for (const secret of secrets) expect(html).not.toContain(secret);
      const probe = JSON.parse(
        (/<pre id="sandbox-probe">([^<]*)<\/pre>/.exec(html)?.[1] ?? 'null')
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&#x27;|&#39;/g, "'"),
      ) as { env: Record<string, string>; write: unknown; database: unknown; dotenv: unknown; spawn: unknown };
      expect(probe, 'the hostile version rendered on the server').not.toBeNull();
      // Only what rendering needs (and Node's own IPC settings) is in a worker's environment.
      expect(Object.keys(probe.env).filter((key) => !key.startsWith('NODE_CHANNEL_'))).toEqual(['NODE_ENV']);
      expect(probe.write).toEqual({ error: 'ERR_ACCESS_DENIED' });
      expect(probe.database).toEqual({ error: 'ERR_ACCESS_DENIED' });
      expect(probe.dotenv).toEqual({ error: 'ERR_ACCESS_DENIED' });
      expect(probe.spawn).toEqual({ error: 'ERR_ACCESS_DENIED' });
      // Nothing was written outside the new version's own folder.
      expect(
        filesUnder(site.siteDir).filter(
          (file) => !file.startsWith('remotes/') && file !== 'remotes.json' && file !== 'releases.json',
        ),
      ).toEqual(siteFiles.filter((file) => file !== 'remotes.json' && file !== 'releases.json'));
      expect(fs.existsSync(path.join(site.siteDir, 'written-by-careers.txt'))).toBe(false);
      for (const secret of secrets) expect(site.log()).not.toContain(secret);
    } finally {
      const rollback = await fetch(`${site.base}/admin/releases/mfe_careers/rollback`, {
        method: 'POST',
        headers: { authorization: `Bearer ${CAREERS_TOKEN}` },
      });
      expect(rollback.status).toBe(200);
      expect(registryOfSite()).toEqual(before);
    }
  });

  test('a version whose job list busies the CPU for a minute is refused within a minute while every other page answers', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const before = registryOfSite();
    // Each section's worker has started (a section's first page after a start waits for its worker).
    for (const url of ['/en', '/en/investor', '/hk/employee'])
      expect((await request.get(`${site.base}${url}`)).status()).toBe(200);
    const version = await nextVersion();
    const started = Date.now();
    const uploading = upload(version, careersArchive(site, version, busy));
    // Meanwhile the site keeps answering: the check renders in a worker of its own.
    const timings: number[] = [];
    let done = false;
    void uploading.finally(() => {
      done = true;
    });
    while (!done && Date.now() - started < 60_000) {
      for (const url of ['/en', '/en/investor', '/hk/employee']) {
        const at = Date.now();
        const response = await request.get(`${site.base}${url}`);
        expect(response.status()).toBe(200);
        timings.push(Date.now() - at);
      }
    }
    const answer = await uploading;
    const seconds = (Date.now() - started) / 1000;
    const body = (await answer.json()) as { message: string };
    expect(answer.status, body.message).toBe(400);
    expect(body.message).toMatch(/rendering \/(\w+\/)?(mobile\/)?job_list took longer than \d+ ms/);
    expect(seconds).toBeLessThan(60);
    expect(timings.length).toBeGreaterThan(0);
    expect(Math.max(...timings)).toBeLessThan(2_000);
    expect(registryOfSite()).toEqual(before);
    console.log(
      `busy careers version refused in ${seconds.toFixed(1)} s; ${timings.length} other pages meanwhile, slowest ${Math.max(...timings)} ms`,
    );
  });

  const registryOfSite = () => readRegistryOf(site.siteDir);
});
