import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ArticleLink, MediaDetail } from '@azi/shared/api/schemas/content';
import type { PageAddress } from '@azi/shared/routing/paths';
import { INVESTOR_ARCHIVE_IDS, type InvestorArchiveId } from '@azi/shared/routing/sitePages';
import investorEn from '../../mfe-investor/src/locales/en.json';
import mediaEn from '../../mfe-media/src/locales/en.json';
import metaEn from '../../shell/src/meta/locales/en.json';
import metaHk from '../../shell/src/meta/locales/hk.json';
import metaZh from '../../shell/src/meta/locales/zh.json';
import {
  ALL_PAGES,
  itemQuery,
  apiData,
  buildPath,
  checkWhileSteady,
  existingArticle,
  existingEvent,
  fetchServed,
  HTML_LANG,
  LANGS,
  LAYOUTS,
  NOT_FOUND_TEXT,
  PHONE_USER_AGENT,
  type Lang,
  type ListPage,
  ServedPage,
  textOf,
} from './site';

/**
 * The HTML the server sends, read without running any script: what a crawler that runs no
 * JavaScript (Baidu, link previews, IR aggregators) indexes. Every page must arrive complete.
 */
const META = { zh: metaZh, hk: metaHk, en: metaEn } as const;
/** Pages whose title and description are their own content's (an article's, a job's). */
const hasOwnTitle = (key: string) => key === 'mediaDetail' || key === 'event' || key === 'job_detail';

/** What every served page has in its head and its #root, whatever its content. */
function expectCompletePage(
  served: ServedPage,
  address: PageAddress,
  query: Record<string, string | number> | undefined,
  siteUrl: string,
) {
  const where = served.url;
  expect(served.status, where).toBe(200);
  expect(served.htmlLang, where).toBe(HTML_LANG[address.lang]);

  const descriptions = served.metas('description');
  expect(descriptions, `${where}: one description`).toHaveLength(1);
  const description = ServedPage.attributeOf(descriptions[0]!, 'content') ?? '';
  expect(description.trim(), `${where}: description`).not.toBe('');
  expect(served.titles, `${where}: one title`).toHaveLength(1);
  const title = served.titles[0]!;
  expect(title.trim(), `${where}: title`).not.toBe('');

  const h1 = served.headings(1);
  expect(h1, `${where}: one h1 in #root`).toHaveLength(1);
  expect(h1[0], `${where}: h1`).not.toBe('');
  expect(served.main, `${where}: the h1 is inside <main>`).toContain('<h1');
  expect(served.rootText, where).not.toContain(NOT_FOUND_TEXT);

  const meta = META[address.lang][address.page];
  if (hasOwnTitle(address.page)) {
    expect(title, `${where}: the title names the page's own content`).toContain(h1[0]);
  } else {
    expect(title, `${where}: title of the page table`).toBe(meta.title);
    expect(description, `${where}: description of the page table`).toBe(meta.description);
  }

  const url = (a: PageAddress) => siteUrl + buildPath(a, { query });
  const desktopUrl = url({ ...address, layout: 'desktop' });
  const mobileUrl = url({ ...address, layout: 'mobile' });
  const canonical = served.links({ rel: 'canonical' });
  expect(canonical, `${where}: one canonical`).toHaveLength(1);
  expect(ServedPage.attributeOf(canonical[0]!, 'href'), `${where}: canonical is the desktop page`).toBe(desktopUrl);

  const alternate = served.links({ rel: 'alternate', media: 'only screen and (max-width: 820px)' });
  const mobileAgent = served.metas('mobile-agent');
  if (address.layout === 'desktop') {
    expect(
      alternate.map((tag) => ServedPage.attributeOf(tag, 'href')),
      `${where}: names its mobile twin`,
    ).toEqual([mobileUrl]);
    expect(
      mobileAgent.map((tag) => ServedPage.attributeOf(tag, 'content')),
      `${where}: mobile-agent`,
    ).toEqual([`format=html5;url=${mobileUrl}`]);
  } else {
    expect(alternate, `${where}: a mobile twin names no other twin`).toHaveLength(0);
    expect(mobileAgent, `${where}: a mobile twin has no mobile-agent`).toHaveLength(0);
  }
  for (const other of LANGS) {
    const hreflang = served.links({ rel: 'alternate', hreflang: HTML_LANG[other] });
    expect(
      hreflang.map((tag) => ServedPage.attributeOf(tag, 'href')),
      `${where}: hreflang ${other}`,
    ).toEqual([url({ ...address, lang: other })]);
  }

  const boot = served.bootData;
  expect(typeof boot.data, `${where}: boot block has the page's data`).toBe('object');
  expect(boot.data, where).not.toBeNull();
}

