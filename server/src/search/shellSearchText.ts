/**
 * Site search (issue 54): the words the shell itself shows about each page, indexed as the
 * declared text of a source of its own, 'shell'. The remotes declare their sections' text
 * (remoteSearchText.ts); the shell owns what a visitor reads before reaching them: the menu's words
 * (nav: "Careers" for the employee page, "Stock Information" for the investor page's #gpxx), each
 * page's title and description (meta, the words of the search engines' result too), its own pages
 * (contact, tips, accessibility, the FAQ page's frame) and the investor page's alerts form. A page
 * or section found by both the shell's words and its remote's text is one result (the index folds
 * rows of the same page and anchor). Derived from the shell's own locale files: nothing is copied.
 */
import { createHash } from 'node:crypto';
import type { DeclaredSearchEntry, PerLang } from '@azi/shared/contract/searchText';
import { LANGS, type Lang } from '@azi/shared/i18n/languages';
import { SITE_PAGES, type PageKey } from '@azi/shared/routing/sitePages';
import { ALERT_TEXTS } from '@azi/shared/validation/alertSubscription';
import contactEn from 'shell/contact/locales/en.json';
import contactHk from 'shell/contact/locales/hk.json';
import contactZh from 'shell/contact/locales/zh.json';
import en from 'shell/locales/en.json';
import hk from 'shell/locales/hk.json';
import zh from 'shell/locales/zh.json';

import { PAGE_META } from '../pageMeta';
/** The source name of the shell's words in the index (beside the remotes' names). */
export const SHELL_SEARCH_SOURCE = 'shell';

type Tree = { [key: string]: string | Tree };
const SHELL_TEXT: Record<Lang, { nav: Tree; meta: Tree }> = {
  zh: { nav: zh.nav, meta: PAGE_META.zh },
  hk: { nav: hk.nav, meta: PAGE_META.hk },
  en: { nav: en.nav, meta: PAGE_META.en },
};
const CONTACT_TEXT: Record<Lang, { page: { title: string; lead: string } }> = {
  zh: contactZh,
  hk: contactHk,
  en: contactEn,
};

/**
 * Pages that are a search's, a form's answer or one item's: their words are the item's, found by
 * the item. A job opening is content (issue 56), found as itself.
 */
const NOT_INDEXED = new Set<PageKey>(['search', 'alerts', 'event', 'mediaDetail', 'job_detail']);

const text = (tree: Tree | string | undefined, ...keys: string[]): string => {
  let node: Tree | string | undefined = tree;
  for (const key of keys) node = typeof node === 'object' ? node[key] : undefined;
  return typeof node === 'string' ? node : '';
};

/** A meta title without the site's name after it ("Careers | Autozi" -> "Careers"). */
const heading = (title: string) => title.split(' | ')[0]!.trim();

const perLang = (pick: (lang: Lang) => string): PerLang =>
  Object.fromEntries(LANGS.map((lang) => [lang, pick(lang).replace(/\s+/g, ' ').trim()])) as PerLang;

/** Every page's and anchored section's words as the shell shows them. */
export function shellSearchEntries(): DeclaredSearchEntry[] {
  const entries: DeclaredSearchEntry[] = [];
  for (const page of SITE_PAGES) {
    if (NOT_INDEXED.has(page.key)) continue;
    const meta = (lang: Lang) => ({
      title: text(SHELL_TEXT[lang].meta, page.key, 'title'),
      description: text(SHELL_TEXT[lang].meta, page.key, 'description'),
    });
    const menu = (lang: Lang) => text(SHELL_TEXT[lang].nav, page.key, 'title');
    const contact =
      page.key === 'contact'
        ? (lang: Lang) => `${CONTACT_TEXT[lang].page.title} ${CONTACT_TEXT[lang].page.lead}`
        : () => '';
    entries.push({
      page: page.key,
      heading: perLang((lang) => menu(lang) || heading(meta(lang).title)),
      text: perLang((lang) => `${heading(meta(lang).title)} ${meta(lang).description} ${contact(lang)}`),
    });
    for (const anchor of page.anchors) {
      const label = perLang((lang) => text(SHELL_TEXT[lang].nav, page.key, anchor.section));
      if (LANGS.some((lang) => !label[lang])) continue;
      entries.push({ page: page.key, anchor: anchor.id, heading: label, text: perLang(() => '') });
    }
  }
  // The investor page's alerts form is a section of its own (#alerts), drawn from the shared alert texts.
  entries.push({
    page: 'investor',
    anchor: 'alerts',
    heading: perLang((lang) => ALERT_TEXTS[lang].form.title),
    text: perLang((lang) => ALERT_TEXTS[lang].form.leadInvestor),
  });
  return entries.filter((entry) => LANGS.every((lang) => entry.heading[lang]));
}

/** The shell's entries and their version: a digest of the words, so copies rewrite them only when they change. */
export function shellSearchText(): { version: string; entries: DeclaredSearchEntry[] } {
  const entries = shellSearchEntries();
  return { version: createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 16), entries };
}
