/**
 * The console's own i18next instance, zh and en (the issue asks for these two interface
 * languages; content is still edited in zh, hk and en). Not the public site's instance: nothing
 * of the console is loaded by public pages, and nothing of theirs here.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CONTENT_NAMES } from '@azi/shared/content/contentKinds';
import { CONTENT_LABELS } from '@azi/shared/content/contentLabels';
import en from './locales/en.json';
import zh from './locales/zh.json';

export const UI_LANGS = ['zh', 'en'] as const;
export type UiLang = (typeof UI_LANGS)[number];
export const UI_LANG_STORAGE = 'console-lang';
export const UI_LANG_LABEL: Record<UiLang, string> = { zh: '中文', en: 'English' };
export const UI_HTML_LANG: Record<UiLang, string> = { zh: 'zh-CN', en: 'en' };
/** How dates and times are written in each interface language (en-GB: day before month, 24 hours). */
export const UI_DATE_LOCALE: Record<UiLang, string> = { zh: 'zh-CN', en: 'en-GB' };

export function isUiLang(value: unknown): value is UiLang {
  return value === 'zh' || value === 'en';
}

/**
 * The console's words in a language, with `kinds.<name>`: what a list of each content kind is
 * called, the site's own words for it (shared/src/content/contentLabels.ts).
 */
export function consoleTexts(lang: UiLang): typeof en & { kinds: Record<string, string> } {
  const own = lang === 'zh' ? zh : en;
  return { ...own, kinds: Object.fromEntries(CONTENT_NAMES.map((name) => [name, CONTENT_LABELS[name].plural[lang]])) };
}

export function createConsoleI18n(lang: UiLang): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    supportedLngs: [...UI_LANGS],
    ns: ['console'],
    defaultNS: 'console',
    resources: { zh: { console: consoleTexts('zh') }, en: { console: consoleTexts('en') } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** The language remembered in this browser, else the browser's own (Chinese or English). */
export function initialUiLang(): UiLang {
  try {
    const stored = window.localStorage.getItem(UI_LANG_STORAGE);
    if (isUiLang(stored)) return stored;
  } catch {
    // storage may be blocked: fall through
  }
  return /^zh/i.test(window.navigator.language) ? 'zh' : 'en';
}
