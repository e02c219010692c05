/**
 * Schemas of the published content: what the list and detail endpoints return and the query
 * they accept. The API validates and serialises with these objects; the browser uses the types.
 */
import type { Static } from '@azi/shared/api/json-schema';
import { LANGS } from '@azi/shared/i18n/languages';
import { publicPictureSchema } from '@azi/shared/api/schemas/pictures';
import { investorEventProperties, investorEventRequired } from '@azi/shared/api/schemas/investorEvent';
import { FAQ_ENTRIES, FAQ_LINK_SETS } from '@azi/shared/content/faq';
import { CALENDAR_KINDS } from '@azi/shared/content/investorCalendar';
import { ID_MAX, KEYWORD_MAX, PAGE_NO_MAX, YEAR_MAX, YEAR_MIN } from '@azi/shared/api/contentLimits';
import { REPORT_TYPES } from '@azi/shared/content/financialReport';
import { SEC_CATEGORIES } from '@azi/shared/content/americaNotice';

// The bounds live in contentLimits (pages read them too), the archive selectors' values in their
// kinds' files (shared/src/content); the schemas' users keep finding them here.
export { ID_MAX, KEYWORD_MAX, PAGE_NO_MAX, REPORT_TYPES, SEC_CATEGORIES, YEAR_MAX, YEAR_MIN };
export type { ReportType } from '@azi/shared/content/financialReport';
export type { SecCategory } from '@azi/shared/content/americaNotice';

export const PAGE_SIZE_MAX = 50;

/** How much of `date` is known: a filing whose month is known but not its day says 'month'. */
export const DATE_PRECISIONS = ['day', 'month', 'year'] as const;
export type DatePrecision = (typeof DATE_PRECISIONS)[number];

/** `date` trimmed to what is known: 2025-09-30, 2025-09 or 2025 (as printed, and as `<time dateTime>`). */
export function knownDate(date: string, precision: DatePrecision = 'day'): string {
  return date.slice(0, precision === 'year' ? 4 : precision === 'month' ? 7 : 10);
}

const langSchema = { type: 'string', enum: LANGS, default: 'zh' } as const;

export const pageParamsSchema = {
  type: 'object',
  required: ['pageNo', 'pageSize'],
  properties: {
    pageNo: { type: 'integer', minimum: 1, maximum: PAGE_NO_MAX },
    pageSize: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX },
  },
} as const;
export type PageParams = Static<typeof pageParamsSchema>;

export const langQuerySchema = {
  type: 'object',
  properties: { lang: langSchema },
} as const;

export const listQuerySchema = {
  type: 'object',
  properties: {
    lang: langSchema,
    year: { type: 'integer', minimum: YEAR_MIN, maximum: YEAR_MAX },
    keyword: { type: 'string', maxLength: KEYWORD_MAX },
  },
} as const;
export type ListQuery = Static<typeof listQuerySchema>;

export const financialReportQuerySchema = {
  type: 'object',
  properties: { ...listQuerySchema.properties, type: { type: 'string', enum: REPORT_TYPES } },
} as const;
export type FinancialReportQuery = Static<typeof financialReportQuerySchema>;

/** US SEC filings (americaNotice) filter by category instead of type. */
export const americaNoticeQuerySchema = {
  type: 'object',
  properties: { ...listQuerySchema.properties, category: { type: 'string', enum: SEC_CATEGORIES } },
} as const;
export type AmericaNoticeQuery = Static<typeof americaNoticeQuerySchema>;

export const byIdQuerySchema = {
  type: 'object',
  required: ['id'],
  properties: { lang: langSchema, id: { type: 'integer', minimum: 1, maximum: ID_MAX } },
} as const;
export type ByIdQuery = Static<typeof byIdQuerySchema>;

const baseProperties = {
  id: { type: 'integer' },
  title: { type: 'string' },
  summary: { type: 'string' },
  /** ISO date YYYY-MM-DD; see datePrecision. */
  date: { type: 'string' },
  datePrecision: { type: 'string', enum: DATE_PRECISIONS },
  /**
   * When what the public sees of the item last changed, as an ISO instant: its last edit, or the
   * moment it went public if that came later (a sitemap's lastmod, an article's dateModified).
   */
  updatedAt: { type: 'string' },
} as const;
const baseRequired = ['id', 'title', 'summary', 'date', 'datePrecision'] as const;

export function contentItemSchema<const P, const R extends readonly string[]>(properties: P, required: R) {
  return {
    type: 'object',
    required: [...baseRequired, ...required],
    properties: { ...baseProperties, ...properties },
  } as const;
}

const url = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;

