/**
 * The part of a request's query that a page reads (its page-table entry's `query`), normalised
 * and in the table's order: what the server renders the page with and what its page cache keys
 * on. Anything else (utm_*, a random cache-buster, an unknown or invalid value the page would
 * ignore) is left out, so it neither forces a fresh render nor pushes real pages out of the cache.
 */
import { findPage } from '@azi/shared/routing/sitePages';

function keep(page: string, search: URLSearchParams, canonicalOnly: boolean): URLSearchParams {
  const kept = new URLSearchParams();
  for (const rule of findPage(page)?.query ?? []) {
    if (canonicalOnly && !rule.identifies) continue;
    const raw = search.get(rule.name);
    const value = raw === null ? undefined : rule.normalize(raw);
    if (value !== undefined) kept.append(rule.name, value);
  }
  return kept;
}

/** The parameters `page` (a page key: 'investor_list3', 'mediaDetail') reads from `search`. */
export function pageQuery(page: string, search: URLSearchParams): URLSearchParams {
  return keep(page, search, false);
}

/** The parameters that belong in the page's canonical link: those that say which item it shows (an article's id). */
export function canonicalPageQuery(page: string, search: URLSearchParams): URLSearchParams {
  return keep(page, search, true);
}

/** Whether `kept` (what pageQuery gave for `page`) holds a free-text value (a search): such a page is not cached. */
export function hasFreeText(page: string, kept: URLSearchParams): boolean {
  return (findPage(page)?.query ?? []).some((rule) => rule.freeText && kept.has(rule.name));
}
