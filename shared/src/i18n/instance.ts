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

/**
 * Text waiting to be handed to i18next, by language: a page uses one language, and adding the
 * other two at start-up (i18next copies every tree it is given) was main-thread work on every
 * first view. A language's text is added the first time something translates in it.
 */
const waiting = new Map<Lang, Map<string, LocaleTree>>();

/** Registers a namespace's text in the languages given (a remote's text may come one language at a time). */
export function addNamespace(namespace: string, resources: Partial<Record<Lang, LocaleTree>>): void {
  for (const lang of LANGS) {
    const tree = resources[lang];
    if (!tree || i18n.hasResourceBundle(lang, namespace)) continue;
    const trees = waiting.get(lang) ?? new Map<string, LocaleTree>();
    if (!trees.has(namespace)) trees.set(namespace, tree);
    waiting.set(lang, trees);
  }
}

/** Whether a namespace's text in `lang` has been registered (read or still waiting). */
export function hasNamespace(namespace: string, lang: Lang): boolean {
  return i18n.hasResourceBundle(lang, namespace) || !!waiting.get(lang)?.has(namespace);
}

/** Makes every namespace registered so far readable in `lang` (cheap when nothing waits). */
export function prepareLanguage(lang: Lang): void {
  const trees = waiting.get(lang);
  if (!trees) return;
  waiting.delete(lang);
  for (const [namespace, tree] of trees) {
    if (!i18n.hasResourceBundle(lang, namespace)) i18n.addResourceBundle(lang, namespace, tree, true, true);
  }
}

export function setLanguage(lang: Lang): void {
  prepareLanguage(lang);
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
}
