import type { LocaleTree } from '@azi/shared/contract/remote';
import { addNamespace } from '@azi/shared/i18n/instance';
import type { Lang } from '@azi/shared/i18n/languages';
import a11yEn from '../accessibility/locales/en.json';
import a11yHk from '../accessibility/locales/hk.json';
import a11yZh from '../accessibility/locales/zh.json';
import { ACCESSIBILITY_NAMESPACE } from '../accessibility/accessibilityText';
import contactEn from '../contact/locales/en.json';
import contactHk from '../contact/locales/hk.json';
import contactZh from '../contact/locales/zh.json';
import { CONTACT_NAMESPACE } from '../contact/contactText';
import heroEn from '../home/locales/en.json';
import heroHk from '../home/locales/hk.json';
import heroZh from '../home/locales/zh.json';
import { HOME_HERO_NAMESPACE } from '../home/homeHeroText';
import metaEn from '../meta/locales/en.json';
import metaHk from '../meta/locales/hk.json';
import metaZh from '../meta/locales/zh.json';
import { META_NAMESPACE } from '../meta/metaText';
import en from '../locales/en.json';
import hk from '../locales/hk.json';
import zh from '../locales/zh.json';

/**
 * The shell's text in every language, imported statically: for the server, which renders any
 * language, and for component tests. The browser never imports this module: it fetches one
 * language (shellTextImports.ts) and registers it (shellText.ts).
 */
export const commonResources: Record<Lang, LocaleTree> = { zh, hk, en };
export const contactResources: Record<Lang, LocaleTree> = { zh: contactZh, hk: contactHk, en: contactEn };
export const homeHeroResources: Record<Lang, LocaleTree> = { zh: heroZh, hk: heroHk, en: heroEn };
export const metaResources: Record<Lang, LocaleTree> = { zh: metaZh, hk: metaHk, en: metaEn };
export const accessibilityResources: Record<Lang, LocaleTree> = { zh: a11yZh, hk: a11yHk, en: a11yEn };

/** Registers the shell's text in every language (the server, at start). */
export function registerAllShellText(): void {
  addNamespace('common', commonResources);
  addNamespace(CONTACT_NAMESPACE, contactResources);
  addNamespace(HOME_HERO_NAMESPACE, homeHeroResources);
  addNamespace(ACCESSIBILITY_NAMESPACE, accessibilityResources);
  addNamespace(META_NAMESPACE, metaResources);
}
