import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { fetchServed } from './site';

const REPO = path.resolve(__dirname, '../..');
const SHELL_DIR = path.join(REPO, 'site', 'shell');

/** A digest of every file the shell build wrote. */
function shellDigest(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(SHELL_DIR, full)).update(fs.readFileSync(full));
    }
  };
  walk(SHELL_DIR);
  return hash.digest('hex');
}

const npm = (...args: string[]) => execFileSync('npm', args, { cwd: REPO, stdio: 'pipe', encoding: 'utf8' });

/** The text of the page as the server sends it, no JavaScript run: what a crawler reads. */
async function servedText(request: APIRequestContext, url: string): Promise<string> {
  const served = await fetchServed(request, url);
  expect(served.status, url).toBe(200);
  return served.mainText;
}

const CASES = [
  { workspace: 'mfe-service', url: '/en/service', file: 'mfe-service/src/locales/en.json', banner: ['banner'] },
  { workspace: 'mfe-careers', url: '/en/job_list', file: 'mfe-careers/src/locales/en.json', banner: ['jobList', 'banner'] },
  { workspace: 'mfe-investor', url: '/en/investor', file: 'mfe-investor/src/locales/en.json', banner: ['banner'] },
] as const;

test.describe.configure({ mode: 'serial' });

for (const { workspace, url, file, banner } of CASES) {
  test(`${workspace} is released and rolled back without touching the shell`, async ({ page }) => {
    test.setTimeout(180_000);
    const localeFile = path.join(REPO, file);
    const original = fs.readFileSync(localeFile, 'utf8');
    const marker = `Release check ${Date.now()}`;
    const before = shellDigest();
    const registryBefore = await (await page.request.get('/remotes.json')).json();

    await page.goto(url);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByText(marker)).toHaveCount(0);
    expect(await servedText(page.request, url)).not.toContain(marker);

    try {
      // A visible change: the remote's page banner subtitle text gains the marker.
      const text = JSON.parse(original);
      // The subtitle of the page's banner, the first thing a visitor reads.
      const target = banner.reduce((node: Record<string, unknown>, key) => node[key] as Record<string, unknown>, text);
      target.subtitle = marker;
      fs.writeFileSync(localeFile, JSON.stringify(text, null, 2) + '\n');
      npm('run', 'release', '-w', workspace);
    } finally {
      fs.writeFileSync(localeFile, original);
    }

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