for (const layout of LAYOUTS) {
  for (const lang of LANGS) {
    test(`every ${layout} page is served complete in ${lang}, before any script runs`, async ({ request, baseURL }) => {
      const article = await existingArticle(request, lang);
      const event = await existingEvent(request, lang);
      for (const key of ALL_PAGES) {
        const address = { lang, layout, page: key };
        const query = itemQuery(key, { article: article.id, event: event.id });
        const served = await fetchServed(request, buildPath(address, { query }));
        expectCompletePage(served, address, query, baseURL!);
      }
    });
  }
}

interface Banner {
  id: number;
  title: string;
}

for (const lang of LANGS) {
  test(`the home page is served with the API's banners and latest news in ${lang}`, async ({ request }) => {
    // The shell asks for ten banners (docs/product.md, Home page banners); the media team's widget shows three news.
    // Checked again when another spec published a banner or an article between the API's answer and the page.
    const read = () =>
      Promise.all([
        apiData<ListPage<Banner>>(request, `/banner/findPage/1/10?lang=${lang}`),
        apiData<ListPage>(request, `/media/findPage/1/3?lang=${lang}`),
      ]);
    await checkWhileSteady(read, async ([banners, news]) => {
      expect(banners.list.length, 'seeded banners').toBeGreaterThan(0);
      expect(news.list.length, 'seeded news').toBe(3);
      for (const layout of LAYOUTS) {
        const served = await fetchServed(request, buildPath({ lang, layout, page: 'home' }));
        expect(served.status).toBe(200);
        for (const banner of banners.list) expect(served.mainText, `${served.url}: banner`).toContain(banner.title);
        for (const item of news.list) {
          expect(served.mainText, `${served.url}: latest news`).toContain(item.title);
          expect(served.main, `${served.url}: a link to the article`).toContain(
            `href="${buildPath({ lang, layout, page: 'mediaDetail' }, { query: { id: item.id } })}"`,
          );
        }
      }
    });
  });
}

test('the news list is served with the titles of its first page', async ({ request }) => {
  // NEWS_PAGE_SIZE of the media remote. Checked again when another spec published an article
  // between the API's answer and the page.
  const read = () =>
    Promise.all([
      apiData<ListPage>(request, '/media/findPage/1/10?lang=en'),
      apiData<ListPage>(request, '/media/findPage/2/10?lang=en'),
    ]);
  await checkWhileSteady(read, async ([news, second]) => {
    for (const layout of LAYOUTS) {
      const served = await fetchServed(request, buildPath({ lang: 'en', layout, page: 'media' }));
      expect(served.status).toBe(200);
      expect(
        served.headings(3).filter((h) => news.list.some((item) => item.title === h)),
        `${served.url}: page 1`,
      ).toEqual(news.list.map((item) => item.title));
      for (const item of second.list)
        expect(served.mainText, `${served.url}: page 2 is not on page 1`).not.toContain(item.title);
    }
  });
});

