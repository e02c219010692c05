import type { TFunction } from 'i18next';
import {
  REPORT_TYPES,
  SEC_CATEGORIES,
  type AmericaNoticeItem,
  type FinancialReportItem,
  type InvestorCalendarItem,
  type InvestorNewsItem,
  type NoticeItem,
  type Page,
  type QuarterlyAchievementItem,
} from '@azi/shared/api/schemas/content';
import type { Lang } from '@azi/shared/i18n/languages';
import { secFeedPath } from '@azi/shared/routing/feedPaths';
import { RESULTS_CATEGORIES, type InvestorArchiveId } from '@azi/shared/routing/sitePages';
import { getAmericaNoticePage } from '@azi/shared/api/get-america-notice-page';
import { getFinancialReportPage } from '@azi/shared/api/get-financial-report-page';
import { getInvestorCalendarPage } from '@azi/shared/api/get-investor-calendar-page';
import { getInvestorNewsPage } from '@azi/shared/api/get-investor-news-page';
import { getNoticePage } from '@azi/shared/api/get-notice-page';
import { getQuarterlyAchievementPage } from '@azi/shared/api/get-quarterly-achievement-page';
import type { ListPageParams } from '@azi/shared/api/listPage';
import { fiscalPeriodLabel } from '../format/fiscalPeriodLabel';
import type { ArchiveDocument } from './ArchiveDocument';
import type { ArchiveQuery } from './archiveQuery';

export const ARCHIVE_PAGE_SIZE = 10;

export interface ArchiveTypeFilter {
  /** i18n key of the selector's label. */
  labelKey: string;
  values: readonly string[];
  /** i18n key of each value's label. */
  optionKey: (value: string) => string;
  /** i18n key of the "every type" choice; absent when one must be chosen (the first is the default). */
  allKey?: string;
  /** Its URL query parameter, as the page table declares it (shared/src/routing/sitePages.ts); default `type`. */
  param?: 'type' | 'category';
}

export interface ArchiveDefinition {
  id: InvestorArchiveId;
  typeFilter?: ArchiveTypeFilter;
  /** The date column's heading, when the archive's date is a particular one (SEC: the filing date). */
  dateKey?: string;
  load: (query: ArchiveQuery, lang: Lang, t: TFunction) => Promise<Page<ArchiveDocument>>;
  /** The archive as a feed to subscribe to, and the i18n key of the link's text. */
  feed?: { path: (lang: Lang) => string; labelKey: string };
}

function request(query: ArchiveQuery, lang: Lang): ListPageParams {
  return { lang, pageNo: query.page, pageSize: ARCHIVE_PAGE_SIZE, year: query.year, keyword: query.keyword || undefined };
}

function mapPage<T>(page: Page<T>, toDocument: (item: T) => ArchiveDocument): Page<ArchiveDocument> {
  return { ...page, list: page.list.map(toDocument) };
}

const base = (prefix: string, item: { id: number; date: string; datePrecision: ArchiveDocument['datePrecision']; title: string; summary: string; linkUrl: string }) => ({
  key: `${prefix}-${item.id}`,
  date: item.date,
  datePrecision: item.datePrecision,
  title: item.title,
  summary: item.summary,
  url: item.linkUrl,
});

export const resultsDocument = (t: TFunction) => (item: QuarterlyAchievementItem): ArchiveDocument => ({
  ...base('results', item),
  typeLabel: fiscalPeriodLabel(t, item.fiscalYear, item.fiscalPeriod),
});
export const newsDocument = (t: TFunction) => (item: InvestorNewsItem): ArchiveDocument => ({ ...base('news', item), typeLabel: t('types.investorNews') });
export const noticeDocument = (t: TFunction) => (item: NoticeItem): ArchiveDocument => ({ ...base('notice', item), typeLabel: t('types.notice') });
export const reportDocument = (t: TFunction) => (item: FinancialReportItem): ArchiveDocument => ({
  ...base('report', item),
  typeLabel: t(`types.reports.${item.reportType}`),
});
export const calendarDocument = (t: TFunction) => (item: InvestorCalendarItem): ArchiveDocument => ({
  ...base('calendar', item),
  beijingTime: item.beijingTime,
  typeLabel: t(`types.calendar.${item.kind}`),
  calendarItem: item,
});
export const secFilingDocument = (t: TFunction) => (item: AmericaNoticeItem): ArchiveDocument => ({
  ...base('sec', item),
  typeLabel: t('types.secFiling', { form: item.formType }),
});

const secCategory = (value: string | undefined) => SEC_CATEGORIES.find((category) => category === value);

/** The five IR archives, by their number in /investor_list1..5 (the page table: shared/src/routing/sitePages.ts). */
export const ARCHIVES: Record<InvestorArchiveId, ArchiveDefinition> = {
  1: {
    id: 1,
    typeFilter: {
      labelKey: 'filters.category',
      values: RESULTS_CATEGORIES,
      optionKey: (value) => (value === 'news' ? 'types.investorNews' : 'types.quarterlyResults'),
    },
    load: async (query, lang, t) =>
      query.type === 'news'
        ? mapPage(await getInvestorNewsPage(request(query, lang)), newsDocument(t))
        : mapPage(await getQuarterlyAchievementPage(request(query, lang)), resultsDocument(t)),
  },
  2: {
    id: 2,
    load: async (query, lang, t) => mapPage(await getNoticePage(request(query, lang)), noticeDocument(t)),
  },
  3: {
    id: 3,
    typeFilter: {
      labelKey: 'filters.type',
      values: REPORT_TYPES,
      optionKey: (value) => `types.reports.${value}`,
      allKey: 'filters.allTypes',
    },
    load: async (query, lang, t) =>
      mapPage(
        await getFinancialReportPage({ ...request(query, lang), type: REPORT_TYPES.find((type) => type === query.type) }),
        reportDocument(t),
      ),
  },
  4: {
    id: 4,
    load: async (query, lang, t) => mapPage(await getInvestorCalendarPage(request(query, lang)), calendarDocument(t)),
  },
  5: {
    id: 5,
    dateKey: 'table.filingDate',
    feed: { path: secFeedPath, labelKey: 'secFilings.feed' },
    typeFilter: {
      labelKey: 'filters.category',
      values: SEC_CATEGORIES,
      optionKey: (value) => `types.sec.${value}`,
      allKey: 'filters.allCategories',
      param: 'category',
    },
    load: async (query, lang, t) => mapPage(await getAmericaNoticePage({ ...request(query, lang), category: secCategory(query.type) }), secFilingDocument(t)),
  },
};
