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
import { choiceLabel, formLabel, kindLabel } from '@azi/shared/content/contentLabels';
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
  /** Each value's words in a language (the kinds' own: shared/src/content/contentLabels.ts). */
  optionLabel: (value: string, lang: Lang) => string;
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

/** Makes an archive row of a kind's item: its type column in the page's language. */
type ToDocument<T> = (t: TFunction, lang: Lang) => (item: T) => ArchiveDocument;

export const resultsDocument: ToDocument<QuarterlyAchievementItem> = (t) => (item) => ({
  ...base('results', item),
  typeLabel: fiscalPeriodLabel(t, item.fiscalYear, item.fiscalPeriod),
});
export const newsDocument: ToDocument<InvestorNewsItem> = (_t, lang) => (item) => ({
  ...base('news', item),
  typeLabel: kindLabel('investorNews', lang),
});
export const noticeDocument: ToDocument<NoticeItem> = (_t, lang) => (item) => ({
  ...base('notice', item),
  typeLabel: kindLabel('notice', lang),
});
export const reportDocument: ToDocument<FinancialReportItem> = (_t, lang) => (item) => ({
  ...base('report', item),
  typeLabel: choiceLabel('financialReport', 'reportType', item.reportType, lang),
});
export const calendarDocument: ToDocument<InvestorCalendarItem> = (_t, lang) => (item) => ({
  ...base('calendar', item),
  beijingTime: item.beijingTime,
  typeLabel: choiceLabel('investorCalendar', 'kind', item.kind, lang),
  calendarItem: item,
});
export const secFilingDocument: ToDocument<AmericaNoticeItem> = (_t, lang) => (item) => ({
  ...base('sec', item),
  typeLabel: formLabel(item.formType, lang),
});

const secCategory = (value: string | undefined) => SEC_CATEGORIES.find((category) => category === value);

/** How the investor section shows a kind's items in its archive: the list it asks for, and its words. */
interface KindView {
  load: (query: ArchiveQuery, lang: Lang, t: TFunction) => Promise<Page<ArchiveDocument>>;
  /**
   * The selector over the kind's own field (a report's type, a filing's category): its words, and
   * the field whose values' words (the kind's labels) name its options.
   */
  filterWords?: Pick<ArchiveTypeFilter, 'labelKey' | 'allKey'> & { field: string };
  dateKey?: string;
  feed?: ArchiveDefinition['feed'];
}

/** Every kind an archive lists has its view here (archiveDefinitions.test.ts); which archive lists it, its kind's file says. */
export const KIND_VIEWS: Partial<Record<ContentName, KindView>> = {
  quarterlyAchievement: {
    load: async (query, lang, t) =>
      mapPage(await getQuarterlyAchievementPage(request(query, lang)), resultsDocument(t, lang)),
  },
  investorNews: {
    load: async (query, lang, t) => mapPage(await getInvestorNewsPage(request(query, lang)), newsDocument(t, lang)),
  },
  notice: {
    load: async (query, lang, t) => mapPage(await getNoticePage(request(query, lang)), noticeDocument(t, lang)),
  },
  financialReport: {
    filterWords: {
      labelKey: 'filters.type',
      field: 'reportType',
      allKey: 'filters.allTypes',
    },
    load: async (query, lang, t) =>
      mapPage(
        await getFinancialReportPage({
          ...request(query, lang),
          type: REPORT_TYPES.find((type) => type === query.type),
        }),
        reportDocument(t, lang),
      ),
  },
  investorCalendar: {
    load: async (query, lang, t) =>
      mapPage(await getInvestorCalendarPage(request(query, lang)), calendarDocument(t, lang)),
  },
  americaNotice: {
    dateKey: 'table.filingDate',
    feed: { path: secFeedPath, labelKey: 'secFilings.feed' },
    filterWords: {
      labelKey: 'filters.category',
      field: 'category',
      allKey: 'filters.allCategories',
    },
    load: async (query, lang, t) =>
      mapPage(
        await getAmericaNoticePage({ ...request(query, lang), category: secCategory(query.type) }),
        secFilingDocument(t, lang),
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
  const firstKind = archiveKindOf(id, undefined);
  const first = viewOf(firstKind);
  const filter = ARCHIVE_FILTERS[id];
  // Kinds sharing an archive are chosen by its selector, which names each by its kind's word.
  const shared = archiveKinds(id).length > 1;
  let words: ArchiveTypeFilter | undefined;
  if (filter && shared)
    words = {
      labelKey: 'filters.category',
      optionLabel: (value, lang) => kindLabel(archiveKindOf(id, value)!, lang),
      values: filter.values,
    };
  else if (filter && first.filterWords) {
    const { field, ...own } = first.filterWords;
    words = {
      ...own,
      optionLabel: (value, lang) => choiceLabel(firstKind!, field, value, lang),
      values: filter.values,
    };
  }
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