/** The links of an article's nav (previous, next, the way back) as the server wrote them: [href, text]. */
function articleNavLinks(served: ServedPage, label: string): string[][] {
  const nav = new RegExp(`<nav\\b[^>]*aria-label="${label}"[^>]*>([\\s\\S]*?)</nav>`).exec(served.main)?.[1] ?? '';
  return [...nav.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((link) => [
    ServedPage.attributeOf(link[1]!, 'href') ?? '',
    textOf(link[2]!),
  ]);
}

test('an article is served with its title in the h1, the page title, the description and the links to its neighbours', async ({
  request,
}) => {
  // Checked again when another spec published or withdrew an article while this one read the pages.
  const read = () => apiData<ListPage>(request, '/media/findPage/1/50?lang=en');
  await checkWhileSteady(read, async ({ list }) => {
    const newest = list[0]!;
    const oldest = list.at(-1)!;
    for (const { id } of [newest, oldest]) {
      const article = await apiData<MediaDetail>(request, `/media/getById?id=${id}&lang=en`);
      for (const layout of LAYOUTS) {
        const served = await fetchServed(
          request,
          buildPath({ lang: 'en', layout, page: 'mediaDetail' }, { query: { id } }),
        );
        expect(served.status).toBe(200);
        expect(served.headings(1), served.url).toEqual([article.title]);
        expect(served.titles[0], served.url).toContain(article.title);
        expect(ServedPage.attributeOf(served.metas('description')[0] ?? '', 'content'), served.url).toBe(
          article.summary,
        );
        // Previous and next are in the HTML (a crawler follows them), from the article's own answer: its only data.
        const neighbour = (label: string, link: ArticleLink | null) =>
          link
            ? [
                [
                  buildPath({ lang: 'en', layout, page: 'mediaDetail' }, { query: { id: link.id } }),
                  `${label}${link.title}`,
                ],
              ]
            : [];
        expect(articleNavLinks(served, mediaEn.detail.articleNav), served.url).toEqual([
          ...neighbour(mediaEn.detail.previous, article.previous),
          ...neighbour(mediaEn.detail.next, article.next),
          [`${buildPath({ lang: 'en', layout, page: 'media' })}#qyxw`, mediaEn.detail.backToList],
        ]);
        expect(Object.keys(served.bootData.data), served.url).toEqual([`media:article:en/${id}`]);
      }
    }
    // The newest has no newer article, the oldest no older one.
    expect((await apiData<MediaDetail>(request, `/media/getById?id=${newest.id}&lang=en`)).previous).toBeNull();
    expect((await apiData<MediaDetail>(request, `/media/getById?id=${oldest.id}&lang=en`)).next).toBeNull();
  });
});

/** The endpoint and parameters of an archive's rows (archiveDefinitions.ts): archive 1's category picks its list. */
function archiveRequest(id: InvestorArchiveId, query: Record<string, string>): string {
  const segment = {
    1: query.type === 'news' ? 'investorNews' : 'quarterlyAchievement',
    2: 'notice',
    3: 'financialReport',
    4: 'investorCalendar',
    5: 'americaNotice',
  }[id];
  const params = new URLSearchParams({ lang: 'en' });
  if (query.year) params.set('year', query.year);
  if (query.keyword) params.set('keyword', query.keyword);
  if (id === 3 && query.type) params.set('type', query.type);
  return `/${segment}/findPage/1/10?${params}`;
}

/** Each archive unfiltered, by year, by keyword, and by its type where it has one. */
const ARCHIVE_VIEWS: Record<InvestorArchiveId, Record<string, string>[]> = {
  1: [{}, { type: 'news' }, { type: 'news', year: '2025' }, { keyword: '20-F' }],
  2: [{}, { year: '2024' }, { keyword: 'consolidation' }],
  3: [{}, { type: 'annual' }, { year: '2025', type: 'otherNews' }],
  4: [{}, { year: '2025' }, { keyword: 'Fiscal year' }],
  5: [{}, { year: '2025' }, { keyword: '20-F' }],
};

/** Reads an archive's rows from the API and from the served page; retried if a test elsewhere publishes meanwhile. */
async function expectArchiveServed(request: APIRequestContext, id: InvestorArchiveId, query: Record<string, string>) {
  // Archive 1's category chooses between two lists; archive 3's type is a filter like the others.
  const all = await apiData<ListPage>(request, archiveRequest(id, id === 1 && query.type ? { type: query.type } : {}));
  const rows = await apiData<ListPage>(request, archiveRequest(id, query));
  expect(rows.list.length, `${JSON.stringify(query)} finds rows in archive ${id}`).toBeGreaterThan(0);
  const titles = new Set(rows.list.map((row) => row.title));
  const excluded = all.list.filter((row) => !titles.has(row.title));
  for (const layout of LAYOUTS) {
    const served = await fetchServed(request, buildPath({ lang: 'en', layout, page: `investor_list${id}` }, { query }));
    expect(served.status, served.url).toBe(200);
    const text = served.mainText;
    expect(text, `${served.url}: the count`).toContain(
      investorEn.archives.resultsCount.replace('{{count}}', String(rows.total)),
    );
    for (const row of rows.list) expect(text, `${served.url}: a row of the API's answer`).toContain(row.title);
    for (const row of excluded) expect(text, `${served.url}: a row the filter leaves out`).not.toContain(row.title);
  }
}

for (const id of INVESTOR_ARCHIVE_IDS) {
  test(`archive ${id} is served with the rows the API answers, with and without filters`, async ({ request }) => {
    for (const query of ARCHIVE_VIEWS[id]) {
      await expect(() => expectArchiveServed(request, id, query)).toPass({ timeout: 15_000 });
    }
  });
}

test('the investor overview is served with the latest results', async ({ request }) => {
  const latest = await apiData<{ title: string; summary: string }>(
    request,
    '/quarterlyAchievement/lastQuarterlyAchievement?lang=en',
  );
  for (const layout of LAYOUTS) {
    const served = await fetchServed(request, buildPath({ lang: 'en', layout, page: 'investor' }));
    expect(served.status).toBe(200);
    expect(served.headings(4), served.url).toContain(latest.title);
    expect(served.mainText, served.url).toContain(latest.summary);
  }
});

test('a job detail is served with its JobPosting JSON-LD', async ({ request }) => {
  const job = await apiData<{ title: string }>(request, '/job/getById?id=1&lang=en');
  for (const layout of LAYOUTS) {
    const served = await fetchServed(
      request,
      buildPath({ lang: 'en', layout, page: 'job_detail' }, { query: { id: 1 } }),
    );
    expect(served.status).toBe(200);
    const postings = served
      .jsonScripts('application/ld+json')
      .filter((block) => (block as { '@type'?: string })['@type'] === 'JobPosting');
    expect(postings, served.url).toHaveLength(1);
    expect(postings[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: job.title,
    });
  }
});

const NOT_FOUND_PAGES: { url: string; lang: Lang }[] = [
  { url: '/en/nowhere', lang: 'en' },
  { url: '/en/mobile/nowhere', lang: 'en' },
  { url: '/fr/introduce', lang: 'zh' },
  { url: '/en/mediaDetail?id=999999', lang: 'en' },
  { url: '/en/mediaDetail?id=abc', lang: 'en' },
  { url: '/en/mobile/mediaDetail?id=999999', lang: 'en' },
];

test('an unknown route, language or article answers 404 with the not-found page in the served HTML', async ({
  request,
}) => {
  for (const { url, lang } of NOT_FOUND_PAGES) {
    const served = await fetchServed(request, url);
    expect(served.status, url).toBe(404);
    expect(served.htmlLang, url).toBe(HTML_LANG[lang]);
    expect(served.mainText, url).toContain(NOT_FOUND_TEXT);
    expect(served.headings(1).length, `${url}: a heading`).toBeGreaterThan(0);
    expect(
      served.metas('robots').map((tag) => ServedPage.attributeOf(tag, 'content')),
      url,
    ).toEqual(['noindex']);
    expect(served.links({ rel: 'canonical' }), `${url}: no canonical`).toHaveLength(0);
  }
});

test('a phone asking for a desktop page is sent to its mobile twin, query kept', async ({ request }) => {
  const phones: Record<string, string>[] = [{ 'User-Agent': PHONE_USER_AGENT }, { 'Sec-CH-UA-Mobile': '?1' }];
  for (const headers of phones) {
    const served = await fetchServed(request, '/en/investor?x=1', headers);
    expect(served.status, JSON.stringify(headers)).toBe(302);
    expect(served.headers.location, JSON.stringify(headers)).toBe('/en/mobile/investor?x=1');
  }
});

test('a desktop browser gets the desktop page it asked for', async ({ request }) => {
  const desktops: Record<string, string>[] = [{}, { 'Sec-CH-UA-Mobile': '?0' }];
  for (const headers of desktops) {
    const served = await fetchServed(request, '/en/investor?x=1', headers);
    expect(served.status, JSON.stringify(headers)).toBe(200);
    expect(served.headers.location).toBeUndefined();
  }
});
