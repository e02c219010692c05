import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { INVESTOR_ARCHIVE_IDS } from '@azi/shared/routing/sitePages';
import { choiceLabel } from '@azi/shared/content/contentLabels';
import en from '../../mfe-investor/src/locales/en.json';
import hk from '../../mfe-investor/src/locales/hk.json';
import zh from '../../mfe-investor/src/locales/zh.json';
import { CONSOLE_HOST, deleteContent } from './consoleOrigin';
import { buildPath, hydrated, LANGS, VIEWPORT, type Lang } from './site';

/** The investor-relations section against the composed site and its seeded API. */
const TEXT = { zh, hk, en } as const;
const NO_DATA = { zh: '暂无数据', hk: '暫無資料', en: 'No data at present' } as const;
const ADMIN_TOKEN = process.env.ADMIN_TOKEN ?? 'e2e-admin-token';
const API = '/api-official-web';

const archivePath = (lang: Lang, layout: 'desktop' | 'mobile', id: number, query?: Record<string, string>) =>
  buildPath(
    { lang, layout, page: `investor_list${id}` as `investor_list${1 | 2 | 3 | 4 | 5}` },
    query ? { query } : {},
  );

/** Waits for the archive's answer: a result count or the empty state, never a failure. */
async function archiveLoaded(page: Page, lang: Lang) {
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: new RegExp(TEXT[lang].archives.resultsCount.replace('{{count}}', '\\d+')),
    }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The rows are in the served HTML at once: the filters answer only once the page is live.
  await hydrated(page.getByRole('searchbox'));
}

const localized = (text: string) => ({ zh: text, hk: text, en: text });

async function createContent(request: APIRequestContext, kind: string, body: Record<string, unknown>): Promise<number> {
  // The admin API answers on the console's host only.
  const answer = await request.post(`${API}/admin/${kind}`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, ...CONSOLE_HOST },
    data: body,
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

for (const lang of LANGS) {
  const text = TEXT[lang];

  test(`every archive answers with its filters and document table in ${lang} (desktop 1280)`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(VIEWPORT.desktop);
    for (const id of INVESTOR_ARCHIVE_IDS) {
      await page.goto(archivePath(lang, 'desktop', id));
      await expect(page.getByRole('heading', { level: 1, name: text.archives[`${id}`].title })).toBeVisible();
      await archiveLoaded(page, lang);
      const year = page.getByLabel(text.filters.year, { exact: true });
      await expect(year.locator('option').first()).toHaveText(text.filters.allYears);
      expect(await year.locator('option').count(), 'years with data are offered').toBeGreaterThan(1);
      await expect(page.getByRole('searchbox', { name: text.filters.keyword })).toBeVisible();
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText([
        // The SEC archive dates its rows by filing.
        id === 5 ? text.table.filingDate : text.table.date,
        text.table.type,
        text.table.description,
        text.table.view,
        text.table.file,
        text.table.download,
      ]);
      // Every document link says what it opens and that it opens in a new tab.
      const view = table.getByRole('link', { name: new RegExp(`^${text.table.viewLink} ?:`) }).first();
      await expect(view).toHaveAttribute('target', '_blank');
      await expect(view).toHaveAccessibleName(/.+, .+/);
    }
  });

  test(`every archive shows cards with the same information in ${lang} (mobile 390)`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(VIEWPORT.mobile);
    for (const id of INVESTOR_ARCHIVE_IDS) {
      await page.goto(archivePath(lang, 'mobile', id));
      await expect(page.getByRole('heading', { level: 1, name: text.archives[`${id}`].title })).toBeVisible();
      await archiveLoaded(page, lang);
      await expect(page.getByRole('table')).toHaveCount(0);
      const list = page.getByRole('list', { name: text.archives[`${id}`].title });
      const cards = list.getByRole('listitem');
      expect(await cards.count()).toBeGreaterThan(0);
      const first = cards.first();
      await expect(first.getByRole('heading', { level: 3 })).toBeVisible();
      await expect(first.getByText(text.table.date)).toBeVisible();
      await expect(first.getByText(text.table.type)).toBeVisible();
      // Some entries (a fiscal year end) have no document; the first one that does.
      const link = list.getByRole('link').first();
      const box = await link.boundingBox();
      expect(box?.height ?? 0, 'touch target').toBeGreaterThanOrEqual(44);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'no sideways scrolling').toBeLessThanOrEqual(390);
    }
  });
}

