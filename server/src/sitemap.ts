import { HTML_LANG, LANGS, type Lang } from '@azi/shared/i18n/languages';
import { buildPath, type PageAddress } from '@azi/shared/routing/paths';
import { SITE_PAGES, type PageKey } from '@azi/shared/routing/sitePages';
import { escapeHtml, MOBILE_MEDIA } from './pageHtml';

/** An item with a page of its own (a news article, an investor event) as the sitemap lists it. */
export interface SitemapItem {
  id: number;
  /** The languages it exists in. */
  langs: readonly Lang[];
  /** When what its page shows last changed (ISO instant): the item's updatedAt. */
  lastmod?: string;
}

export interface SitemapInput {
  /** When a page of the table last changed (ISO instant): the release of the code that draws it. */
  pageLastmod?: (page: PageKey) => string | undefined;
  /** Per page of one item (mediaDetail, event), its items. */
  items?: Partial<Record<PageKey, readonly SitemapItem[]>>;
}

function entry(
  siteUrl: string,
  address: Omit<PageAddress, 'lang' | 'layout'>,
  lang: Lang,
  langs: readonly Lang[],
  lastmod: string | undefined,
  query?: Record<string, string>,
): string {
  const url = (l: Lang, layout: 'desktop' | 'mobile') =>
    escapeHtml(siteUrl + buildPath({ ...address, lang: l, layout }, { query }));
  const links = [
    // The page's twin for small screens (separate mobile URLs), then its other languages.
    `    <xhtml:link rel="alternate" media="${MOBILE_MEDIA}" href="${url(lang, 'mobile')}"/>`,
    ...langs.map((l) => `    <xhtml:link rel="alternate" hreflang="${HTML_LANG[l]}" href="${url(l, 'desktop')}"/>`),
  ];
  if (langs.includes('zh'))
    links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${url('zh', 'desktop')}"/>`);
  const modified = lastmod ? `\n    <lastmod>${escapeHtml(lastmod)}</lastmod>` : '';
  return `  <url>\n    <loc>${url(lang, 'desktop')}</loc>${modified}\n${links.join('\n')}\n  </url>`;
}

/**
 * Every desktop page in every language, each with its mobile twin and its other languages (the
 * twins themselves are not listed: their canonical URL is the desktop page), and every item with
 * a page of its own (news articles, investor events), each with the time it last changed. A page
 * that needs an id to show anything is no page of its own without one, nor is the search page
 * (what it shows is a visitor's query).
 */
export function buildSitemap(
  siteUrl: string,
  { pageLastmod = () => undefined, items = {} }: SitemapInput = {},
): string {
  const urls: string[] = [];
  for (const page of SITE_PAGES) {
    if (page.key === 'search' || page.query?.some((rule) => rule.identifies)) continue;
    for (const lang of LANGS) urls.push(entry(siteUrl, { page: page.key }, lang, LANGS, pageLastmod(page.key)));
  }
  for (const [page, list] of Object.entries(items) as [PageKey, readonly SitemapItem[]][]) {
    for (const item of list) {
      for (const lang of item.langs)
        urls.push(entry(siteUrl, { page }, lang, item.langs, item.lastmod, { id: String(item.id) }));
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The public origin's: the console lives on its own origin (with a robots.txt of its own), so none of its paths is named here. */
export function buildRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
