import type { Lang } from '@azi/shared/i18n/languages';
import { languageFilePath } from '@azi/shared/routing/paths';

/** The site's feeds, one per language: where they are served and where pages and feeds link to them. */
export const newsFeedPath = (lang: Lang): string => languageFilePath(lang, '/rss.xml');
export const secFeedPath = (lang: Lang): string => languageFilePath(lang, '/sec-filings.xml');
/** The open job openings (issue 56), as RSS 2.0 and as Atom. */
export const jobsFeedPath = (lang: Lang, format: 'rss' | 'atom'): string =>
  languageFilePath(lang, format === 'rss' ? '/jobs.xml' : '/jobs.atom');
