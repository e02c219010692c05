import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { fetchServed } from './site';

const REPO = path.resolve(__dirname, '../..');
/** The built site the suite runs against (SITE_DIR, as for the other specs), copied per test. */
const SITE = process.env.SITE_DIR ? path.resolve(process.env.SITE_DIR) : path.join(REPO, 'site');
const SHELL_DIR = path.join(SITE, 'shell');

/** A digest of every file the shell build wrote. */
function shellDigest(shellDir = SHELL_DIR): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(shellDir, full)).update(fs.readFileSync(full));
    }
  };
  walk(SHELL_DIR);
  return hash.digest('hex');
}

const npm = (...args: string[]) => execFileSync('npm', args, { cwd: REPO, stdio: 'pipe', encoding: 'utf8' });

/** Makes the subtitle of a remote's page banner read `marker` while `work` runs (a visible change to release). */
function withBannerSubtitle(file: string, keys: readonly string[], marker: string, work: () => void): void {
  const localeFile = path.join(REPO, file);
  const original = fs.readFileSync(localeFile, 'utf8');
  try {
    const text = JSON.parse(original);
    const target = keys.reduce((node: Record<string, unknown>, key) => node[key] as Record<string, unknown>, text);
    target.subtitle = marker;
    fs.writeFileSync(localeFile, JSON.stringify(text, null, 2) + '\n');
    work();
  } finally {
    fs.writeFileSync(localeFile, original);
  }
}

/** The text of the page as the server sends it, no JavaScript run: what a crawler reads. */
async function servedText(request: APIRequestContext, url: string): Promise<string> {
  const served = await fetchServed(request, url);
  expect(served.status, url).toBe(200);
  return served.mainText;
}

const CASES = [
  { workspace: 'mfe-service', url: '/en/service', file: 'mfe-service/src/locales/en.json', banner: ['banner'] },
  { workspace: 'mfe-investor', url: '/en/investor', file: 'mfe-investor/src/locales/en.json', banner: ['banner'] },
] as const;

test.describe.configure({ mode: 'serial' });

for (const { workspace, url, file, banner } of CASES) {
  test(`${workspace} is released and rolled back without touching the shell`, async ({ page }) => {
    test.setTimeout(180_000);
    const marker = `Release check ${Date.now()}`;
    const before = shellDigest();
    const registryBefore = await (await page.request.get('/remotes.json')).json();

    await page.goto(url);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByText(marker)).toHaveCount(0);
    expect(await servedText(page.request, url)).not.toContain(marker);

    withBannerSubtitle(file, banner, marker, () => npm('run', 'release', '-w', workspace));

    const name = workspace.replace('-', '_');
    let rolledBack = false;
    try {
      const registryAfter = await (await page.request.get('/remotes.json')).json();
      expect(registryAfter[name]).not.toBe(registryBefore[name]);
      // The server renders with the new version at once, without a restart.
      expect(await servedText(page.request, url), `${url} served after the release`).toContain(marker);
      await page.reload();
      await expect(page.getByText(marker)).toBeVisible();

      npm('run', 'rollback', '-w', workspace);
      rolledBack = true;
      expect((await (await page.request.get('/remotes.json')).json())[name]).toBe(registryBefore[name]);
      expect(await servedText(page.request, url), `${url} served after the rollback`).not.toContain(marker);
      await page.reload();
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.getByText(marker)).toHaveCount(0);
    } finally {
      // A failed check must not leave the marked version live for everyone else.
      const current = (await (await page.request.get('/remotes.json')).json())[name];
      if (!rolledBack && current !== registryBefore[name]) npm('run', 'rollback', '-w', workspace);
    }

    expect(shellDigest()).toBe(before);
  });
}

// ---------------------------------------------------------------- releasing over HTTP

