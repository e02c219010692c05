/**
 * Where a search result leads: the one mapping from a result's source (a page section, or a kind
 * of content) to the page that shows it. Issue 42 makes shared/src/routing/contentPages.ts the
 * single home of "which page shows a content item"; this function is then to call it instead.
 */
import type { SearchHit } from '@azi/shared/api/schemas/search';
import { buildPath, type Layout } from '@azi/shared/routing/paths';
import { findPage, type PageKey } from '@azi/shared/routing/sitePages';
import type { Lang } from '@azi/shared/i18n/languages';

type Target = { page: PageKey; query?: Record<string, string | number | undefined>; hash?: string };

function targetOf(hit: Pick<SearchHit, 'source' | 'id' | 'page' | 'anchor' | 'date'>): Target | undefined {
  const year = hit.date ? Number(hit.date.slice(0, 4)) : undefined;
  switch (hit.source) {
    case 'page': {
      const page = hit.page ? findPage(hit.page) : undefined;
      return page ? { page: page.key, hash: hit.anchor } : undefined;
    }
    case 'media':
      return { page: 'mediaDetail', query: { id: hit.id } };
    case 'quarterlyAchievement':
      return { page: 'investor_list1', query: { year } };
    case 'investorNews':
      return { page: 'investor_list1', query: { year, type: 'news' } };
    case 'notice':
      return { page: 'investor_list2', query: { year } };
    case 'financialReport':
      return { page: 'investor_list3', query: { year } };
    case 'investorCalendar':
      return { page: 'investor_list4', query: { year } };
    case 'americaNotice':
      return { page: 'investor_list5', query: { year } };
    case 'banner':
      return undefined;
  }
}

/** The URL of a result in a language and layout, or undefined when no page shows it. */
export function searchResultPath(hit: Pick<SearchHit, 'source' | 'id' | 'page' | 'anchor' | 'date'>, lang: Lang, layout: Layout): string | undefined {
  const target = targetOf(hit);
  return target && buildPath({ lang, layout, page: target.page }, { query: target.query, hash: target.hash });
}