// A banner or press release shows a library picture (`picture`, issue 22) or, for items made before
// the library, the picture at `imageUrl`; a press release may have neither.
export const bannerItemSchema = contentItemSchema({ imageUrl: url, picture: publicPictureSchema, linkUrl: url }, [
  'imageUrl',
  'picture',
  'linkUrl',
]);
export const mediaItemSchema = contentItemSchema({ imageUrl: url, picture: publicPictureSchema }, [
  'imageUrl',
  'picture',
]);
/** The article beside another in the list (newest first), in the answer's language; null at an end. */
export const articleLinkSchema = {
  type: ['object', 'null'],
  required: ['id', 'title'],
  properties: { id: { type: 'integer' }, title: { type: 'string' } },
} as const;
/** One article, with its neighbours: `previous` is the newer one (above it in the list), `next` the older. */
export const mediaDetailSchema = contentItemSchema(
  {
    imageUrl: url,
    picture: publicPictureSchema,
    body: { type: 'string' },
    previous: articleLinkSchema,
    next: articleLinkSchema,
  },
  ['imageUrl', 'picture', 'body', 'previous', 'next'],
);
export const investorNewsItemSchema = contentItemSchema({ linkUrl: url }, ['linkUrl']);
export const quarterlyAchievementItemSchema = contentItemSchema(
  { fiscalYear: { type: 'integer' }, fiscalPeriod: { type: 'string' }, linkUrl: url },
  ['fiscalYear', 'fiscalPeriod', 'linkUrl'],
);
export const noticeItemSchema = contentItemSchema({ linkUrl: url }, ['linkUrl']);
export const financialReportItemSchema = contentItemSchema(
  { reportType: { type: 'string', enum: REPORT_TYPES }, linkUrl: url },
  ['reportType', 'linkUrl'],
);
export const investorCalendarItemSchema = contentItemSchema(
  {
    kind: { type: 'string', enum: CALENDAR_KINDS },
    /** Start as an ISO instant (UTC), when a time of day is known. */
    eventAt: nullableString,
    /** The same instant as Beijing time, 'YYYY-MM-DD HH:mm', the way the site shows it. */
    beijingTime: nullableString,
    fiscalYear: nullableInteger,
    fiscalPeriod: nullableString,
    /** Replay, webcast or source document. */
    linkUrl: url,
    // Issue 41: the event's own page (schemas/investorEvent.ts).
    ...investorEventProperties,
  },
  ['kind', 'eventAt', 'beijingTime', 'fiscalYear', 'fiscalPeriod', 'linkUrl', ...investorEventRequired],
);
/**
 * A US SEC filing: hand-made, or imported from EDGAR (then with its accession number, dates,
 * primary document and the filing's index page on sec.gov; linkUrl is the primary document).
 */
export const americaNoticeItemSchema = contentItemSchema(
  {
    formType: { type: 'string' },
    linkUrl: url,
    category: { type: 'string', enum: SEC_CATEGORIES },
    accessionNumber: nullableString,
    /** YYYY-MM-DD, as EDGAR gives them. */
    filingDate: nullableString,
    reportDate: nullableString,
    primaryDocument: { type: 'string' },
    primaryDocDescription: { type: 'string' },
    indexUrl: url,
  },
  [
    'formType',
    'linkUrl',
    'category',
    'accessionNumber',
    'filingDate',
    'reportDate',
    'primaryDocument',
    'primaryDocDescription',
    'indexUrl',
  ],
);

/** An entry of the IR contacts and FAQ page (shared/src/content/faq.ts), in the order staff gave them. */
export const faqItemSchema = contentItemSchema(
  { entry: { type: 'string', enum: FAQ_ENTRIES }, relatedLinks: { type: 'string', enum: FAQ_LINK_SETS } },
  ['entry', 'relatedLinks'],
);

/** A page of a list plus the years that have rows, for the year selector (newest first). */
export function pageSchema<const I>(item: I) {
  return {
    type: 'object',
    required: ['list', 'total', 'pageNo', 'pageSize', 'years'],
    properties: {
      list: { type: 'array', items: item },
      total: { type: 'integer' },
      pageNo: { type: 'integer' },
      pageSize: { type: 'integer' },
      years: { type: 'array', items: { type: 'integer' } },
    },
  } as const;
}

export const quarterlyAchievementAllSchema = {
  type: 'object',
  required: ['list', 'years'],
  properties: {
    list: { type: 'array', items: quarterlyAchievementItemSchema },
    years: { type: 'array', items: { type: 'integer' } },
  },
} as const;

export type BannerItem = Static<typeof bannerItemSchema>;
export type MediaItem = Static<typeof mediaItemSchema>;
export type MediaDetail = Static<typeof mediaDetailSchema>;
export type ArticleLink = NonNullable<Static<typeof articleLinkSchema>>;
export type InvestorNewsItem = Static<typeof investorNewsItemSchema>;
export type QuarterlyAchievementItem = Static<typeof quarterlyAchievementItemSchema>;
export type NoticeItem = Static<typeof noticeItemSchema>;
export type FinancialReportItem = Static<typeof financialReportItemSchema>;
export type InvestorCalendarItem = Static<typeof investorCalendarItemSchema>;
export type AmericaNoticeItem = Static<typeof americaNoticeItemSchema>;
export type FaqItem = Static<typeof faqItemSchema>;
export type QuarterlyAchievementAll = Static<typeof quarterlyAchievementAllSchema>;

export interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
  years: number[];
}
