import { DEFAULT_LANG, isLang, type Lang } from '@azi/shared/i18n/languages';
import { findPage, type PageKey } from '@azi/shared/routing/sitePages';

export type Layout = 'desktop' | 'mobile';

export interface PageAddress {
  lang: Lang;
  layout: Layout;
  page: PageKey;
}

export type ParsedPath =
  | ({ kind: 'page' } & PageAddress)
  /**
   * A path under /zh: the same page lives at `to`, without the prefix; or an old job address
   * (/job_detail3, issue 56): the same opening lives at /job_detail?id=3. `to` may carry a query
   * (redirectTo merges the request's own).
   */
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound'; lang: Lang; layout: Layout };

export interface PathOptions {
  hash?: string;
  /** A query string with or without its leading '?', or key-value pairs. */
  query?: string | Record<string, string | number | undefined>;
}

function langPrefix(lang: Lang): string {
  return lang === DEFAULT_LANG ? '' : `/${lang}`;
}

/** A file the site serves once per language, under the language's prefix: ('en', '/rss.xml') → /en/rss.xml, ('zh', '/rss.xml') → /rss.xml. */
export function languageFilePath(lang: Lang, file: `/${string}`): string {
  return langPrefix(lang) + file;
}

function queryString(query: PathOptions['query']): string {
  if (query === undefined) return '';
  if (typeof query === 'string') {
    const q = query.startsWith('?') ? query.slice(1) : query;
    return q ? `?${q}` : '';
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

function hashString(hash: string | undefined): string {
  if (!hash) return '';
  return hash.startsWith('#') ? (hash.length > 1 ? hash : '') : `#${hash}`;
}

/** The URL of a page: zh has no prefix, mobile pages live under /mobile. */
export function buildPath(address: PageAddress, options: PathOptions = {}): string {
  const { lang, layout, page } = address;
  const parts = [langPrefix(lang), layout === 'mobile' ? '/mobile' : '', page === 'home' ? '' : `/${page}`];
  const path = parts.join('') || '/';
  return path + queryString(options.query) + hashString(options.hash);
}

/** The job pages' addresses before openings became content (issue 56): one page per position, job_detail1 to job_detail8. */
const OLD_JOB_PAGE = /^job_detail([1-9][0-9]{0,8})$/;

/** Where a redirect leads with the request's own query and hash kept (`to` may have a query of its own, which wins). */
export function redirectTo(to: string, search: string, hash = ''): string {
  const [path, own = ''] = to.split('?', 2) as [string, string?];
  const params = new URLSearchParams(search);
  for (const [key, value] of new URLSearchParams(own)) params.set(key, value);
  const query = params.toString();
  return path + (query ? `?${query}` : '') + hash;
}

/**
 * Reads a pathname (no query or hash) into the page it names.
 * Accepted: [/hk|/en][/mobile][/page], with an optional trailing slash. A leading /zh asks for a
 * redirect to the unprefixed path; anything else is not found.
 */
export function parsePath(pathname: string): ParsedPath {
  const segments = pathname.split('/').filter((s) => s !== '');
  let lang: Lang = DEFAULT_LANG;
  let layout: Layout = 'desktop';
  let i = 0;

  const first = segments[0];
  if (first === DEFAULT_LANG) {
    const rest = '/' + segments.slice(1).join('/');
    const onward = parsePath(rest);
    return { kind: 'redirect', to: onward.kind === 'redirect' ? onward.to : rest };
  }
  if (first !== undefined && isLang(first)) {
    lang = first;
    i = 1;
  }
  if (segments[i] === 'mobile') {
    layout = 'mobile';
    i += 1;
  }
  const remaining = segments.slice(i);
  if (remaining.length === 0) return { kind: 'page', lang, layout, page: 'home' };
  if (remaining.length === 1) {
    const key = remaining[0]!;
    const oldJob = OLD_JOB_PAGE.exec(key);
    if (oldJob)
      return { kind: 'redirect', to: buildPath({ lang, layout, page: 'job_detail' }, { query: { id: oldJob[1] } }) };
    const page = key === 'home' ? undefined : findPage(key);
    if (page) return { kind: 'page', lang, layout, page: page.key };
  }
  return { kind: 'notFound', lang, layout };
}

/** The language a parsed path is shown in (a /zh path redirects to the default language's page). */
export function pathLanguage(parsed: ParsedPath): Lang {
  return parsed.kind === 'redirect' ? DEFAULT_LANG : parsed.lang;
}

/** The same page and hash in another language (the switcher). */
export function switchLanguagePath(address: PageAddress, to: Lang, search = '', hash = ''): string {
  return buildPath({ ...address, lang: to }, { query: search, hash });
}

/** The same page in the other layout (window-width switching). */
export function switchLayoutPath(address: PageAddress, to: Layout, search = '', hash = ''): string {
  return buildPath({ ...address, layout: to }, { query: search, hash });
}

/** Mobile layout below this window width (px). */
export const MOBILE_BREAKPOINT = 821;

/**
 * The windows that get the desktop layout, as a media query: the browser answers it without
 * laying the page out (reading window.innerWidth during hydration forces a layout of the whole
 * page: decision 007).
 */
export const DESKTOP_MEDIA = `(min-width: ${MOBILE_BREAKPOINT}px)`;
