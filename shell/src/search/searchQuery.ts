/**
 * What the search page reads from its URL, as the page table's rules keep it (sitePages.ts,
 * 'search'): the query trimmed and cut to SEARCH_QUERY_MAX (and whether it was cut), a kind, a
 * page number.
 */
import { isSearchKind, SEARCH_PAGE_MAX, SEARCH_QUERY_MAX, type SearchKind } from '@azi/shared/api/searchLimits';
import { readQueryNumber } from '@azi/shared/routing/queryNumber';

export interface SearchPageQuery {
  query: string;
  /** The visitor typed more than SEARCH_QUERY_MAX characters: only the first ones are searched. */
  cut: boolean;
  kind?: SearchKind;
  page: number;
}

/** The first `max` UTF-16 units of `text`, without half a surrogate pair at the end. */
function cutTo(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\ud800-\udbff]/.test(text[max - 1]!) ? max - 1 : max;
  return text.slice(0, end).trimEnd();
}

export function readSearchQuery(params: URLSearchParams): SearchPageQuery {
  const raw = (params.get('q') ?? '').trim();
  const kind = params.get('kind');
  return {
    query: cutTo(raw, SEARCH_QUERY_MAX),
    cut: raw.length > SEARCH_QUERY_MAX,
    kind: isSearchKind(kind) ? kind : undefined,
    page: readQueryNumber(params.get('page'), 1, SEARCH_PAGE_MAX) ?? 1,
  };
}
