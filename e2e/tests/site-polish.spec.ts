import { expect, test } from '@playwright/test';
import shellEn from '../../shell/src/locales/en.json';
import shellHk from '../../shell/src/locales/hk.json';
import shellZh from '../../shell/src/locales/zh.json';
import { buildPath, LANGS, VIEWPORT } from './site';

/**
 * Issue 53's small things, where they were seen: the Investors menu's last item, the search
 * page's chips and summary on a phone, and the footer's contact rows.
 */
const SHELL = { zh: shellZh, hk: shellHk, en: shellEn } as const;

test.describe('the Investors menu', () => {
  test.use({ viewport: VIEWPORT.desktop });

  for (const lang of LANGS) {
    test(`ends with the IR contacts and FAQ, by that name, in ${lang}`, async ({ page }) => {
      await page.goto(buildPath({ lang, layout: 'desktop', page: 'home' }));
      // The sub-menu as served (it opens on hover; what it holds is the same shut or open).
      const last = page.locator(`header nav ul[aria-label="${SHELL[lang].nav.investor.title}"] a`).last();
      await expect(last).toHaveText(SHELL[lang].nav.investor.faq);
      await expect(last).toHaveAttribute('href', buildPath({ lang, layout: 'desktop', page: 'faq' }));
    });
  }
});

test.describe('the search page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('has chips a finger can take (44px) and says its count once, in English', async ({ page }) => {
    await page.goto(`${buildPath({ lang: 'en', layout: 'mobile', page: 'search' })}?q=Autozi`);
    const chips = page.getByRole('navigation', { name: 'Filter the results by kind' }).getByRole('link');
    await expect(chips.first()).toBeVisible();
    for (let i = 0; i < (await chips.count()); i += 1) {
      const box = (await chips.nth(i).boundingBox())!;
      expect(box.height, `chip ${i + 1}`).toBeGreaterThanOrEqual(44);
    }
    const heading = page.getByRole('heading', { level: 2, name: /^Results/ });
    await expect(heading).toHaveText(/^Results \(\d+\+?\)$/);
  });
});

test.describe('the footer on a desktop', () => {
  test.use({ viewport: VIEWPORT.desktop });

  for (const lang of LANGS) {
    test(`lines up its contact rows, "media and investor contact" too, in ${lang}`, async ({ page }) => {
      await page.goto(buildPath({ lang, layout: 'desktop', page: 'home' }));
      const rows = page.locator('footer dl > div');
      await expect(rows.first()).toBeAttached();
      const lefts: number[] = [];
      for (let i = 0; i < (await rows.count()); i += 1) {
        const term = (await rows.nth(i).locator('dt').boundingBox())!;
        const value = (await rows.nth(i).locator('dd').boundingBox())!;
        // Each name on its value's first line, each value starting at the same x.
        expect(
          Math.abs(term.y - value.y),
          `row ${i + 1}: the name and its value start on one line`,
        ).toBeLessThanOrEqual(2);
        lefts.push(Math.round(value.x));
      }
      expect(new Set(lefts).size, `the values start at ${lefts.join(', ')}`).toBe(1);
      await expect(
        page.locator('footer dt').filter({ hasText: SHELL[lang].footer.mediaInvestorContact }),
      ).toBeVisible();
    });
  }
});
