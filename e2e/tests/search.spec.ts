import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import { ADMIN_HEADERS, SITE_ADDRESS } from './consoleOrigin';
import { buildPath, fetchServed, LANGS, LAYOUTS, VIEWPORT, type Lang, type Layout } from './site';

/**
 * Site search (issue 40): /{lang}/search and its mobile twin, drawn on the server, with the field
 * in the desktop header and the mobile menu.
 */
const searchPath = (lang: Lang, layout: Layout, q: string, extra: Record<string, string> = {}) =>
  buildPath({ lang, layout, page: 'search' }, { query: { q, ...extra } });
const results = (page: Page) => page.getByRole('region', { name: /Results|搜索结果|搜尋結果/ }).getByRole('listitem');

async function expectAxeClean(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    violations.map(
      (v) =>
        `${what}: ${v.id} ${v.help}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
  ).toEqual([]);
}

test.describe('site search', () => {
  test('en "insurance" finds the insurance section of the services page and a press release, in the served HTML', async ({
    page,
    request,
  }) => {
    const served = await fetchServed(request, searchPath('en', 'desktop', 'insurance'));
    expect(served.status).toBe(200);
    expect(served.headers['cache-control']).toBe('no-cache');
    expect(served.html).toContain('href="/en/service#insure"');
    expect(served.mainText).toMatch(/News/);

    await page.goto(searchPath('en', 'desktop', 'insurance'));
    const section = results(page).filter({ has: page.getByRole('link', { name: 'Auto insurance services' }) });
    await expect(section).toHaveCount(1);
    await expect(section.locator('mark').first()).toHaveText(/^insurance$/i);
    const news = results(page).filter({ hasText: /^News/ });
    await expect(news.first()).toBeVisible();
    await expect(news.first().locator('mark').first()).toHaveText(/^insur/i);
    // The kind filter narrows to the news and keeps the query.
    await page
      .getByRole('navigation', { name: 'Filter the results by kind' })
      .getByRole('link', { name: /^News/ })
      .click();
    await expect(page).toHaveURL(/\/en\/search\?q=insurance&kind=news$/);
    await expect(results(page).filter({ hasText: /^Pages/ })).toHaveCount(0);
    await expect(news.first()).toBeVisible();
  });

  test('the labels the archives show find their items: 年报 / 年報 / "annual report" the annual reports, "current report" / 临时报告 the 6-K', async ({
    request,
  }) => {
    const annual = {
      zh: '2025财年年度报告（Form 20-F）',
      hk: '2025財政年度年報（Form 20-F）',
      en: 'Annual report for fiscal year 2025 (Form 20-F)',
    };
    for (const [lang, q] of [
      ['zh', '年报'],
      ['hk', '年報'],
      ['en', 'annual report'],
    ] as const) {
      const served = await fetchServed(request, searchPath(lang, 'desktop', q, { kind: 'document' }));
      expect({ lang, q, found: served.mainText.includes(annual[lang]) }).toEqual({ lang, q, found: true });
    }
    const current = {
      zh: '2025财年上半年业绩公告（Form 6-K）',
      hk: '2025財政年度上半年業績公告（Form 6-K）',
      en: 'Results for the first half of fiscal year 2025 (Form 6-K)',
    };
    for (const [lang, q] of [
      ['zh', '临时报告'],
      ['hk', '臨時報告'],
      ['en', 'current report'],
      ['en', '6-K'],
    ] as const) {
      const served = await fetchServed(request, searchPath(lang, 'mobile', q, { kind: 'filing' }));
      expect({ lang, q, found: served.mainText.includes(current[lang]) }).toEqual({ lang, q, found: true });
    }
  });

  test('zh "供应链" finds the supply-chain sections, and no result only has 供', async ({ page }) => {
    await page.goto(searchPath('zh', 'desktop', '供应链'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('“供应链”的搜索结果');
    await expect(results(page).getByRole('link', { name: '新车供应链' })).toHaveAttribute('href', '/service#newCar');
    await expect(results(page).getByRole('link', { name: '配件供应链' })).toHaveAttribute('href', '/service#accessory');
    const count = await results(page).count();
    expect(count).toBeGreaterThan(2);
    for (let i = 0; i < count; i++) {
      const item = results(page).nth(i);
      // Each result has 供应链 as a word, in its title or its marked excerpt: never a page with 供 alone.
      const text = `${await item.getByRole('heading').textContent()} ${await item.locator('mark').allTextContents()}`;
      expect(text).toContain('供应链');
    }
  });

  test('hk "招聘" finds the careers pages, on the phone too', async ({ page }) => {
    for (const layout of LAYOUTS) {
      await page.setViewportSize(VIEWPORT[layout]);
      await page.goto(searchPath('hk', layout, '招聘'));
      const prefix = layout === 'mobile' ? '/hk/mobile' : '/hk';
      await expect(results(page).getByRole('link', { name: '人才招聘' })).toHaveAttribute(
        'href',
        `${prefix}/employee#rczp`,
      );
      await expect(results(page).getByRole('link', { name: '招聘職位' })).toHaveAttribute('href', `${prefix}/job_list`);
    }
  });

  test('a word of a press release is found right after it is published and not after it is unpublished', async ({
    page,
    request,
  }) => {
    const word = `zephyr${Date.now().toString(36)}`;
    const admin = (path: string, data: object) =>
      request.post(`${SITE_ADDRESS}${API_PREFIX}/admin/${path}`, { headers: ADMIN_HEADERS, data });
    const created = await admin('media', {
      title: { zh: `新闻${word}`, hk: `新聞${word}`, en: `Release on ${word}` },
      summary: { zh: '摘要', hk: '摘要', en: 'Summary' },
      body: { zh: '<p>正文</p>', hk: '<p>正文</p>', en: `<p>The ${word} programme.</p>` },
      imageUrl: `${API_PREFIX}/assets/media-company.svg`,
      date: '2026-11-20',
      status: 'draft',
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = (await created.json()).data.id as number;
    const searchFor = async () => {
      await page.goto(searchPath('en', 'desktop', word));
      return page.getByRole('link', { name: `Release on ${word}` });
    };
    await expect(await searchFor()).toHaveCount(0);
    expect((await admin(`media/${id}/publish`, {})).status()).toBe(200);
    const link = await searchFor();
    await expect(link).toHaveAttribute('href', `/en/mediaDetail?id=${id}`);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: `Release on ${word}` })).toBeVisible();
    expect((await admin(`media/${id}/unpublish`, {})).status()).toBe(200);
    await expect(await searchFor()).toHaveCount(0);
    await expect(page.getByText(`Nothing on this site matches “${word}”.`)).toBeVisible();
  });

  test('a <script> in q comes back as text in the page, its title and its boot block', async ({ page, request }) => {
    const q = '<script>alert(1)</script>';
    const served = await fetchServed(request, searchPath('en', 'desktop', q));
    expect(served.html).not.toContain('<script>alert(1)');
    expect(served.head).toContain('<title>“&lt;script&gt;alert(1)&lt;/script&gt;” - Search | Autozi</title>');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(searchPath('en', 'desktop', q));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${q}”`);
    await expect(page).toHaveTitle(`“${q}” - Search | Autozi`);
    await expect(page.getByRole('searchbox', { name: 'Search the site' }).last()).toHaveValue(q);
    expect(dialogs).toEqual([]);
  });

  test('a query past 100 characters is cut with a message; nothing found offers the sections', async ({ page }) => {
    await page.goto(searchPath('en', 'desktop', `${'parts '.repeat(30)}`));
    await expect(page.getByRole('status').filter({ hasText: 'only the first 100 were searched' })).toBeVisible();
    await page.goto(searchPath('zh', 'desktop', 'qqqxxyyzz'));
    await expect(page.getByText('没有找到与“qqqxxyyzz”相关的内容。')).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: '投资者关系' })).toHaveAttribute('href', '/investor');
  });

  for (const lang of LANGS) {
    test(`${lang}: the header field searches from any page, by keyboard, without moving the header`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        (window as unknown as { shifts: number[] }).shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources?: { node?: Node }[];
          })[]) {
            if (entry.sources?.some((source) => source.node instanceof Element && source.node.closest('header')))
              (window as unknown as { shifts: number[] }).shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(buildPath({ lang, layout: 'desktop', page: 'service' }));
      const label = { zh: '站内搜索', hk: '站內搜尋', en: 'Search the site' }[lang];
      const field = page.getByRole('banner').getByRole('searchbox', { name: label });
      await expect(field).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
      await field.focus();
      await page.keyboard.type({ zh: '配件', hk: '配件', en: 'parts' }[lang]);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${lang === 'zh' ? '' : `/${lang}`}/search\\?q=`));
      await expect(results(page).first()).toBeVisible();
    });
  }

  test('the mobile menu has the search field', async ({ page }) => {
    await page.setViewportSize(VIEWPORT.mobile);
    await page.goto(buildPath({ lang: 'en', layout: 'mobile', page: 'home' }));
    await page.getByRole('button', { name: 'Menu' }).click();
    const field = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('searchbox', { name: 'Search the site' });
    await field.fill('engineer');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/en\/mobile\/search\?q=engineer/);
    await expect(results(page).filter({ hasText: /^Jobs/ }).first()).toBeVisible();
  });

  for (const layout of LAYOUTS) {
    for (const lang of LANGS) {
      test(`${lang} ${layout}: the search views are axe clean (results, nothing found, no query)`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.setViewportSize(VIEWPORT[layout]);
        for (const q of [{ zh: '供应链', hk: '供應鏈', en: 'insurance' }[lang], 'qqqxxyyzz', '']) {
          await page.goto(q ? searchPath(lang, layout, q) : buildPath({ lang, layout, page: 'search' }));
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectAxeClean(page, `${lang} ${layout} q=${q}`);
        }
      });
    }
  }
});