test.describe('archive filters', () => {
  test.use({ viewport: VIEWPORT.desktop });

  test('year and keyword go into the URL, survive a reload, and an unmatched keyword says there is no data', async ({
    page,
  }) => {
    await page.goto('/en/investor_list5');
    await archiveLoaded(page, 'en');
    await page.getByLabel('Year', { exact: true }).selectOption('2025');
    await expect(page).toHaveURL(/[?&]year=2025/);
    await archiveLoaded(page, 'en');
    // The filtered rows replace the previous ones asynchronously: wait for them before reading.
    await expect(page.getByRole('table').locator('tbody td:first-child').first()).toHaveText(/^2025/);
    const dates = await page.getByRole('table').locator('tbody td:first-child').allTextContents();
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date).toMatch(/^2025/);

    const keyword = page.getByRole('searchbox', { name: 'Keyword' });
    await keyword.fill('20-F');
    await keyword.press('Enter');
    await expect(page).toHaveURL(/[?&]keyword=20-F/);
    await archiveLoaded(page, 'en');
    await expect(page.getByRole('table').locator('tbody th').first()).toContainText('20-F');
    const titles = await page.getByRole('table').locator('tbody th').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toContain('20-F');

    await page.reload();
    await archiveLoaded(page, 'en');
    await expect(page.getByLabel('Year', { exact: true })).toHaveValue('2025');
    await expect(page.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('20-F');
    expect(await page.getByRole('table').locator('tbody th').allTextContents()).toEqual(titles);

    await keyword.fill('no such filing anywhere');
    // The filter's own button (the header has a site search button of the same name).
    await page.getByRole('search', { name: 'Filter documents' }).getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText(NO_DATA.en)).toBeVisible();
  });

  test('the report-type filter of the financial reports narrows the list and names the type', async ({ page }) => {
    await page.goto('/hk/investor_list3');
    await archiveLoaded(page, 'hk');
    await hydrated(page.getByLabel(hk.filters.type));
    await page
      .getByLabel(hk.filters.type)
      .selectOption({ label: choiceLabel('financialReport', 'reportType', 'annual', 'hk') });
    await expect(page).toHaveURL(/[?&]type=annual/);
    // The address changes at once; the list follows when its answer is here (the old list, then
    // "Loading…" meanwhile): read the rows until they are the new list's.
    await expect
      .poll(async () => new Set(await page.getByRole('table').locator('tbody td:nth-child(2)').allTextContents()), {
        timeout: 15_000,
      })
      .toEqual(new Set([choiceLabel('financialReport', 'reportType', 'annual', 'hk')]));
    await archiveLoaded(page, 'hk');
  });

  test('nonsense in the query falls back to the defaults instead of breaking the page', async ({ page }) => {
    await page.goto('/investor_list2?year=abc&page=-1&type=zzz');
    await archiveLoaded(page, 'zh');
    await expect(page.getByLabel(zh.filters.year, { exact: true })).toHaveValue('');
    expect(await page.getByRole('table').locator('tbody tr').count()).toBeGreaterThan(0);
  });
});

test.describe.serial('with published test content', () => {
  const marker = `pagingcheck${Date.now()}`;
  const created: { kind: string; id: number }[] = [];
  let callId = 0;

  test.beforeAll(async ({ request }) => {
    for (let n = 1; n <= 12; n += 1) {
      const id = await createContent(request, 'notice', {
        title: localized(`Test notice ${n} ${marker}`),
        summary: localized('Published by the browser tests.'),
        date: `2020-01-${String(n).padStart(2, '0')}`,
        datePrecision: 'day',
        linkUrl: `https://example.com/notice-${n}.pdf`,
      });
      created.push({ kind: 'notice', id });
    }
    const call = await createContent(request, 'investorCalendar', {
      title: localized(`Results conference call ${marker}`),
      summary: localized('Management discusses the results.'),
      date: '2030-03-15',
      datePrecision: 'day',
      kind: 'conferenceCall',
      eventAt: '2030-03-15T12:30:00Z',
      fiscalYear: 2030,
      fiscalPeriod: 'Q1',
      linkUrl: 'https://example.com/webcast',
    });
    created.push({ kind: 'investorCalendar', id: call });
    callId = call;
  });

  test.afterAll(async ({ request }) => {
    for (const { kind, id } of created) await deleteContent(request, kind, id);
  });

  test('pages through an archive with links that keep the filters', async ({ page }) => {
    await page.setViewportSize(VIEWPORT.desktop);
    await page.goto(`/en/investor_list2?keyword=${marker}`);
    await expect(page.getByRole('heading', { name: 'Documents found: 12' })).toBeVisible();
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(10);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      new RegExp(`keyword=${marker}.*page=2`),
    );
    await hydrated(pager.getByRole('link', { name: 'Next page' }));
    await pager.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Documents found: 12' })).toBeFocused();
    await page.goBack();
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(10);
  });

  test('a page past the end goes back to the last page', async ({ page }) => {
    await page.setViewportSize(VIEWPORT.mobile);
    await page.goto(`/en/mobile/investor_list2?keyword=${marker}&page=9`);
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole('list', { name: 'Announcements' }).getByRole('listitem')).toHaveCount(2);
  });

  test('the conference call is in the table, and "add to calendar" is a plain link to the server\'s file with the Beijing time as UTC', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(VIEWPORT.desktop);
    await page.goto('/en/investor#hyyj');
    const calls = page.locator('#hyyj');
    const row = calls.getByRole('table').getByRole('row').filter({ hasText: '2030-03-15 20:30' });
    await expect(row.getByRole('rowheader')).toHaveText('2030');
    await expect(row.getByRole('cell').first()).toHaveText('Q1');
    // Before the call its link is the webcast: no replay yet.
    await expect(row.getByRole('cell').nth(2)).toHaveText('Not available');
    await expect(row.getByRole('link', { name: /Play/ })).toHaveCount(0);
    const add = calls.getByRole('link', {
      name: new RegExp(`^Add to calendar ?: Results conference call ${marker} \\(\\.ics\\)$`),
    });
    await expect(add).toHaveAttribute('href', `/en/event.ics?id=${callId}`);
    const download = page.waitForEvent('download');
    await add.click();
    expect((await download).suggestedFilename()).toBe(`autozi-investor-event-${callId}.ics`);
    const ics = fs.readFileSync(await (await download).path(), 'utf8');
    expect(ics).toContain('DTSTART:20300315T123000Z');
    expect(ics).toContain(`SUMMARY:Results conference call ${marker}`);
    expect(ics.replace(/\r\n /g, '')).toMatch(
      new RegExp(`\\r\\nURL:http://127\\.0\\.0\\.1:\\d+/en/event\\?id=${callId}\\r\\n`),
    );
    // The same file without a browser's scripts, and clear refusals.
    const served = await request.get(`/event.ics?id=${callId}`);
    expect(served.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(served.headers()['content-disposition']).toBe(`attachment; filename="autozi-investor-event-${callId}.ics"`);
    const malformed = await request.get('/hk/event.ics?id=abc');
    expect(malformed.status()).toBe(400);
    expect(await malformed.text()).toContain('The event id must be a whole number');
    const unknown = await request.get('/en/event.ics?id=2147483000');
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toBe('There is no published investor event with id 2147483000.');
  });
});

