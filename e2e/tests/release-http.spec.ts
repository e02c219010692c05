import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fetchServed } from './site';
import {
  CAREERS_TOKEN,
  INVESTOR_TOKEN,
  PRODUCTION_ADMIN_TOKEN,
  REPO,
  startProductionSite,
  type ProductionSite,
} from '../support/productionSite';
import { npm, servedText, shellDigest, withBannerSubtitle } from '../support/releaseSources';

/** GNU tar over a copy of a version folder, changed by `tamper`: archives the release tool never makes. */
function tamperedArchive(versionFolder: string, tamper: (dir: string) => string[]): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-tampered-'));
  fs.cpSync(versionFolder, dir, { recursive: true });
  const extra = tamper(dir);
  const file = `${dir}.tgz`;
  execFileSync('tar', ['-czf', file, ...extra, '-C', dir, '.'], { stdio: 'pipe' });
  const archive = fs.readFileSync(file);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(file, { force: true });
  return archive;
}

test.describe('releasing over HTTP to a site run as production runs it', () => {
  // Both tests release to the same site, one after the other.
  test.describe.configure({ mode: 'serial' });
  let site: ProductionSite | undefined;
  let base = '';
  let siteDir = '';
  let log = () => '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // Its own site folder, database and port: the compiled server with production dependencies
    // only, as the image runs it.
    site = await startProductionSite();
    ({ base, siteDir, log } = site);
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  const registry = () =>
    JSON.parse(fs.readFileSync(path.join(siteDir, 'remotes.json'), 'utf8')) as Record<string, string>;
  const put = (remote: string, version: string, body: Buffer, token = CAREERS_TOKEN) =>
    fetch(`${base}/admin/releases/${remote}/${version}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip' },
      body: new Uint8Array(body),
    });
  const nextVersion = async (remote: string, token: string) =>
    (
      (await (
        await fetch(`${base}/admin/releases/${remote}/next-version`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { version: string }
    ).version;

  test('the careers token releases mfe-careers, only it, refuses tampered uploads, and rolls back', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const url = `${base}/en/job_list`;
    const marker = `HTTP release check ${Date.now()}`;
    const shellBefore = shellDigest(path.join(siteDir, 'shell'));
    const before = registry();
    expect(await servedText(page.request, url)).not.toContain(marker);
    // The openings are content (issue 56): a release or rollback of the section changes how they look, never them.
    const openings = async () => {
      const answer = await page.request.get(`${base}/api-official-web/job/findPage/1/50?lang=en`);
      expect(answer.status()).toBe(200);
      return ((await answer.json()) as { data: { list: { id: number; title: string; updatedAt: string }[] } }).data
        .list;
    };
    const jobsBefore = await openings();
    expect(jobsBefore.length).toBeGreaterThan(0);
    const listsEveryOpening = async () => {
      const served = await servedText(page.request, url);
      for (const job of jobsBefore) expect(served, `${job.title} on the served list`).toContain(job.title);
    };
    await listsEveryOpening();

    const cli = (script: string, token: string) =>
      execFileSync('npm', ['run', script, '-w', 'mfe-careers', '--', '--to', base, '--token', token], {
        cwd: REPO,
        stdio: 'pipe',
        encoding: 'utf8',
      });
    let output = '';
    withBannerSubtitle('mfe-careers/src/locales/en.json', ['jobList', 'banner'], marker, () => {
      output = cli('release', CAREERS_TOKEN);
    });
    const released = registry().mfe_careers as string;
    expect(released).not.toBe(before.mfe_careers);
    expect(output).toContain(`registry mfe_careers: ${before.mfe_careers} -> ${released}`);
    expect(Object.entries(registry()).filter(([name]) => name !== 'mfe_careers')).toEqual(
      Object.entries(before).filter(([name]) => name !== 'mfe_careers'),
    );

    // Served HTML (what a crawler reads) and the browser both show the release, at once.
    expect(await servedText(page.request, url)).toContain(marker);
    expect(await openings()).toEqual(jobsBefore);
    await listsEveryOpening();
    await page.goto(url);
    await expect(page.getByText(marker).first()).toBeVisible();

    // The careers token cannot touch the investors' section.
    const investorNext = await nextVersion('mfe_investor', INVESTOR_TOKEN);
    const foreign = await put('mfe_investor', investorNext, Buffer.from('x'));
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { message: string }).message).toBe(
      'this token releases mfe_careers only, not mfe_investor',
    );
    expect(
      (
        await fetch(`${base}/admin/releases/mfe_investor/rollback`, {
          method: 'POST',
          headers: { authorization: `Bearer ${CAREERS_TOKEN}` },
        })
      ).status,
    ).toBe(403);
    expect(registry().mfe_investor).toBe(before.mfe_investor);

    // Tampered archives of the live version are refused; the live version keeps serving.
    const liveFolder = path.join(siteDir, released.replace(/^\//, '').replace(/mf-manifest\.json$/, ''));
    const next = await nextVersion('mfe_careers', CAREERS_TOKEN);
    const retarget = (dir: string) => {
      const file = path.join(dir, 'mf-manifest.json');
      fs.writeFileSync(
        file,
        fs
          .readFileSync(file, 'utf8')
          .replaceAll(released.replace(/mf-manifest\.json$/, ''), `/remotes/mfe_careers/${next}/`),
      );
    };
    const tampered: [string, Buffer, RegExp][] = [
      [
        'path traversal',
        tamperedArchive(liveFolder, (dir) => (retarget(dir), ['--transform', 's,^\\./ssr,../ssr,'])),
        /leaves the version folder/,
      ],
      [
        'wrong name',
        tamperedArchive(liveFolder, (dir) => {
          retarget(dir);
          const file = path.join(dir, 'mf-manifest.json');
          fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll('"mfe_careers"', '"mfe_investor"'));
          return [];
        }),
        /build of "mfe_investor", not of mfe_careers/,
      ],
      [
        'missing entry',
        tamperedArchive(liveFolder, (dir) => (retarget(dir), fs.rmSync(path.join(dir, 'remoteEntry.js')), [])),
        /entry file "remoteEntry.js" is missing/,
      ],
    ];
    for (const [label, archive, message] of tampered) {
      const response = await put('mfe_careers', next, archive);
      expect(response.status, label).toBe(400);
      expect(((await response.json()) as { message: string }).message, label).toMatch(message);
      expect(registry().mfe_careers, label).toBe(released);
      expect(fs.existsSync(path.join(siteDir, 'remotes', 'mfe_careers', next)), label).toBe(false);
    }
    expect(await servedText(page.request, url)).toContain(marker);

    output = cli('rollback', CAREERS_TOKEN);
    expect(output).toContain(`registry mfe_careers: ${released} -> ${before.mfe_careers}`);
    expect(registry()).toEqual(before);
    expect(await servedText(page.request, url)).not.toContain(marker);
    expect(await openings()).toEqual(jobsBefore);
    await listsEveryOpening();
    await page.reload();
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByText(marker)).toHaveCount(0);

    // Who did what, for the admin token; the shell's files never changed.
    const history = (await (
      await fetch(`${base}/admin/releases`, { headers: { authorization: `Bearer ${PRODUCTION_ADMIN_TOKEN}` } })
    ).json()) as {
      remotes: Record<string, { events: { action: string; by: string }[] }>;
    };
    expect(history.remotes.mfe_careers?.events.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'rolled back', by: 'token:mfe_careers' }),
      expect.objectContaining({ action: 'activated', by: 'token:mfe_careers' }),
    ]);
    expect(shellDigest(path.join(siteDir, 'shell'))).toBe(shellBefore);
    expect(log()).not.toContain('forbidden in production');
  });

  test('a staged mfe-careers release is seen through its preview link only, then activated', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const url = `${base}/en/job_list`;
    const marker = `Staged release check ${Date.now()}`;
    const before = registry();
    const release = (...args: string[]) =>
      execFileSync(
        'npm',
        ['run', 'release', '-w', 'mfe-careers', '--', '--to', base, '--token', CAREERS_TOKEN, ...args],
        { cwd: REPO, stdio: 'pipe', encoding: 'utf8' },
      );

    let output = '';
    withBannerSubtitle('mfe-careers/src/locales/en.json', ['jobList', 'banner'], marker, () => {
      output = release('--stage');
    });
    const version = /staged (\S+) on /.exec(output)?.[1] as string;
    const link = /(http\S+\/__release-preview\/\S+)/.exec(output)?.[1] as string;
    expect(version, output).toMatch(/^\d{4}\.\d{2}\.\d{2}-\d+$/);
    expect(link, output).toBeTruthy();
    expect(output).toContain(`--activate ${version}`);
    // Checked and in place, not live: the registry, the served page and the version's files are as before for everyone.
    expect(registry()).toEqual(before);
    expect(fs.existsSync(path.join(siteDir, 'remotes', 'mfe_careers', version, 'mf-manifest.json'))).toBe(true);
    expect(await servedText(page.request, url)).not.toContain(marker);
    expect((await fetch(`${base}/remotes/mfe_careers/${version}/mf-manifest.json`)).status).toBe(404);
    const listed = (await (
      await fetch(`${base}/admin/releases/mfe_careers`, { headers: { authorization: `Bearer ${CAREERS_TOKEN}` } })
    ).json()) as { staged: { version: string }[] };
    expect(listed.staged.map((staged) => staged.version)).toEqual([version]);
    // A link the site did not sign is refused with a page that says so.
    expect(
      (
        await fetch(
          link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
          { redirect: 'manual' },
        )
      ).status,
    ).toBe(403);

    // The team's browser: the link sets the preview cookie and opens the section; the whole site
    // shows the staged version, the other sections their live ones.
    const team = await browser.newContext();
    try {
      const preview = await team.newPage();
      await preview.goto(link);
      expect(new URL(preview.url()).pathname).toBe('/employee');
      const previewRegistry = (await (await team.request.get(`${base}/remotes.json`)).json()) as Record<string, string>;
      expect(previewRegistry).toEqual({ ...before, mfe_careers: `/remotes/mfe_careers/${version}/mf-manifest.json` });
      const manifest = await team.request.get(`${base}/remotes/mfe_careers/${version}/mf-manifest.json`);
      expect([manifest.status(), manifest.headers()['cache-control']]).toEqual([200, 'private, no-store']);
      // The page route draws the staged version for the preview: never cached, never indexed, marked as a preview.
      const served = await fetchServed(team.request, url);
      expect(served.mainText, 'served to the preview').toContain(marker);
      expect(served.headers['cache-control']).toMatch(/\bno-store\b/);
      expect(served.headers['x-robots-tag']).toBe('noindex');
      expect(served.html).toContain(`preview of mfe_careers ${version}`);
      await preview.goto(url);
      await expect(preview.getByText(marker).first()).toBeVisible();
    } finally {
      await team.close();
    }
    // Meanwhile a visitor still gets the live version, served and in the browser.
    expect(await servedText(page.request, url)).not.toContain(marker);
    await page.goto(url);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByText(marker)).toHaveCount(0);

    // Activated by its team: live for everyone and recorded like any release; then rolled back to leave the site as it was.
    let activated = false;
    try {
      output = release('--activate', version);
      activated = true;
      expect(output).toContain(
        `registry mfe_careers: ${before.mfe_careers} -> /remotes/mfe_careers/${version}/mf-manifest.json`,
      );
      expect(await servedText(page.request, url)).toContain(marker);
      await page.reload();
      await expect(page.getByText(marker).first()).toBeVisible();
      const history = (await (
        await fetch(`${base}/admin/releases/mfe_careers`, { headers: { authorization: `Bearer ${CAREERS_TOKEN}` } })
      ).json()) as {
        staged: unknown[];
        events: { action: string; version: string; by: string }[];
      };
      expect(history.staged).toEqual([]);
      expect(history.events[0]).toMatchObject({ action: 'activated', version, by: 'token:mfe_careers' });
    } finally {
      if (activated || registry().mfe_careers !== before.mfe_careers)
        npm('run', 'rollback', '-w', 'mfe-careers', '--', '--to', base, '--token', CAREERS_TOKEN);
    }
    expect(registry()).toEqual(before);
  });
});
