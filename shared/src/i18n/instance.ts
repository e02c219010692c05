import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, LANGS, type Lang } from '@azi/shared/i18n/languages';
import type { LocaleTree } from '@azi/shared/contract/remote';

/**
 * The one i18next instance of the page. `shared` is a federation singleton, so the shell and
 * every remote get this same object; each adds its own namespace with addNamespace().
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANG,
  fallbackLng: false,
  supportedLngs: [...LANGS],
  ns: [],
  defaultNS: 'common',
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});

export function addNamespace(namespace: string, resources: Record<Lang, LocaleTree>): void {
  for (const lang of LANGS) {
    if (!i18n.hasResourceBundle(lang, namespace)) {
      i18n.addResourceBundle(lang, namespace, resources[lang], true, true);
    }
  }
}

export function setLanguage(lang: Lang): void {
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
}
