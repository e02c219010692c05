/**
 * The US SEC filings as RSS 2.0, one feed per language (/sec-filings.xml, /hk/sec-filings.xml,
 * /en/sec-filings.xml): the newest filings the public API lists (imported from EDGAR or made by
 * hand), each linking its document on sec.gov. Same caching as the news feeds.
 */
import { Feed } from 'feed';
import type { FastifyInstance } from 'fastify';
import type { AmericaNoticeItem } from '@azi/shared/api/schemas/content';
import { HTML_LANG, LANGS, type Lang } from '@azi/shared/i18n/languages';
import { contentItemPath } from '@azi/shared/routing/contentPages';
import { buildPath } from '@azi/shared/routing/paths';
import { secFeedPath } from '@azi/shared/routing/feedPaths';
import { escapeHtml } from './pageHtml';
import { registerListFeed } from './listFeed';
import { COMPANY_LEGAL_NAME } from '@azi/shared/seo/corporationJsonLd';

const FEED_SIZE = 20;

const CHANNEL: Record<Lang, { title: string; description: string }> = {
  zh: { title: '中驰车福 - 美国证监会文件', description: '中驰车福（纳斯达克：AZI）向美国证券交易委员会提交的文件' },
  hk: { title: '中馳車福 - 美國證監會文件', description: '中馳車福（納斯達克：AZI）向美國證券交易委員會提交的文件' },
  en: {
    title: 'Autozi - US SEC filings',
    description: 'Filings of Autozi (Nasdaq: AZI) with the US Securities and Exchange Commission',
  },
};

/**
 * Filing dates are the SEC's (Washington) days: noon UTC keeps every reader on the same day. A
 * hand-made filing known only to the month or year has none (issue 53): RSS's pubDate must be a
 * whole RFC 822 date and is optional, so it is left out rather than set on a day we would invent;
 * the item's title and place in the list still say when.
 */
function filingDate(item: Pick<AmericaNoticeItem, 'filingDate' | 'date' | 'datePrecision'>): Date | undefined {
  const day = item.filingDate ?? (item.datePrecision === 'day' ? item.date : undefined);
  const date = day === undefined ? undefined : new Date(`${day.slice(0, 10)}T12:00:00Z`);
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

export function buildSecFilingsFeed(lang: Lang, siteUrl: string, items: readonly AmericaNoticeItem[]): string {
  const origin = new URL(siteUrl).origin;
  const archive = `${origin}${buildPath({ lang, layout: 'desktop', page: 'investor_list5' })}`;
  const dated = items.map((item) => ({ item, published: filingDate(item) }));
  const newest = dated.reduce<Date | undefined>(
    (max, { published }) => (published && (!max || published > max) ? published : max),
    undefined,
  );
  const feed = new Feed({
    ...CHANNEL[lang],
    id: archive,
    link: archive,
    language: HTML_LANG[lang],
    updated: newest,
    feedLinks: { rss: `${origin}${secFeedPath(lang)}` },
    copyright: COMPANY_LEGAL_NAME,
  });
  for (const { item, published } of dated) {
    const link = item.linkUrl.startsWith('/')
      ? `${origin}${item.linkUrl}`
      : item.linkUrl || `${origin}${contentItemPath('americaNotice', item, lang)}`;
    // Readers take an item's title and description as HTML; EDGAR's words are text, shown as text
    // (as the pages and the mails do), and a `]]>` in them cannot end the CDATA section.
    feed.addItem({
      title: escapeHtml(item.title),
      id: item.accessionNumber ?? `${archive}#sec-${item.id}`,
      link,
      description: escapeHtml(item.summary),
      // The feed package writes pubDate only when given one; its type wants a date on every item.
      date: published as Date,
      category: [{ name: item.formType }],
    });
  }
  return feed.rss2();
}

export function registerSecFilingsFeeds(app: FastifyInstance, siteUrl: string): void {
  for (const lang of LANGS) {
    registerListFeed<AmericaNoticeItem>(app, {
      path: secFeedPath(lang),
      list: `americaNotice/findPage/1/${FEED_SIZE}`,
      lang,
      contentType: 'application/rss+xml; charset=utf-8',
      unavailable: 'The filings feed is unavailable right now.',
      build: (list) => buildSecFilingsFeed(lang, siteUrl, list),
    });
  }
}