const CAREERS_TOKEN = 'e2e-careers-release-token-0123';
const INVESTOR_TOKEN = 'e2e-investor-release-token-0123';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

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
  let server: ChildProcess | undefined;
  let base = '';
  let siteDir = '';
  let work = '';
  let log = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // Its own site folder (the built shell and remotes, hard-linked), database and port: the
    // compiled server with production dependencies only, as the image runs it.
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-e2e-release-'));
    siteDir = path.join(work, 'site');
    fs.mkdirSync(siteDir);
    fs.cpSync(SHELL_DIR, path.join(siteDir, 'shell'), { recursive: true });
    execFileSync('cp', ['-al', path.join(SITE, 'remotes'), path.join(siteDir, 'remotes')]);
    for (const file of ['remotes.json', 'releases.json']) fs.copyFileSync(path.join(SITE, file), path.join(siteDir, file));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    log = path.join(work, 'server.log');
    const out = fs.openSync(log, 'w');
    server = spawn(process.execPath, ['--require', path.join(REPO, 'e2e', 'support', 'forbid-dev-packages.cjs'), path.join(REPO, 'site', 'server', 'main.js')], {
      cwd: work,
      stdio: ['ignore', out, out],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        SITE_DIR: siteDir,
        DATA_DIR: path.join(work, 'data'),
        PUBLIC_URL: base,
        ADMIN_TOKEN: '7c1e9a04b3d85f62e0a9c4b71d3f8e25a6b0c9d2e4f7a183',
        RELEASE_TOKENS: `mfe_careers=${CAREERS_TOKEN},mfe_investor=${INVESTOR_TOKEN}`,
        LOG_LEVEL: 'info',
      },
    });
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the production server exited (${server.exitCode}): ${fs.readFileSync(log, 'utf8').slice(-2000)}`);
      const ready = await fetch(`${base}/ready`).then((r) => r.ok, () => false);
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`the production server was not ready in 90 s: ${fs.readFileSync(log, 'utf8').slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server?.once('exit', resolve));
    }
    fs.rmSync(work, { recursive: true, force: true });
  });

  const registry = () => JSON.parse(fs.readFileSync(path.join(siteDir, 'remotes.json'), 'utf8')) as Record<string, string>;
  const put = (remote: string, version: string, body: Buffer, token = CAREERS_TOKEN) =>
    fetch(`${base}/admin/releases/${remote}/${version}`, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip' }, body: new Uint8Array(body) });
  const nextVersion = async (remote: string, token: string) =>
    ((await (await fetch(`${base}/admin/releases/${remote}/next-version`, { headers: { authorization: `Bearer ${token}` } })).json()) as { version: string }).version;

  test('the careers token releases mfe-careers, only it, refuses tampered uploads, and rolls back', async ({ page }) => {
    test.setTimeout(240_000);
    const url = `${base}/en/job_list`;
    const marker = `HTTP release check ${Date.now()}`;
    const shellBefore = shellDigest(path.join(siteDir, 'shell'));
    const before = registry();
    expect(await servedText(page.request, url)).not.toContain(marker);

    const cli = (script: string, token: string) =>
      execFileSync('npm', ['run', script, '-w', 'mfe-careers', '--', '--to', base, '--token', token], { cwd: REPO, stdio: 'pipe', encoding: 'utf8' });
    let output = '';
    withBannerSubtitle('mfe-careers/src/locales/en.json', ['jobList', 'banner'], marker, () => {
      output = cli('release', CAREERS_TOKEN);
    });
    const released = registry().mfe_careers as string;
    expect(released).not.toBe(before.mfe_careers);
    expect(output).toContain(`registry mfe_careers: ${before.mfe_careers} -> ${released}`);
    expect(Object.entries(registry()).filter(([name]) => name !== 'mfe_careers')).toEqual(Object.entries(before).filter(([name]) => name !== 'mfe_careers'));

    // Served HTML (what a crawler reads) and the browser both show the release, at once.
    expect(await servedText(page.request, url)).toContain(marker);
    await page.goto(url);
    await expect(page.getByText(marker).first()).toBeVisible();

    // The careers token cannot touch the investors' section.
    const investorNext = await nextVersion('mfe_investor', INVESTOR_TOKEN);
    const foreign = await put('mfe_investor', investorNext, Buffer.from('x'));
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { message: string }).message).toBe('this token releases mfe_careers only, not mfe_investor');
    expect((await fetch(`${base}/admin/releases/mfe_investor/rollback`, { method: 'POST', headers: { authorization: `Bearer ${CAREERS_TOKEN}` } })).status).toBe(403);
    expect(registry().mfe_investor).toBe(before.mfe_investor);

    // Tampered archives of the live version are refused; the live version keeps serving.
    const liveFolder = path.join(siteDir, released.replace(/^\//, '').replace(/mf-manifest\.json$/, ''));
    const next = await nextVersion('mfe_careers', CAREERS_TOKEN);
    const retarget = (dir: string) => {
      const file = path.join(dir, 'mf-manifest.json');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll(released.replace(/mf-manifest\.json$/, ''), `/remotes/mfe_careers/${next}/`));
    };
    const tampered: [string, Buffer, RegExp][] = [
      ['path traversal', tamperedArchive(liveFolder, (dir) => (retarget(dir), ['--transform', 's,^\\./ssr,../ssr,'])), /leaves the version folder/],
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
      ['missing entry', tamperedArchive(liveFolder, (dir) => (retarget(dir), fs.rmSync(path.join(dir, 'remoteEntry.js')), [])), /entry file "remoteEntry.js" is missing/],
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
    await page.reload();
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByText(marker)).toHaveCount(0);

    // Who did what, for the admin token; the shell's files never changed.
    const history = (await (await fetch(`${base}/admin/releases`, { headers: { authorization: 'Bearer 7c1e9a04b3d85f62e0a9c4b71d3f8e25a6b0c9d2e4f7a183' } })).json()) as {
      remotes: Record<string, { events: { action: string; by: string }[] }>;
    };
    expect(history.remotes.mfe_careers?.events.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'rolled back', by: 'token:mfe_careers' }),
      expect.objectContaining({ action: 'activated', by: 'token:mfe_careers' }),
    ]);
    expect(shellDigest(path.join(siteDir, 'shell'))).toBe(shellBefore);
    expect(fs.readFileSync(log, 'utf8')).not.toContain('forbidden in production');
  });
});
