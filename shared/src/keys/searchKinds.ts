/**
 * What a site-search result is, for grouping and the filter: a section of a page, a job, news, an
 * IR document, a filing, an event. Named here, below the content kinds (each says what its items
 * are as results) and the search limits and schemas that use it.
 */
export const SEARCH_KINDS = ['page', 'job', 'news', 'document', 'filing', 'event'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export function isSearchKind(value: unknown): value is SearchKind {
  return typeof value === 'string' && (SEARCH_KINDS as readonly string[]).includes(value);
}
