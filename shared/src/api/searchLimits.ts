/**
 * Site search (issue 40): its bounds and kinds, read by the page table, the search page and the
 * API alike. No imports, so the page table can use them without bringing schemas into the
 * shell's first script.
 */

/** The longest query searched; a longer one is cut to this and the page says so. */
export const SEARCH_QUERY_MAX = 100;
/** What the page's `q` rule keeps: one unit more than is searched, so the page can tell that it cut. */
export const SEARCH_QUERY_READ = SEARCH_QUERY_MAX + 1;
export const SEARCH_PAGE_SIZE = 10;
/** Pages of results a visitor may ask for. */
export const SEARCH_PAGE_MAX = 50;

/** What a result is, for grouping and the filter: a section of a page, a job, news, an IR document, a filing, an event. */
export const SEARCH_KINDS = ['page', 'job', 'news', 'document', 'filing', 'event'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export function isSearchKind(value: unknown): value is SearchKind {
  return typeof value === 'string' && (SEARCH_KINDS as readonly string[]).includes(value);
}
