import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MEDIA_ANCHORS } from '@azi/shared/routing/sitePages';
import en from '../../mfe-media/src/locales/en.json';
import hk from '../../mfe-media/src/locales/hk.json';
import zh from '../../mfe-media/src/locales/zh.json';
import { ADMIN_HEADERS, deleteContent } from './consoleOrigin';
import { buildPath, hydrated, LANGS, LAYOUTS, NOT_FOUND_TEXT, VIEWPORT, type Lang } from './site';

/** The media centre against the composed site and its seeded API. */
const TEXT = { zh, hk, en } as const;
const [CORPORATE_NEWS] = MEDIA_ANCHORS;

/** The articles of the corporate-news list, once it has loaded (and not failed). */
async function newsLinks(page: Page) {
  const section = page.locator(`#${CORPORATE_NEWS.id}`);
  const links = section.getByRole('listitem').getByRole('heading', { level: 3 }).getByRole('link');
  await expect(links.first()).toBeVisible();
  await expect(section.getByRole('alert')).toHaveCount(0);
  return links;
}

for (const layout of LAYOUTS) {
  for (const lang of LANGS) {
    const text = TEXT[lang];

    test(`media list -> article -> back in ${lang} (${layout} ${VIEWPORT[layout].width})`, async ({ page }) => {
      await page.setViewportSize(VIEWPORT[layout]);
      const listPath = buildPath({ lang, layout, page: 'media' });
      // What each article's data carries, however it is fetched (at the click, on a hand over the link, idle).
      const articleData: string[][] = [];
      page.on('response', async (response) => {
        // A prefetch the server declined to draw ahead (204) carries no data; the click asks again.
        if (
          response.status() !== 200 ||
          !new URL(response.url()).pathname.startsWith(
            `/__page-data${buildPath({ lang, layout, page: 'mediaDetail' })}`,
          )
        )
          return;
        // Read after the test may have ended (a prefetch answered late): nothing to record then.
        const body = (await response.json().catch(() => undefined)) as { data: Record<string, unknown> } | undefined;
        if (body) articleData.push(Object.keys(body.data));
      });
      await page.goto(listPath);
      await expect(page.getByRole('heading', { level: 1, name: text.banner.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: text.corporateNews.title })).toBeVisible();

      const links = await newsLinks(page);
      const first = links.first();
      const title = (await first.textContent())?.trim() ?? '';
      expect(title).not.toBe('');
      // The article below it in the list: the one its page links as next.
      const older = {
        title: (await links.nth(1).textContent())?.trim() ?? '',
        href: await links.nth(1).getAttribute('href'),
      };
      await expect(first).toHaveAttribute(
        'href',
        new RegExp(`^${buildPath({ lang, layout, page: 'mediaDetail' })}\\?id=\\d+$`),
      );
      // Every item shows its date and a sized picture with alt text.
      const item = page.locator(`#${CORPORATE_NEWS.id} li`).filter({ hasText: title }).first();
      await expect(item.locator('time')).toHaveAttribute('datetime', /^\d{4}(-\d{2}){0,2}$/);
      const picture = item.locator('img');
      await expect(picture).toHaveAttribute('width', /\d+/);
      await expect(picture).toHaveAttribute('height', /\d+/);
      await expect(picture).toHaveAttribute('alt', /.*/);

      // A client-side move (the way back depends on it) needs the list to be live.
      await hydrated(first);
      const listReads: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api-official-web/media/findPage/')) listReads.push(request.url());
      });
      await first.click();
      await expect(page).toHaveURL(
        new RegExp(`${buildPath({ lang, layout, page: 'mediaDetail' }).replace(/\//g, '\\/')}\\?id=\\d+$`),
      );
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const breadcrumb = page.getByRole('navigation', { name: text.detail.breadcrumb.label });
      await expect(breadcrumb.getByRole('listitem')).toHaveText([
        text.detail.breadcrumb.home,
        text.detail.breadcrumb.media,
        text.detail.breadcrumb.corporateNews,
        text.detail.breadcrumb.newsDetails,
      ]);
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(text.detail.breadcrumb.newsDetails);
      await expect(page.locator('article script')).toHaveCount(0);
      expect(await page.title()).toContain(title);
      // Its neighbours come with the article (media/getById), not from a list read after it.
      const articleNav = page.getByRole('navigation', { name: text.detail.articleNav });
      const next = articleNav.getByRole('link').filter({ hasText: text.detail.next });
      await expect(next).toContainText(older.title);
      await expect(next).toHaveAttribute('href', older.href ?? '');
      expect(listReads).toEqual([]);
      // The response's body is read in the listener, which may finish after the page has drawn it.
      await expect.poll(() => articleData.length).toBeGreaterThan(0);
      for (const keys of articleData) expect(keys).toEqual([expect.stringMatching(/^media:article:/)]);

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${listPath.replace(/\//g, '\\/')}$`));
      await expect((await newsLinks(page)).first()).toHaveText(title);
    });
  }
}

