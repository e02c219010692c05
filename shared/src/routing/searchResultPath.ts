/**
 * Where a search result leads: a page section to its page and anchor; a content item to the page
 * that shows it (contentPages.ts, the one home of that fact). A banner has no page of its own.
 */
import type { SearchHit } from '@azi/shared/api/schemas/search';
import type { Lang } from '@azi/shared/i18n/languages';
import { contentItemPath } from '@azi/shared/routing/contentPages';
import { buildPath, type Layout } from '@azi/shared/routing/paths';
import { findPage } from '@azi/shared/routing/sitePages';

/** The URL of a result in a language and layout, or undefined when no page shows it. */
export function searchResultPath(
  hit: Pick<SearchHit, 'source' | 'id' | 'page' | 'anchor' | 'date'>,
  lang: Lang,
  layout: Layout,
): string | undefined {
  if (hit.source === 'page') {
    const page = hit.page ? findPage(hit.page) : undefined;
    return page && buildPath({ lang, layout, page: page.key }, { hash: hit.anchor });
  }
  if (hit.source === 'banner' || hit.id === undefined) return undefined;
  return contentItemPath(hit.source, { id: hit.id, date: hit.date }, lang, layout);
}
