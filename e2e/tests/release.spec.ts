import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

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

    const registryAfter = await (await page.request.get('/remotes.json')).json();
    const name = workspace.replace('-', '_');
    expect(registryAfter[name]).not.toBe(registryBefore[name]);
    await page.reload();
    await expect(page.getByText(marker)).toBeVisible();

    npm('run', 'rollback', '-w', workspace);
    expect((await (await page.request.get('/remotes.json')).json())[name]).toBe(registryBefore[name]);
    await page.reload();
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByText(marker)).toHaveCount(0);

    expect(shellDigest()).toBe(before);
  });
}
