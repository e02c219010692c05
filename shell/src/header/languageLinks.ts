import { LANG_COOKIE, LANGS, type Lang } from '@azi/shared/i18n/languages';
import { pageQuery } from '@azi/shared/routing/pageQuery';
import { buildPath, parsePath, switchLanguagePath } from '@azi/shared/routing/paths';

export interface LanguageLink {
  lang: Lang;
  href: string;
  current: boolean;
}

/**
 * Where each language's switcher entry leads: the same page, with the query parameters it reads
 * (pageQuery: the server renders by those alone, so its links match the browser's) and the hash,
 * in that language. From a page that does not exist, it leads to that language's home.
 */
export function languageLinks(pathname: string, search: string, hash: string): LanguageLink[] {
  const parsed = parsePath(pathname);
  return LANGS.map((lang) => {
    if (parsed.kind === 'page') {
      const query = pageQuery(parsed.page, new URLSearchParams(search)).toString();
      return { lang, href: switchLanguagePath(parsed, lang, query, hash), current: parsed.lang === lang };
    }
    const layout = parsed.kind === 'notFound' ? parsed.layout : 'desktop';
    const current = parsed.kind === 'notFound' && parsed.lang === lang;
    return { lang, href: buildPath({ lang, layout, page: 'home' }), current };
  });
}

/**
 * Remembers the visitor's choice for a year, so / opens in that language next time. The cookie
 * library comes with the first switch (while the new language's text loads), not with every first view.
 */
export async function rememberLanguage(lang: Lang): Promise<void> {
  const { default: Cookies } = await import('js-cookie');
  Cookies.set(LANG_COOKIE, lang, { expires: 365, path: '/', sameSite: 'Lax' });
}
