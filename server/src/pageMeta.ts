/**
 * Every page's title and description in each language, as the shell words them
 * (shell/src/meta/locales): the served page's <title> and description (pageHtml.ts) and the
 * shell's words in the site search (search/shellSearchText.ts).
 */
import type { Lang } from '@azi/shared/i18n/languages';
import en from 'shell/meta/locales/en.json';
import hk from 'shell/meta/locales/hk.json';
import zh from 'shell/meta/locales/zh.json';

// A type, not an interface: the search index reads it as a tree of words (an index signature).
export type PageMeta = { title: string; description: string };

/** By language, then by page key ('notFound' too). */
export const PAGE_META: Record<Lang, Record<string, PageMeta>> = { zh, hk, en };
