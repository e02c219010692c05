/**
 * Every content kind, by name: the one home of a kind's facts (its file beside this one). The API
 * adds its storage (api/src/content/contentTypes.ts, which must name every kind here), the console
 * its editor's words, the investor section its archive views; the page table, the role table,
 * alerts, previews, feeds and search derive from this. The names are the API's admin routes'
 * (`/admin/content/<name>`) and the console's areas, in the order the console lists them.
 */
import type { AlertCategory } from '@azi/shared/validation/alertSubscription';
import type { ContentKind } from '@azi/shared/content/contentKind';
import { americaNotice } from '@azi/shared/content/americaNotice';
import { banner } from '@azi/shared/content/banner';
import { faq } from '@azi/shared/content/faq';
import { financialReport } from '@azi/shared/content/financialReport';
import { investorCalendar } from '@azi/shared/content/investorCalendar';
import { job } from '@azi/shared/content/job';
import { investorNews } from '@azi/shared/content/investorNews';
import { media } from '@azi/shared/content/media';
import { notice } from '@azi/shared/content/notice';
import { quarterlyAchievement } from '@azi/shared/content/quarterlyAchievement';

export const CONTENT_KINDS = {
  financialReport,
  quarterlyAchievement,
  investorNews,
  notice,
  investorCalendar,
  americaNotice,
  faq,
  media,
  banner,
  job,
} as const satisfies Record<string, ContentKind>;

export type ContentName = keyof typeof CONTENT_KINDS;
export const CONTENT_NAMES = Object.keys(CONTENT_KINDS) as ContentName[];

export function isContentName(value: unknown): value is ContentName {
  return typeof value === 'string' && Object.hasOwn(CONTENT_KINDS, value);
}

/** The alert category that announces a kind's items, if any. */
export function alertCategoryOf(name: ContentName): AlertCategory | undefined {
  return CONTENT_KINDS[name].alertCategory;
}

/** The kinds whose publication some alert category announces. */
export const ALERTED_CONTENT: readonly ContentName[] = CONTENT_NAMES.filter(
  (name) => alertCategoryOf(name) !== undefined,
);
