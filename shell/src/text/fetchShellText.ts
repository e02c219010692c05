import type { LocaleTree } from '@azi/shared/contract/remote';
import type { Lang } from '@azi/shared/i18n/languages';

/** The shell's namespaces in one language, in the order fetchShellText gives them. */
export type ShellTextTrees = readonly [common: LocaleTree, contact: LocaleTree, homeHero: LocaleTree];

const tree = (module: { default: LocaleTree }) => module.default;

/**
 * The shell's text in one language: one chunk per language (the shared chunk name puts the three
 * files of a language together), so a page downloads its own language only. Nothing here but the
 * imports: index.ts calls it before the shell's modules are evaluated, to fetch the page's text
 * alongside the bootstrap chunk.
 */
const FETCH: Record<Lang, () => Promise<ShellTextTrees>> = {
  zh: () =>
    Promise.all([
      import(/* webpackChunkName: "text-zh" */ '../locales/zh.json').then(tree),
      import(/* webpackChunkName: "text-zh" */ '../contact/locales/zh.json').then(tree),
      import(/* webpackChunkName: "text-zh" */ '../home/locales/zh.json').then(tree),
    ]),
  hk: () =>
    Promise.all([
      import(/* webpackChunkName: "text-hk" */ '../locales/hk.json').then(tree),
      import(/* webpackChunkName: "text-hk" */ '../contact/locales/hk.json').then(tree),
      import(/* webpackChunkName: "text-hk" */ '../home/locales/hk.json').then(tree),
    ]),
  en: () =>
    Promise.all([
      import(/* webpackChunkName: "text-en" */ '../locales/en.json').then(tree),
      import(/* webpackChunkName: "text-en" */ '../contact/locales/en.json').then(tree),
      import(/* webpackChunkName: "text-en" */ '../home/locales/en.json').then(tree),
    ]),
};

export function fetchShellText(lang: Lang): Promise<ShellTextTrees> {
  return FETCH[lang]();
}
