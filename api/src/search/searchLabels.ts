/**
 * The words the site shows beside an IR document or a filing (its report type, the SEC category,
 * the kind of an event) or a job opening (its family, city and employment type), per language,
 * indexed with the item (weight C) so "annual report", 年报 or "current report" finds what the
 * archives label so. The words are the kinds' own (shared/src/content/contentLabels.ts, which the
 * investor and careers pages show), with the other words visitors type for a value (年报 for
 * 年度报告). This file keeps the storage side: which columns a kind's words come from.
 */
import type { ContentName } from '@azi/shared/content/contentKinds';
import { choiceSearchWords, formLabel, kindLabel } from '@azi/shared/content/contentLabels';
import type { Lang } from '@azi/shared/i18n/languages';

/** A row's value of a kind's choice as its search words in `lang`; '' for a value without words. */
const choiceWords = (name: ContentName, field: string, value: unknown, lang: Lang) =>
  typeof value === 'string' ? choiceSearchWords(name, field, value, lang) : '';

/** The columns each kind's labels come from, and how a row's values become its words in `lang`. */
export const LABEL_SOURCES: Partial<
  Record<ContentName, { columns: string[]; words: (row: Record<string, unknown>, lang: Lang) => string[] }>
> = {
  financialReport: {
    columns: ['report_type'],
    words: (row, lang) => [choiceWords('financialReport', 'reportType', row.report_type, lang)],
  },
  americaNotice: {
    columns: ['form_type', 'category'],
    words: (row, lang) => [
      row.form_type ? formLabel(String(row.form_type), lang) : '',
      choiceWords('americaNotice', 'category', row.category, lang),
    ],
  },
  investorCalendar: {
    columns: ['kind', 'fiscal_period'],
    words: (row, lang) => [choiceWords('investorCalendar', 'kind', row.kind, lang), String(row.fiscal_period ?? '')],
  },
  quarterlyAchievement: {
    columns: ['fiscal_period'],
    words: (row, lang) => [kindLabel('quarterlyAchievement', lang), String(row.fiscal_period ?? '')],
  },
  investorNews: { columns: [], words: (_row, lang) => [kindLabel('investorNews', lang)] },
  notice: { columns: [], words: (_row, lang) => [kindLabel('notice', lang)] },
  // A job opening by the words its card shows (issue 56): "Engineering", 北京, "Full-time".
  job: {
    columns: ['category', 'city', 'employment_type'],
    words: (row, lang) => [
      kindLabel('job', lang),
      choiceWords('job', 'category', row.category, lang),
      choiceWords('job', 'city', row.city, lang),
      choiceWords('job', 'employmentType', row.employment_type, lang),
    ],
  },
};
