/**
 * One descriptor per kind of published content. The list, detail and admin routes and the SQL
 * are built from these, so the eight kinds behave alike. Table and column names come only from
 * here (never from a request); values always travel as parameters.
 */
import {
  FISCAL_PERIODS,
  americaNoticeItemSchema,
  bannerItemSchema,
  CALENDAR_KINDS,
  financialReportItemSchema,
  investorCalendarItemSchema,
  investorNewsItemSchema,
  mediaItemSchema,
  noticeItemSchema,
  quarterlyAchievementItemSchema,
  REPORT_TYPES,
  type ContentName,
} from '@azi/shared/api/schemas/content';
import { EVENT_EXTRAS, EVENT_REVISION } from './eventFields';

/** How a column is read back: as is, an instant written as ISO UTC, or a date as YYYY-MM-DD. */
type ColumnKind = 'text' | 'integer' | 'instant' | 'date';

/** A column the public API shows but no admin write sets (an imported SEC filing's EDGAR fields). */
export interface ReadColumn {
  key: string;
  column: string;
  kind: ColumnKind;
}

export interface ExtraField {
  key: string;
  column: string;
  kind: ColumnKind;
  /** JSON schema of the admin input for this field. */
  input: Record<string, unknown>;
  required: boolean;
  /** Stored when an optional field is left out of an admin write. */
  fallback?: string;
}

export interface ContentType {
  /** URL segment, as in /api-official-web/<segment>/findPage. */
  segment: string;
  table: string;
  extras: readonly ExtraField[];
  /** Only media has an HTML body (served by getById). */
  hasBody: boolean;
  /** May point at an uploaded PDF (documentId) instead of an external link (financial reports). */
  attachesDocument?: boolean;
  /**
   * Shows a picture of the library (pictureId, issue 22), or the older imageUrl; 'required': an
   * item without either is refused (a banner is its picture), 'optional': a news card then shows
   * its designed placeholder.
   */
  picture?: 'required' | 'optional';
  /** The findPage query parameter `type` filters this column (financial reports). */
  typeColumn?: string;
  /** The findPage query parameter `category` filters this column (SEC filings). */
  categoryColumn?: string;
  /** A counter raised by every write of a row (the investor calendar's, for its feed's SEQUENCE). */
  revisionColumn?: string;
  /** Shown by the public API, written only by an importer (never by the console's writes). */
  readOnly?: readonly ReadColumn[];
  orderBy: string;
  /**
   * When the list's order is these columns, each descending and never null (orderBy is then built
   * from them, see newestFirst): an item's neighbours in the list are the rows just above and just
   * below its own values, one `order by … limit 1` each (media/getById's previous and next).
   */
  orderKeys?: readonly string[];
  itemSchema: object;
}

/** https links, or paths on this site (e.g. the API's own /api-official-web/assets/...). */
const LINK = { type: 'string', maxLength: 1000, pattern: '^(https://|/)' };
/**
 * Pictures are paths on this site only: the pages' Content-Security-Policy (img-src 'self') would
 * block a picture from another origin, so visitors would see a broken image.
 */
const PICTURE = { type: 'string', maxLength: 1000, pattern: '^(/(?!/)|$)' };
/** A picture of the library, by id (null or left out: none). */
const pictureId: ExtraField = {
  key: 'pictureId',
  column: 'picture_id',
  kind: 'integer',
  input: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
  required: false,
};
const link = (key: 'linkUrl' | 'imageUrl', required = false): ExtraField => ({
  key,
  column: key === 'linkUrl' ? 'link_url' : 'image_url',
  kind: 'text',
  input: key === 'imageUrl' ? PICTURE : !required ? { ...LINK, pattern: '^(https://|/|$)' } : LINK,
  required,
  fallback: '',
});

/** An order of not-null columns, all descending: orderBy for the lists, orderKeys for the neighbours. */
function newestFirst(orderKeys: readonly string[]): Pick<ContentType, 'orderBy' | 'orderKeys'> {
  return { orderBy: orderKeys.map((column) => `${column} desc`).join(', '), orderKeys };
}

// Newest first; items of one date by sort_order, then the later entry first. All three are NOT NULL.
const NEWEST_FIRST = newestFirst(['published_on', 'sort_order', 'id']);

