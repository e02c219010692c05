import { expect, test } from '@playwright/test';
import { npm, servedText, shellDigest, withBannerSubtitle } from '../support/releaseSources';

/**
 * Releases and rollbacks by the command-line client into this machine's site folder, under the
 * running e2e site: they switch the registry everyone else reads, so they run after every other
 * test (the "release" project). Releasing over HTTP to a production site is release-http.spec.ts.
 */
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