const API = '/api-official-web';
/** The admin API answers on the console's host only. */
const ADMIN = ADMIN_HEADERS;
/** Articles on one page of the media list (MediaListPage). */
const LIST_PAGE_SIZE = 10;

/**
 * Adds the oldest articles of all (so the first page stays as seeded for the other tests) until
 * the news fill more than one page; returns their ids for removal.
 */
async function newsOnTwoPages(request: APIRequestContext): Promise<number[]> {
  const list = await request.get(`${API}/media/findPage/1/1?lang=en`);
  const { total } = ((await list.json()) as { data: { total: number } }).data;
  const ids: number[] = [];
  for (let n = 1; n <= LIST_PAGE_SIZE + 1 - total; n += 1) {
    const text = (value: string) => ({ zh: value, hk: value, en: value });
    const answer = await request.post(`${API}/admin/media`, {
      headers: ADMIN,
      data: {
        title: text(`Paging test article ${n}`),
        summary: text('Added by the browser tests so the news fill two pages.'),
        body: text('<p>Added by the browser tests.</p>'),
        date: `2001-01-${String(n).padStart(2, '0')}`,
        datePrecision: 'day',
        imageUrl: `${API}/assets/media-platform.svg`,
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    ids.push(((await answer.json()) as { data: { id: number } }).data.id);
  }
  return ids;
}

test('paging keeps the page number in the address and survives a reload', async ({ page, request }) => {
  const added = await newsOnTwoPages(request);
  try {
    await page.setViewportSize(VIEWPORT.desktop);
    await page.goto('/en/media');
    const firstOnPageOne = (await (await newsLinks(page)).first().textContent()) ?? '';
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await hydrated(pager.getByRole('link', { name: 'Page 2' }));
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/en\/media\?page=2$/);
    await expect((await newsLinks(page)).first()).not.toHaveText(firstOnPageOne);
    await page.reload();
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  } finally {
    for (const id of added) await deleteContent(request, 'media', id);
  }
});

const NOT_FOUND: Record<Lang, string> = { zh: zh.detail.notFound, hk: hk.detail.notFound, en: NOT_FOUND_TEXT };

for (const search of ['?id=abc', '?id=999999', '?id=-3', '']) {
  test(`/en/mediaDetail${search} says the page could not be found and leads back to the news`, async ({ page }) => {
    await page.setViewportSize(VIEWPORT.desktop);
    await page.goto(`/en/mediaDetail${search}`);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TEXT })).toBeVisible();
    await page.getByRole('link', { name: en.detail.backToList }).click();
    await expect(page).toHaveURL(/\/en\/media#qyxw$/);
    await newsLinks(page);
  });
}

for (const lang of ['zh', 'hk'] as const) {
  test(`an unknown article is not found in ${lang} too (mobile 390)`, async ({ page }) => {
    await page.setViewportSize(VIEWPORT.mobile);
    await page.goto(buildPath({ lang, layout: 'mobile', page: 'mediaDetail' }, { query: { id: 999999 } }));
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND[lang] })).toBeVisible();
  });
}
