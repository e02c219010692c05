/**
 * The words the site shows beside an IR document or a filing (its report type, the SEC category,
 * the kind of an event), per language, indexed with the item (weight C) so "annual report", 年报
 * or "current report" finds what the archives label so. The wording is the investor pages' own
 * (mfe-investor's `types` in its locale files: api/test/search/searchLabels.test.ts checks that
 * each label still starts with it); the API keeps this copy so the index never reads a remote's
 * files. Where visitors commonly use a shorter word (年报 for 年度报告), it is added after.
 */
import type { CalendarKind, ContentName } from '@azi/shared/api/schemas/content';
import type { ReportType, SecCategory } from '@azi/shared/api/contentLimits';
import type { Lang } from '@azi/shared/i18n/languages';

type Labels<K extends string> = Record<K, Record<Lang, string>>;

export const REPORT_TYPE_LABELS: Labels<ReportType> = {
  annual: { zh: '年度报告 年报', hk: '年度報告 年報', en: 'Annual report' },
  interim: { zh: '中期报告', hk: '中期報告', en: 'Interim report' },
  performanceNews: { zh: '业绩新闻', hk: '業績新聞', en: 'Performance news' },
  otherNews: { zh: '其他新闻', hk: '其他新聞', en: 'Other news' },
};

export const SEC_CATEGORY_LABELS: Labels<SecCategory> = {
  annual: { zh: '年度报告 年报', hk: '年度報告 年報', en: 'Annual reports' },
  current: { zh: '临时报告', hk: '臨時報告', en: 'Current reports' },
  registration: { zh: '注册声明与招股说明书', hk: '註冊聲明與招股章程', en: 'Registration statements and prospectuses' },
  insider: { zh: '内部人士申报', hk: '內部人士申報', en: 'Insider filings' },
  ownership: { zh: '持股报告', hk: '持股報告', en: 'Ownership reports' },
  other: { zh: '其他文件', hk: '其他文件', en: 'Other filings' },
};

export const CALENDAR_KIND_LABELS: Labels<CalendarKind> = {
  event: { zh: '投资者活动', hk: '投資者活動', en: 'Investor event' },
  resultsRelease: { zh: '业绩发布', hk: '業績發佈', en: 'Results release' },
  conferenceCall: { zh: '电话会议', hk: '電話會議', en: 'Conference call' },
};

/** The label every item of a kind carries (the archives' type column). */
export const KIND_LABELS: Partial<Record<ContentName, Record<Lang, string>>> = {
  investorNews: { zh: '投资者新闻', hk: '投資者新聞', en: 'Investor news' },
  notice: { zh: '公告', hk: '公告', en: 'Announcement' },
  quarterlyAchievement: { zh: '季度业绩', hk: '季度業績', en: 'Quarterly results' },
};

/** A filing's form as the site shows it ("Form 8-K", "8-K 表格"). */
export const FORM_LABEL: Record<Lang, (form: string) => string> = {
  zh: (form) => `${form} 表格`,
  hk: (form) => `${form} 表格`,
  en: (form) => `Form ${form}`,
};

/** The columns each kind's labels come from, and how a row's values become its words in `lang`. */
export const LABEL_SOURCES: Partial<Record<ContentName, { columns: string[]; words: (row: Record<string, unknown>, lang: Lang) => string[] }>> = {
  financialReport: { columns: ['report_type'], words: (row, lang) => [pick(REPORT_TYPE_LABELS, row.report_type, lang)] },
  americaNotice: {
    columns: ['form_type', 'category'],
    words: (row, lang) => [row.form_type ? FORM_LABEL[lang](String(row.form_type)) : '', pick(SEC_CATEGORY_LABELS, row.category, lang)],
  },
  investorCalendar: { columns: ['kind', 'fiscal_period'], words: (row, lang) => [pick(CALENDAR_KIND_LABELS, row.kind, lang), String(row.fiscal_period ?? '')] },
  quarterlyAchievement: { columns: ['fiscal_period'], words: (row, lang) => [KIND_LABELS.quarterlyAchievement![lang], String(row.fiscal_period ?? '')] },
  investorNews: { columns: [], words: (_row, lang) => [KIND_LABELS.investorNews![lang]] },
  notice: { columns: [], words: (_row, lang) => [KIND_LABELS.notice![lang]] },
};

function pick<K extends string>(labels: Labels<K>, value: unknown, lang: Lang): string {
  return typeof value === 'string' && value in labels ? labels[value as K][lang] : '';
}
