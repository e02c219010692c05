import type { LocaleTree } from '@azi/shared/contract/remote';
import type { Lang } from '@azi/shared/i18n/languages';
import { ACCESSIBILITY_NAMESPACE } from '../accessibility/accessibilityText';
import { CONTACT_NAMESPACE } from '../contact/contactText';
import { HOME_HERO_NAMESPACE } from '../home/homeHeroText';

type TextImports = Record<Lang, () => Promise<{ default: LocaleTree }>>;

/**
 * The shell's text, by namespace: one dynamic import per language, and the shared chunk name puts
 * a language's three files in one chunk, so a page downloads its own language only. Nothing here
 * but the imports: index.ts uses this before the shell's modules are evaluated.
 */
export const SHELL_TEXT_IMPORTS: Record<string, TextImports> = {
  common: {
    zh: () => import(/* webpackChunkName: "text-zh" */ '../locales/zh.json'),
    hk: () => import(/* webpackChunkName: "text-hk" */ '../locales/hk.json'),
    en: () => import(/* webpackChunkName: "text-en" */ '../locales/en.json'),
  },
  [CONTACT_NAMESPACE]: {
    zh: () => import(/* webpackChunkName: "text-zh" */ '../contact/locales/zh.json'),
    hk: () => import(/* webpackChunkName: "text-hk" */ '../contact/locales/hk.json'),
    en: () => import(/* webpackChunkName: "text-en" */ '../contact/locales/en.json'),
  },
  [HOME_HERO_NAMESPACE]: {
    zh: () => import(/* webpackChunkName: "text-zh" */ '../home/locales/zh.json'),
    hk: () => import(/* webpackChunkName: "text-hk" */ '../home/locales/hk.json'),
    en: () => import(/* webpackChunkName: "text-en" */ '../home/locales/en.json'),
  },
  [ACCESSIBILITY_NAMESPACE]: {
    zh: () => import(/* webpackChunkName: "text-zh" */ '../accessibility/locales/zh.json'),
    hk: () => import(/* webpackChunkName: "text-hk" */ '../accessibility/locales/hk.json'),
    en: () => import(/* webpackChunkName: "text-en" */ '../accessibility/locales/en.json'),
  },
};

/** Starts fetching the shell's text in `lang` (index.ts: alongside the bootstrap chunk); webpack loads a chunk once. */
export function prefetchShellText(lang: Lang): void {
  for (const imports of Object.values(SHELL_TEXT_IMPORTS)) void imports[lang]().catch(() => undefined);
}
