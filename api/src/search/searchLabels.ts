/**
 * The words the site shows beside an IR document or a filing (its report type, the SEC category,
 * the kind of an event) or a job opening (its family, city and employment type), per language, indexed with the item (weight C) so "annual report", 年报
 * or "current report" finds what the archives label so. The words are the kinds' own labels
 * (shared/src/content/contentLabels.ts), which are the investor pages' words (mfe-investor's `types` in its locale
 * files: api/test/search/searchLabels.test.ts checks that each still starts with them); where
 * visitors commonly use a shorter word (年报 for 年度报告), the kind adds it after. This file keeps
 * the storage side: which columns a kind's words come from.
 */
import type { ReportType, SecCategory } from '@azi/shared/api/schemas/content';
import type { ContentName } from '@azi/shared/content/contentKinds';
import {
  CONTENT_LABELS,
  type KindLabels as NamedKind,
  type Labels as KindLabels,
} from '@azi/shared/content/contentLabels';
import type { CalendarKind } from '@azi/shared/content/investorCalendar';
import type { Lang } from '@azi/shared/i18n/languages';

type Labels<K extends string> = Record<K, KindLabels>;

const choiceLabels = <K extends string>(name: ContentName, key: string) =>
  ((CONTENT_LABELS[name] as NamedKind).choices?.[key] ?? {}) as Labels<K>;

export const REPORT_TYPE_LABELS = choiceLabels<ReportType>('financialReport', 'reportType');
export const SEC_CATEGORY_LABELS = choiceLabels<SecCategory>('americaNotice', 'category');
export const CALENDAR_KIND_LABELS = choiceLabels<CalendarKind>('investorCalendar', 'kind');

/** The label every item of a kind carries (the archives' type column). */
export const KIND_LABELS = (name: ContentName): KindLabels => CONTENT_LABELS[name].label;

/** A filing's form as the site shows it ("Form 8-K", "8-K 表格"). */
export const FORM_LABEL: Record<Lang, (form: string) => string> = {
  zh: (form) => `${form} 表格`,
  hk: (form) => `${form} 表格`,
  en: (form) => `Form ${form}`,
};

/** The columns each kind's labels come from, and how a row's values become its words in `lang`. */
export const LABEL_SOURCES: Partial<
  Record<ContentName, { columns: string[]; words: (row: Record<string, unknown>, lang: Lang) => string[] }>
> = {
  financialReport: {
    columns: ['report_type'],
    words: (row, lang) => [pick(REPORT_TYPE_LABELS, row.report_type, lang)],
  },
  americaNotice: {
    columns: ['form_type', 'category'],
    words: (row, lang) => [
      row.form_type ? FORM_LABEL[lang](String(row.form_type)) : '',
      pick(SEC_CATEGORY_LABELS, row.category, lang),
    ],
  },
  investorCalendar: {
    columns: ['kind', 'fiscal_period'],
    words: (row, lang) => [pick(CALENDAR_KIND_LABELS, row.kind, lang), String(row.fiscal_period ?? '')],
  },
  quarterlyAchievement: {
    columns: ['fiscal_period'],
    words: (row, lang) => [KIND_LABELS('quarterlyAchievement')[lang], String(row.fiscal_period ?? '')],
  },
  investorNews: { columns: [], words: (_row, lang) => [KIND_LABELS('investorNews')[lang]] },
  notice: { columns: [], words: (_row, lang) => [KIND_LABELS('notice')[lang]] },
  // A job opening by the words its card shows (issue 56): "Engineering", 北京, "Full-time".
  job: {
    columns: ['category', 'city', 'employment_type'],
    words: (row, lang) => [
      KIND_LABELS('job')[lang],
      pick(choiceLabels('job', 'category'), row.category, lang),
      pick(choiceLabels('job', 'city'), row.city, lang),
      pick(choiceLabels('job', 'employmentType'), row.employment_type, lang),
    ],
  },
};

function pick<K extends string>(labels: Labels<K>, value: unknown, lang: Lang): string {
  return typeof value === 'string' && value in labels ? labels[value as K][lang] : '';
}
