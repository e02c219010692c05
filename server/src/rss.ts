/**
 * The RSS 2.0 feed of corporate news in one language (/rss.xml, /hk/rss.xml, /en/rss.xml).
 * Built with the `feed` library; this file only decides what goes in it.
 */
import { Feed } from 'feed';
import type { Lang } from '@azi/shared/i18n/languages';
import { HTML_LANG } from '@azi/shared/i18n/languages';
import { contentItemPath } from '@azi/shared/routing/contentPages';
import { buildPath } from '@azi/shared/routing/paths';
import { newsFeedPath } from '@azi/shared/routing/feedPaths';
import { COMPANY_LEGAL_NAME } from '@azi/shared/seo/corporationJsonLd';

export interface RssFeedItem {
  id: number;
  title: string;
  summary: string;
  /** Publication date, 'YYYY-MM-DD' (a date in Beijing). */
  date: string;
  /** Absolute, or a path on the site such as /api-official-web/assets/x.png. */
  imageUrl?: string;
}

export interface RssFeedInput {
  lang: Lang;
  /** The site's origin, e.g. https://www.autozi.com (a trailing slash is ignored). */
  siteUrl: string;
  items: RssFeedItem[];
}

const CHANNEL: Record<Lang, { title: string; description: string }> = {
  zh: { title: '中驰车福 - 企业新闻', description: '中驰车福（纳斯达克：AZI）的企业新闻与动态' },
  hk: { title: '中馳車福 - 企業新聞', description: '中馳車福（納斯達克：AZI）的企業新聞與動態' },
  en: { title: 'Autozi - Corporate News', description: 'Corporate news and updates from Autozi (Nasdaq: AZI)' },
};

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** News dates are Beijing dates: midnight there, so no reader's clock moves them to the day before. */
export function publicationDate(date: string): Date {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(date)?.[0];
  const parsed = day ? new Date(`${day}T00:00:00+08:00`) : new Date(Number.NaN);
  if (Number.isNaN(parsed.getTime())) throw new Error(`unreadable news date ${JSON.stringify(date)}`);
  return parsed;
}

/**
 * The picture as an enclosure with its real MIME type (the library guesses 'image/jpg' or
 * 'image/svg' from the extension). The library writes this attribute unescaped, hence the &amp;.
 */
function enclosure(imageUrl: string | undefined, origin: string): { url: string; type: string } | undefined {
  if (!imageUrl) return undefined;
  const url = new URL(imageUrl, origin);
  const extension = url.pathname.split('.').pop()?.toLowerCase() ?? '';
  const type = IMAGE_TYPES[extension];
  if (!type) return undefined;
  return { url: url.href.replace(/&/g, '&amp;'), type };
}

export function buildRssFeed({ lang, siteUrl, items }: RssFeedInput): string {
  const origin = new URL(siteUrl).origin;
  const media = `${origin}${buildPath({ lang, layout: 'desktop', page: 'media' })}`;
  const { title, description } = CHANNEL[lang];
  const dated = items.map((item) => ({ item, published: publicationDate(item.date) }));
  const newest = dated.reduce<Date | undefined>(
    (max, { published }) => (!max || published > max ? published : max),
    undefined,
  );

  const feed = new Feed({
    title,
    description,
    id: media,
    link: media,
    language: HTML_LANG[lang],
    // The newest item, not the clock: the same news gives the same feed (an empty feed says now).
    updated: newest,
    feedLinks: { rss: `${origin}${newsFeedPath(lang)}` },
    copyright: COMPANY_LEGAL_NAME,
  });

  for (const { item, published } of dated) {
    const link = `${origin}${contentItemPath('media', item, lang)}`;
    const image = enclosure(item.imageUrl, origin);
    feed.addItem({
      title: item.title,
      id: link,
      link,
      description: item.summary,
      date: published,
      ...(image ? { enclosure: image } : {}),
    });
  }
  return feed.rss2();
}
