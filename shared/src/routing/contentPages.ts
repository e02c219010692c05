/**
 * Where a content item shows on the site: for each content kind, the page and the query that
 * bring an item into view (the IR archives filtered to the item's year, so it stands near the
 * top). The alert mails, the console's previews, the feeds and search link to items through this.
 */
import type { ContentName } from '@azi/shared/api/schemas/content';
import type { Lang } from '@azi/shared/i18n/languages';
import { buildPath, type Layout } from '@azi/shared/routing/paths';
import type { PageKey } from '@azi/shared/routing/sitePages';

/** What of an item its address needs: its id, and its date (YYYY-MM-DD) when known. */
export interface ContentItemRef {
  id: number;
  date?: string | null;
}

export interface ContentPage {
  page: PageKey;
  query: Record<string, string | number | undefined>;
  /** The item's own place on the page (an FAQ question's id). */
  hash?: string;
}

const ARCHIVE: Record<Exclude<ContentName, 'media' | 'banner' | 'investorCalendar' | 'faq'>, ContentPage> = {
  quarterlyAchievement: { page: 'investor_list1', query: {} },
  investorNews: { page: 'investor_list1', query: { type: 'news' } },
  notice: { page: 'investor_list2', query: {} },
  financialReport: { page: 'investor_list3', query: {} },
  americaNotice: { page: 'investor_list5', query: {} },
};

const yearOf = (date: string | null | undefined) => (date && /^\d{4}/.test(date) ? Number(date.slice(0, 4)) : undefined);

/** The page that shows an item of a kind, and its query. */
export function contentPage(kind: ContentName, item: ContentItemRef): ContentPage {
  if (kind === 'media') return { page: 'mediaDetail', query: { id: item.id } };
  // An investor event has a page of its own (before, during and after it).
  if (kind === 'investorCalendar') return { page: 'event', query: { id: item.id } };
  // A banner is a slide of the home page.
  if (kind === 'banner') return { page: 'home', query: {} };
  if (kind === 'faq') return { page: 'faq', query: {}, hash: `faq-${item.id}` };
  const archive = ARCHIVE[kind];
  return { page: archive.page, query: { ...archive.query, year: yearOf(item.date) } };
}

/** The site path (query included) of the page that shows an item, in a language and layout. */
export function contentItemPath(kind: ContentName, item: ContentItemRef, lang: Lang, layout: Layout = 'desktop'): string {
  const { page, query, hash } = contentPage(kind, item);
  return buildPath({ lang, layout, page }, { query, hash });
}
