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
import { INVESTOR_ARCHIVE_IDS, type InvestorArchiveId } from '@azi/shared/keys/pageKeys';
import type { ContentName } from '@azi/shared/content/contentKinds';
import { ARCHIVE_FILTERS, archiveKindOf, archiveKinds } from '@azi/shared/content/investorArchives';
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
  /** Its URL query parameter, as the archive's kinds give it (shared/src/content/investorArchives.ts); default `type`. */
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
  return {
    lang,
    pageNo: query.page,
    pageSize: ARCHIVE_PAGE_SIZE,
    year: query.year,
    keyword: query.keyword || undefined,
  };
}

function mapPage<T>(page: Page<T>, toDocument: (item: T) => ArchiveDocument): Page<ArchiveDocument> {
  return { ...page, list: page.list.map(toDocument) };
}

const base = (
  prefix: string,
  item: {
    id: number;
    date: string;
    datePrecision: ArchiveDocument['datePrecision'];
    title: string;
    summary: string;
    linkUrl: string;
  },
) => ({
  key: `${prefix}-${item.id}`,
  date: item.date,
  datePrecision: item.datePrecision,
  title: item.title,
  summary: item.summary,
  url: item.linkUrl,
});

export const resultsDocument =
  (t: TFunction) =>
  (item: QuarterlyAchievementItem): ArchiveDocument => ({
    ...base('results', item),
    typeLabel: fiscalPeriodLabel(t, item.fiscalYear, item.fiscalPeriod),
  });
export const newsDocument =
  (t: TFunction) =>
  (item: InvestorNewsItem): ArchiveDocument => ({ ...base('news', item), typeLabel: t('types.investorNews') });
export const noticeDocument =
  (t: TFunction) =>
  (item: NoticeItem): ArchiveDocument => ({ ...base('notice', item), typeLabel: t('types.notice') });
export const reportDocument =
  (t: TFunction) =>
  (item: FinancialReportItem): ArchiveDocument => ({
    ...base('report', item),
    typeLabel: t(`types.reports.${item.reportType}`),
  });
export const calendarDocument =
  (t: TFunction) =>
  (item: InvestorCalendarItem): ArchiveDocument => ({
    ...base('calendar', item),
    beijingTime: item.beijingTime,
    typeLabel: t(`types.calendar.${item.kind}`),
    calendarItem: item,
  });
export const secFilingDocument =
  (t: TFunction) =>
  (item: AmericaNoticeItem): ArchiveDocument => ({
    ...base('sec', item),
    typeLabel: t('types.secFiling', { form: item.formType }),
  });

const secCategory = (value: string | undefined) => SEC_CATEGORIES.find((category) => category === value);

/** How the investor section shows a kind's items in its archive: the list it asks for, and its words. */
interface KindView {
  load: (query: ArchiveQuery, lang: Lang, t: TFunction) => Promise<Page<ArchiveDocument>>;
  /** i18n key of the kind's name, in the selector of an archive it shares (archive 1's results and news). */
  optionKey?: string;
  /** The words of the selector over the kind's own field (a report's type, a filing's category). */
  filterWords?: Pick<ArchiveTypeFilter, 'labelKey' | 'optionKey' | 'allKey'>;
  dateKey?: string;
  feed?: ArchiveDefinition['feed'];
}

/** Every kind an archive lists has its view here (archiveDefinitions.test.ts); which archive lists it, its kind's file says. */
export const KIND_VIEWS: Partial<Record<ContentName, KindView>> = {
  quarterlyAchievement: {
    optionKey: 'types.quarterlyResults',
    load: async (query, lang, t) =>
      mapPage(await getQuarterlyAchievementPage(request(query, lang)), resultsDocument(t)),
  },
  investorNews: {
    optionKey: 'types.investorNews',
    load: async (query, lang, t) => mapPage(await getInvestorNewsPage(request(query, lang)), newsDocument(t)),
  },
  notice: { load: async (query, lang, t) => mapPage(await getNoticePage(request(query, lang)), noticeDocument(t)) },
  financialReport: {
    filterWords: {
      labelKey: 'filters.type',
      optionKey: (value) => `types.reports.${value}`,
      allKey: 'filters.allTypes',
    },
    load: async (query, lang, t) =>
      mapPage(
        await getFinancialReportPage({
          ...request(query, lang),
          type: REPORT_TYPES.find((type) => type === query.type),
        }),
        reportDocument(t),
      ),
  },
  investorCalendar: {
    load: async (query, lang, t) => mapPage(await getInvestorCalendarPage(request(query, lang)), calendarDocument(t)),
  },
  americaNotice: {
    dateKey: 'table.filingDate',
    feed: { path: secFeedPath, labelKey: 'secFilings.feed' },
    filterWords: {
      labelKey: 'filters.category',
      optionKey: (value) => `types.sec.${value}`,
      allKey: 'filters.allCategories',
    },
    load: async (query, lang, t) =>
      mapPage(
        await getAmericaNoticePage({ ...request(query, lang), category: secCategory(query.type) }),
        secFilingDocument(t),
      ),
  },
};

function viewOf(name: ContentName | undefined): KindView {
  const view = name && KIND_VIEWS[name];
  if (!view) throw new Error(`no archive view for the content kind ${String(name)}`);
  return view;
}

/** An archive as its kinds bind it (shared/src/content/investorArchives.ts), shown with their views. */
function archive(id: InvestorArchiveId): ArchiveDefinition {
  const first = viewOf(archiveKindOf(id, undefined));
  const filter = ARCHIVE_FILTERS[id];
  // Kinds sharing an archive are chosen by its selector, which names each by its kind's word.
  const shared = archiveKinds(id).length > 1;
  const words: ArchiveTypeFilter | undefined =
    filter &&
    (shared
      ? {
          labelKey: 'filters.category',
          optionKey: (value) => viewOf(archiveKindOf(id, value)).optionKey ?? value,
          values: filter.values,
        }
      : first.filterWords && { ...first.filterWords, values: filter.values });
  return {
    id,
    ...(words ? { typeFilter: { ...words, param: filter!.param } } : {}),
    ...(first.dateKey ? { dateKey: first.dateKey } : {}),
    ...(first.feed ? { feed: first.feed } : {}),
    load: (query, lang, t) => viewOf(archiveKindOf(id, query.type)).load(query, lang, t),
  };
}

/** The five IR archives, by their number in /investor_list1..5 (the page table: shared/src/routing/sitePages.ts). */
export const ARCHIVES = Object.fromEntries(INVESTOR_ARCHIVE_IDS.map((id) => [id, archive(id)])) as Record<
  InvestorArchiveId,
  ArchiveDefinition
>;
