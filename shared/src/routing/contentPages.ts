/**
 * Where a content item shows on the site, as its kind's file says (shared/src/content): a page of
 * its own, its place on a page, or its IR archive filtered to the item's year, so it stands near
 * the top. The alert mails, the console's previews, the feeds and search link to items through this.
 */
import { CONTENT_KINDS, type ContentName } from '@azi/shared/content/contentKinds';
import { archiveKinds } from '@azi/shared/content/investorArchives';
import type { Lang } from '@azi/shared/i18n/languages';
import { buildPath, type Layout } from '@azi/shared/routing/paths';
import type { PageKey } from '@azi/shared/keys/pageKeys';

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

const yearOf = (date: string | null | undefined) =>
  date && /^\d{4}/.test(date) ? Number(date.slice(0, 4)) : undefined;

/** The page that shows an item of a kind, and its query. */
export function contentPage(kind: ContentName, item: ContentItemRef): ContentPage {
  const { shows, archive } = CONTENT_KINDS[kind];
  if (shows) {
    if (shows.by === 'id') return { page: shows.page, query: { id: item.id } };
    if (shows.by === 'anchor' && shows.anchor) return { page: shows.page, query: {}, hash: shows.anchor(item.id) };
    return { page: shows.page, query: {} };
  }
  // The archive's default list needs no `type` (the first kind it lists).
  const type = archive.type && archiveKinds(archive.id)[0] !== kind ? { type: archive.type } : {};
  return { page: `investor_list${archive.id}`, query: { ...type, year: yearOf(item.date) } };
}

/** The site path (query included) of the page that shows an item, in a language and layout. */
export function contentItemPath(
  kind: ContentName,
  item: ContentItemRef,
  lang: Lang,
  layout: Layout = 'desktop',
): string {
  const { page, query, hash } = contentPage(kind, item);
  return buildPath({ lang, layout, page }, { query, hash });
}
