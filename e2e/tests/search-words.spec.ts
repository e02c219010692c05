import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_URL, createConsoleAccount, signInToConsole, SITE_ADDRESS } from './consoleOrigin';
import { buildPath, fetchServed, VIEWPORT, type Lang, type Layout } from './site';

/**
 * Issue 54: site search finds what visitors type (pages and their sections, synonyms, either
 * Chinese script), reads right (dates at their precision, one result per document, 20-F marked
 * whole, "did you mean"), and the IR team's synonym lists in the console change the next search.
 */
const searchPath = (lang: Lang, layout: Layout, q: string) =>
  buildPath({ lang, layout, page: 'search' }, { query: { q } });
const results = (page: Page) => page.getByRole('region', { name: /Results|搜索结果|搜尋結果/ }).getByRole('listitem');

test.describe('search finds what people type', () => {
  test.use({ viewport: VIEWPORT.desktop });

  test('股价, 股價 and "share price" lead to the investor page\'s share-price section first, without JavaScript too', async ({
    request,
  }) => {
    for (const [lang, q] of [
      ['zh', '股价'],
      ['hk', '股價'],
      ['en', 'share price'],
    ] as const) {
      const served = await fetchServed(request, searchPath(lang, 'desktop', q));
      // The first result's link, in the HTML as served (the page works without JavaScript).
      const list = served.html.slice(served.html.indexOf('id="search-results-title"'));
      const first = /<h2[^>]*><a[^>]*href="([^"]+)"/.exec(list)?.[1];
      expect({ lang, q, first }).toEqual({
        lang,
        q,
        first: buildPath({ lang, layout: 'desktop', page: 'investor' }, { hash: 'gpxx' }),
      });
    }
  });

  test('careers finds the job list, 财报 and 財報 the financial reports archive, IR the investor page', async ({
    page,
  }) => {
    await page.goto(searchPath('en', 'desktop', 'careers'));
    await expect(results(page).getByRole('link', { name: 'Open positions' })).toHaveAttribute('href', '/en/job_list');
    for (const [lang, q] of [
      ['zh', '财报'],
      ['hk', '財報'],
    ] as const) {
      await page.goto(searchPath(lang, 'desktop', q));
      await expect(results(page).first().getByRole('heading').getByRole('link')).toHaveAttribute(
        'href',
        buildPath({ lang, layout: 'desktop', page: 'investor_list3' }),
      );
    }
    await page.goto(searchPath('en', 'desktop', 'IR'));
    await expect(results(page).first().getByRole('heading').getByRole('link')).toHaveAttribute('href', '/en/investor');
  });

  test('汽车 typed in simplified characters on /hk finds what 汽車 finds, shown in traditional characters', async ({
    page,
  }) => {
    await page.goto(searchPath('hk', 'desktop', '汽車'));
    const traditional = await results(page).getByRole('heading').allTextContents();
    await page.goto(searchPath('hk', 'desktop', '汽车'));
    await expect(results(page).getByRole('heading')).toHaveText(traditional);
    await expect(results(page).first().locator('mark').first()).toHaveText('汽車');
  });

  test('the 2025 20-F is one result with its year, the other archives folded under it, 20-F marked whole', async ({
    page,
  }) => {
    await page.goto(searchPath('en', 'desktop', '20-F'));
    const annual = results(page).filter({
      has: page.getByRole('link', { name: 'Annual report for fiscal year 2025 (Form 20-F)', exact: true }),
    });
    await expect(annual).toHaveCount(1);
    await expect(annual.locator('time')).toHaveText('2026');
    await expect(annual.getByText('Also listed in:')).toBeVisible();
    await expect(annual.getByRole('link', { name: 'Financial reports' })).toHaveAttribute(
      'href',
      '/en/investor_list3?year=2026',
    );
    const marked = await page.locator('mark').allTextContents();
    expect(marked.length).toBeGreaterThan(0);
    expect(new Set(marked)).toEqual(new Set(['20-F']));
  });

  test('a word one letter off offers the indexed word, and its link finds it', async ({ page }) => {
    await page.goto(searchPath('en', 'desktop', 'nasdak'));
    await expect(page.getByText('Nothing on this site matches “nasdak”.')).toBeVisible();
    await page.getByRole('link', { name: 'nasdaq' }).click();
    await expect(page).toHaveURL(/\/en\/search\?q=nasdaq$/);
    await expect(results(page).first()).toBeVisible();
  });
});

test.describe("the console's site search screen", () => {
  test.use({ viewport: VIEWPORT.desktop, locale: 'en-GB', baseURL: CONSOLE_URL });

  test('IR staff add a synonym list, the next search finds by it; an edit changes it again; a refused list stays as typed', async ({
    page,
    request,
  }) => {
    const word = `bourse${randomBytes(2).toString('hex')}`;
    const found = async () =>
      (await fetchServed(request, `${SITE_ADDRESS}${searchPath('en', 'desktop', word)}`)).mainText;
    expect(await found()).toContain(`Nothing on this site matches “${word}”`);

    await signInToConsole(page, await createConsoleAccount(request, 'ir'));
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Site search' }).click();
    await expect(page.getByRole('heading', { name: 'Site search', level: 1 })).toBeVisible();
    await expect(page.getByText('IR = investor relations = investors')).toBeVisible();

    const form = page.getByRole('form', { name: 'Add a list' });
    await form.getByLabel('Language').selectOption({ label: 'English' });
    // One term only: refused with the reason, and the text stays as typed.
    await form.getByLabel('Terms').fill(word);
    await form.getByRole('button', { name: 'Add list' }).click();
    await expect(page.getByRole('alert')).toHaveText('A synonym list needs at least two different terms.');
    await expect(form.getByLabel('Terms')).toHaveValue(word);

    await form.getByLabel('Terms').fill(`${word}\nNasdaq`);
    await form.getByRole('button', { name: 'Add list' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'List added' })).toBeVisible();
    const after = await found();
    expect(after).not.toContain('Nothing on this site matches');
    expect(after).toContain('Nasdaq');

    await page.getByRole('button', { name: `Edit ${word}` }).click();
    const edit = page.getByRole('form', { name: 'Edit the list' });
    await edit.getByLabel('Terms').fill(`${word}\nzzzz-no-such-word`);
    await edit.getByRole('button', { name: 'Save list' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'List saved' })).toBeVisible();
    expect(await found()).toContain(`Nothing on this site matches “${word}”`);

    // The query that found nothing is counted (it shows once searched at the floor: twice).
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Searches that found nothing' }).getByRole('cell', { name: word, exact: true }),
    ).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Delete ${word}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'List deleted' })).toBeVisible();
  });
});
