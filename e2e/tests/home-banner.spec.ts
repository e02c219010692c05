import { expect, test } from '@playwright/test';
import { LAYOUTS, VIEWPORT, buildPath, hydrated } from './site';

for (const layout of LAYOUTS) {
  test.describe(`home banner (${layout})`, () => {
    test.use({ viewport: VIEWPORT[layout] });

    test('shows the banner carousel with alt texts, a pause control and working slide buttons', async ({ page }) => {
      await page.goto(buildPath({ lang: 'en', layout, page: 'home' }));
      const carousel = page.getByRole('region', { name: 'Highlights' });
      await expect(carousel).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Autozi');

      const pause = carousel.getByRole('button', { name: 'Pause automatic slide show' });
      await expect(pause).toBeVisible();
      await hydrated(pause);
      await pause.click();
      await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();

      // Every banner has a picture with real alt text; the one shown is loaded and fills its box.
      const pictures = carousel.locator('img');
      expect(await pictures.count()).toBeGreaterThan(1);
      for (const alt of await pictures.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? '')))
        expect(alt.trim()).not.toBe('');
      await expect(pictures.first()).toHaveAttribute('loading', 'eager');
      await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy');

      const shown = carousel.getByRole('img');
      const firstAlt = await shown.getAttribute('alt');
      const heightBefore = (await carousel.boundingBox())?.height;
      await carousel.getByRole('button', { name: 'Next slide' }).click();
      await expect(carousel.getByRole('img')).not.toHaveAttribute('alt', firstAlt ?? '');
      await page.keyboard.press('ArrowLeft');
      await expect(carousel.getByRole('img')).toHaveAttribute('alt', firstAlt ?? '');
      expect((await carousel.boundingBox())?.height).toBe(heightBefore);
    });
  });
}
