/** The interface languages of the site. zh is the default and carries no URL prefix. */
export const LANGS = ['zh', 'hk', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG: Lang = 'zh';
export const LANG_COOKIE = 'lang';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

const LANG_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]*)`);

/**
 * The language the visitor chose last (the header's switcher writes the cookie), read from a
 * Cookie header by the site server and the API alike; undefined when absent or not a language.
 */
export function langFromCookie(header: string | undefined): Lang | undefined {
  const value = LANG_COOKIE_PATTERN.exec(header ?? '')?.[1]?.trim();
  return isLang(value) ? value : undefined;
}

/** BCP 47 tags for `<html lang>` and `hreflang`. */
export const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', hk: 'zh-HK', en: 'en' };

/** Labels of the header's language switcher, in the order shown. */
export const SWITCHER_LABEL: Record<Lang, string> = { zh: '简', hk: '繁', en: 'EN' };

/** The full name of each language, in that language, for accessible names. */
export const LANG_NAME: Record<Lang, string> = { zh: '简体中文', hk: '繁體中文', en: 'English' };
