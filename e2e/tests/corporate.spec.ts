import { expect, test, type Page } from '@playwright/test';
import { INTRODUCE_ANCHORS, SERVICE_ANCHORS, type SectionAnchor } from '@azi/shared/routing/sitePages';
import { buildPath, LANGS, LAYOUTS, VIEWPORT } from './site';

/** The ids of the page's anchored sections, in document order, among those the table names. */
async function anchoredSectionIds(page: Page, anchors: readonly SectionAnchor[]): Promise<string[]> {
  const known = anchors.map((a) => a.id);
  const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));
  return ids.filter((id) => known.includes(id));
}

const CORPORATE_PAGES = [
  { page: 'introduce', anchors: INTRODUCE_ANCHORS },
  { page: 'service', anchors: SERVICE_ANCHORS },
] as const;

for (const layout of LAYOUTS) {
  for (const lang of LANGS) {
    test.describe(`${lang} ${layout}`, () => {
      test.use({ viewport: VIEWPORT[layout] });

      for (const { page: key, anchors } of CORPORATE_PAGES) {
        test(`${key} shows its h1 and every anchored section in order`, async ({ page }) => {
          const path = buildPath({ lang, layout, page: key });
          await page.goto(path);
          await expect(page.locator('main h1')).toBeVisible();
          await expect(page.locator(`#${anchors[0].id}`)).toBeAttached();
          expect(await anchoredSectionIds(page, anchors)).toEqual(anchors.map((a) => a.id));
          for (const { id } of anchors) {
            await expect(page.locator(`section#${id} h2`), `${path}#${id}`).toHaveCount(1);
          }
        });
      }
    });
  }
}

test.describe('deep links', () => {
  test('/en/introduce#fzlc scrolls the milestones into view', async ({ page }) => {
    await page.setViewportSize(VIEWPORT.desktop);
    await page.goto('/en/introduce#fzlc');
    const milestones = page.locator('#fzlc');
    await expect(milestones).toBeInViewport();
    await expect(milestones.getByRole('heading', { level: 2, name: 'Milestones' })).toBeInViewport();
  });

  test('/en/mobile/service#saas scrolls the smart-store SaaS into view on a phone', async ({ page }) => {
    await page.setViewportSize(VIEWPORT.mobile);
    await page.goto('/en/mobile/service#saas');
    await expect(page.locator('#saas')).toBeInViewport();
  });
});

test.describe('corporate content', () => {
  test.use({ viewport: VIEWPORT.desktop });

  test('the committee table shows the three committees and their roles', async ({ page }) => {
    await page.goto('/en/introduce#wyhgc');
    const table = page.getByRole('table', { name: 'Composition of the board committees' });
    await expect(table.getByRole('rowheader')).toHaveText([
      'Audit Committee',
      'Compensation Committee',
      'Nominating and Corporate Governance Committee',
    ]);
    await expect(table.getByRole('columnheader')).toHaveText(['Committee', 'Chair', 'Members']);
  });

  test('the service overview jumps to a business line', async ({ page }) => {
    await page.goto('/hk/service');
    await page
      .getByRole('navigation', { name: '我們的業務' })
      .getByRole('link', { name: /配件供應鏈/ })
      .click();
    await expect(page).toHaveURL(/\/hk\/service#accessory$/);
    await expect(page.locator('#accessory')).toBeInViewport();
  });

  test('the smart-store SaaS lists its eight modules', async ({ page }) => {
    await page.goto('/service#saas');
    await expect(page.getByRole('list', { name: '八大模块' }).getByRole('listitem')).toHaveCount(8);
  });
});

test('the mobile introduce page jumps to a section from its list of links', async ({ page }) => {
  await page.setViewportSize(VIEWPORT.mobile);
  await page.goto('/en/mobile/introduce');
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Office locations' }).click();
  await expect(page).toHaveURL(/\/en\/mobile\/introduce#bgdd$/);
  await expect(page.locator('#bgdd')).toBeInViewport();
});