export const CONTENT_TYPES = {
  banner: {
    segment: 'banner',
    table: 'banner',
    extras: [link('imageUrl'), pictureId, link('linkUrl')],
    hasBody: false,
    picture: 'required',
    // Banners are arranged by hand: sort_order first.
    orderBy: 'sort_order asc, published_on desc, id desc',
    itemSchema: bannerItemSchema,
  },
  media: {
    segment: 'media',
    table: 'media',
    extras: [link('imageUrl'), pictureId],
    hasBody: true,
    picture: 'optional',
    ...NEWEST_FIRST,
    itemSchema: mediaItemSchema,
  },
  investorNews: {
    segment: 'investorNews',
    table: 'investor_news',
    extras: [link('linkUrl')],
    hasBody: false,
    ...NEWEST_FIRST,
    itemSchema: investorNewsItemSchema,
  },
  quarterlyAchievement: {
    segment: 'quarterlyAchievement',
    table: 'quarterly_achievement',
    extras: [
      { key: 'fiscalYear', column: 'fiscal_year', kind: 'integer', input: { type: 'integer', minimum: 2000, maximum: 2100 }, required: true },
      {
        key: 'fiscalPeriod',
        column: 'fiscal_period',
        kind: 'text',
        input: { type: 'string', enum: [...FISCAL_PERIODS] },
        required: true,
      },
      link('linkUrl'),
    ],
    hasBody: false,
    ...NEWEST_FIRST,
    itemSchema: quarterlyAchievementItemSchema,
  },
  notice: {
    segment: 'notice',
    table: 'notice',
    extras: [link('linkUrl')],
    hasBody: false,
    ...NEWEST_FIRST,
    itemSchema: noticeItemSchema,
  },
  financialReport: {
    segment: 'financialReport',
    table: 'financial_report',
    extras: [
      { key: 'reportType', column: 'report_type', kind: 'text', input: { type: 'string', enum: REPORT_TYPES }, required: true },
      link('linkUrl'),
    ],
    hasBody: false,
    attachesDocument: true,
    typeColumn: 'report_type',
    ...NEWEST_FIRST,
    itemSchema: financialReportItemSchema,
  },
  investorCalendar: {
    segment: 'investorCalendar',
    table: 'investor_calendar',
    extras: [
      { key: 'kind', column: 'kind', kind: 'text', input: { type: 'string', enum: CALENDAR_KINDS }, required: true },
      { key: 'eventAt', column: 'event_at', kind: 'instant', input: { type: ['string', 'null'], format: 'date-time' }, required: false },
      { key: 'fiscalYear', column: 'fiscal_year', kind: 'integer', input: { type: ['integer', 'null'], minimum: 2000, maximum: 2100 }, required: false },
      { key: 'fiscalPeriod', column: 'fiscal_period', kind: 'text', input: { type: ['string', 'null'], maxLength: 8 }, required: false },
      link('linkUrl'),
      // Issue 41: the event's end, status, attendance, dial-in and links by phase.
      ...EVENT_EXTRAS,
    ],
    readOnly: [EVENT_REVISION],
    revisionColumn: EVENT_REVISION.column,
    hasBody: false,
    ...NEWEST_FIRST,
    itemSchema: investorCalendarItemSchema,
  },
  americaNotice: {
    segment: 'americaNotice',
    table: 'america_notice',
    extras: [{ key: 'formType', column: 'form_type', kind: 'text', input: { type: 'string', minLength: 1, maxLength: 20 }, required: true }, link('linkUrl')],
    hasBody: false,
    // Derived from the form type by the database (migration 008); EDGAR's fields come from the SEC import (src/sec).
    categoryColumn: 'category',
    readOnly: [
      { key: 'category', column: 'category', kind: 'text' },
      { key: 'accessionNumber', column: 'accession_number', kind: 'text' },
      { key: 'filingDate', column: 'filing_date', kind: 'date' },
      { key: 'reportDate', column: 'report_date', kind: 'date' },
      { key: 'primaryDocument', column: 'primary_document', kind: 'text' },
      { key: 'primaryDocDescription', column: 'primary_doc_description', kind: 'text' },
      { key: 'indexUrl', column: 'index_url', kind: 'text' },
    ],
    // Filings of one day in the order EDGAR accepted them.
    orderBy: 'published_on desc, sort_order desc, accepted_at desc nulls last, id desc',
    itemSchema: americaNoticeItemSchema,
  },
} satisfies Record<ContentName, ContentType>;

// The names are shared's (the console's areas and the role table use them); a kind named there
// without a descriptor here, or one here not named there, does not compile.
export type { ContentName };
export const CONTENT_NAMES = Object.keys(CONTENT_TYPES) as ContentName[];
