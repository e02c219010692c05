import { SITE_PAGES } from '@azi/shared/routing/sitePages';
import { buildRobots, buildSitemap } from './sitemap';

const SITE = 'https://www.example.com';
const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

it('lists every desktop page in the three languages, never a mobile twin, the bare article, event and job pages or the search page', () => {
  const urls = locs(buildSitemap(SITE));
  expect(urls).toHaveLength((SITE_PAGES.length - 4) * 3);
  expect(urls.some((url) => url.endsWith('/event'))).toBe(false);
  expect(urls).toContain(`${SITE}/introduce`);
  expect(urls).toContain(`${SITE}/hk/introduce`);
  expect(urls).toContain(`${SITE}/en/introduce`);
  expect(urls.filter((url) => url.includes('/mobile/'))).toEqual([]);
  expect(urls.filter((url) => url.includes('mediaDetail'))).toEqual([]);
  expect(urls.filter((url) => url.endsWith('/search'))).toEqual([]);
});

it('gives each page its mobile twin, its languages and zh as the default', () => {
  const xml = buildSitemap(SITE);
  const entry = xml.split('<url>').find((part) => part.includes(`<loc>${SITE}/en/service</loc>`)) ?? '';
  expect(entry).toContain(`media="only screen and (max-width: 820px)" href="${SITE}/en/mobile/service"`);
  expect(entry).toContain(`hreflang="zh-CN" href="${SITE}/service"`);
  expect(entry).toContain(`hreflang="zh-HK" href="${SITE}/hk/service"`);
  expect(entry).toContain(`hreflang="en" href="${SITE}/en/service"`);
  expect(entry).toContain(`hreflang="x-default" href="${SITE}/service"`);
});

it('lists an article only in the languages it exists in, with no default when it has no zh', () => {
  const xml = buildSitemap(SITE, { items: { mediaDetail: [{ id: 7, langs: ['en', 'hk'] }] } });
  expect(locs(xml).filter((url) => url.includes('id=7'))).toEqual([
    `${SITE}/en/mediaDetail?id=7`,
    `${SITE}/hk/mediaDetail?id=7`,
  ]);
  const entry = xml.split('<url>').find((part) => part.includes(`<loc>${SITE}/en/mediaDetail?id=7</loc>`)) ?? '';
  expect(entry).not.toContain('x-default');
  expect(entry).not.toContain('hreflang="zh-CN"');
});

it('lists each investor event, and gives every entry the time its page last changed', () => {
  const xml = buildSitemap(SITE, {
    pageLastmod: (page) => (page === 'faq' ? '2026-11-20T08:00:00.000Z' : undefined),
    items: { event: [{ id: 3, langs: ['zh', 'hk', 'en'], lastmod: '2026-11-21T09:30:00Z' }] },
  });
  const entryOf = (loc: string) => xml.split('<url>').find((part) => part.includes(`<loc>${loc}</loc>`)) ?? '';
  expect(entryOf(`${SITE}/en/event?id=3`)).toContain('<lastmod>2026-11-21T09:30:00Z</lastmod>');
  expect(entryOf(`${SITE}/event?id=3`)).toContain(`hreflang="x-default" href="${SITE}/event?id=3"`);
  expect(entryOf(`${SITE}/hk/faq`)).toContain('<lastmod>2026-11-20T08:00:00.000Z</lastmod>');
  expect(entryOf(`${SITE}/hk/contact`)).not.toContain('<lastmod>');
});

it('escapes what it writes into the XML', () => {
  expect(buildSitemap('https://example.com/a&b')).not.toMatch(/&b/);
});

it('points robots at the sitemap of the public origin', () => {
  expect(buildRobots(SITE)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
});
