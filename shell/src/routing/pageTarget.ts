import { hasFreeText, pageQuery } from '@azi/shared/routing/pageQuery';
import { parsePath, type PageAddress } from '@azi/shared/routing/paths';
import { findPage, type PageOwner } from '@azi/shared/routing/sitePages';

/** A page of this site that a link leads to. */
export interface PageTarget {
  /** Its path and the query parameters it reads (what its data depends on): the key its data is kept under. */
  key: string;
  address: PageAddress;
  owner: PageOwner;
  /** It reads free text (a search): drawn anew for every request, so only a visitor's own move prepares it. */
  freeText: boolean;
}

/** The page `href` leads to, or undefined for another site, a file or an address that is no page. */
export function pageTarget(href: string, origin: string): PageTarget | undefined {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const parsed = parsePath(url.pathname);
  if (parsed.kind !== 'page') return undefined;
  const owner = findPage(parsed.page)?.owner;
  if (!owner) return undefined;
  const kept = pageQuery(parsed.page, url.searchParams);
  const query = kept.toString();
  return {
    key: url.pathname + (query ? `?${query}` : ''),
    address: { lang: parsed.lang, layout: parsed.layout, page: parsed.page },
    owner,
    freeText: hasFreeText(parsed.page, kept),
  };
}

/** The key of the page at a path and query of this site (`/en/investor?year=2024`), or undefined for no page. */
export function pageKeyOf(pathAndSearch: string): string | undefined {
  return pageTarget(pathAndSearch, 'http://site.invalid')?.key;
}
