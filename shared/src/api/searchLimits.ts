/**
 * Site search (issue 40): its bounds and kinds, read by the page table, the search page and the
 * API alike. Apart from the schemas, so the page table can use them without bringing schemas into
 * the shell's first script.
 */

/** The longest query searched; a longer one is cut to this and the page says so. */
export const SEARCH_QUERY_MAX = 100;
/** What the page's `q` rule keeps: one unit more than is searched, so the page can tell that it cut. */
export const SEARCH_QUERY_READ = SEARCH_QUERY_MAX + 1;
export const SEARCH_PAGE_SIZE = 10;
/** Pages of results a visitor may ask for. */
export const SEARCH_PAGE_MAX = 50;

// What a result is: named below the content kinds, which say what theirs are (keys/searchKinds.ts).
export { isSearchKind, SEARCH_KINDS, type SearchKind } from '@azi/shared/keys/searchKinds';