test.describe('investor overview', () => {
  for (const [lang, layout] of [
    ['en', 'desktop'],
    ['zh', 'mobile'],
    ['hk', 'desktop'],
  ] as const) {
    test(`shows its six sections and an honest quote in ${lang} (${layout})`, async ({ page }) => {
      const text = TEXT[lang];
      await page.setViewportSize(VIEWPORT[layout]);
      await page.goto(buildPath({ lang, layout, page: 'investor' }));
      for (const id of ['jdyj', 'gg', 'hyyj', 'mgzjgg', 'gpxx', 'qygzwj'])
        await expect(page.locator(`#${id} h2`)).toBeVisible();
      await expect(page.locator('#gg').getByRole('link', { name: text.announcements.viewNotices })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);

      const stock = page.locator('#gpxx');
      const unavailable = stock.getByText(text.stock.unavailableTitle);
      // Without a quote but with stored prices: the latest close under its own date (issue 53).
      const latestClose = stock.getByText(text.stock.noLiveQuote);
      const figures = stock.locator('dt');
      await expect(unavailable.or(latestClose).or(figures.first()).first()).toBeVisible();
      if (await latestClose.isVisible()) {
        // No quote's figures in the block (the chart's readout below has terms of its own).
        const block = stock.getByRole('status').filter({ hasText: text.stock.noLiveQuote });
        await expect(block.locator('dt')).toHaveCount(0);
        await expect(
          block.getByRole('heading', { name: text.stock.latestCloseTitle.replace('{{date}}', '') }),
        ).toBeVisible();
      } else if (await unavailable.isVisible()) {
        await expect(figures).toHaveCount(0);
        expect(await stock.textContent()).not.toMatch(/\d+\.\d{2}/);
      } else {
        await expect(figures).toHaveText(Object.values(text.stock.labels));
        await expect(stock.getByText(text.stock.delayNotice)).toBeVisible();
      }

      const faq = page.locator('#qygzwj').getByRole('link', { name: text.governance.faq });
      await expect(faq).toHaveAttribute('href', buildPath({ lang, layout, page: 'faq' }));
    });
  }

  test('the ESG page has its three anchored sections in every language', async ({ page }) => {
    for (const lang of LANGS) {
      await page.goto(buildPath({ lang, layout: 'desktop', page: 'esg' }));
      await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].esg.banner.title })).toBeVisible();
      for (const [id, key] of [
        ['hj', 'environment'],
        ['sh', 'social'],
        ['zl', 'governance'],
      ] as const) {
        await expect(page.locator(`#${id}`).getByRole('heading', { level: 2 })).toHaveText(TEXT[lang].esg[key].title);
      }
    }
  });
});
