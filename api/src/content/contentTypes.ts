/**
 * The storage of each kind of published content: shared's kind (shared/src/content, its fields)
 * with its table and order. The list, detail and admin routes and the SQL are built from these,
 * so the kinds behave alike. Table and column names come only from here (never from a request);
 * values always travel as parameters.
 */
import {
  americaNoticeItemSchema,
  americaNoticeQuerySchema,
  financialReportQuerySchema,
  listQuerySchema,
  bannerItemSchema,
  faqItemSchema,
  financialReportItemSchema,
  investorCalendarItemSchema,
  investorNewsItemSchema,
  mediaItemSchema,
  noticeItemSchema,
  quarterlyAchievementItemSchema,
} from '@azi/shared/api/schemas/content';
import { jobItemSchema, jobQuerySchema } from '@azi/shared/api/schemas/job';
import { type ContentName, CONTENT_KINDS } from '@azi/shared/content/contentKinds';
import { PICTURE_ID_INPUT, type ContentField } from '@azi/shared/content/contentField';
import type { ContentKind } from '@azi/shared/content/contentKind';

/** How a column is read back: as is, an instant written as ISO UTC, or a date as YYYY-MM-DD. */
type ColumnKind = 'text' | 'integer' | 'instant' | 'date';

/** A column the public API shows but no admin write sets (an imported SEC filing's EDGAR fields). */
export interface ReadColumn {
  key: string;
  column: string;
  kind: ColumnKind;
}

/** A field of shared's kind (CONTENT_KINDS) with the column that stores it. */
export interface ExtraField extends ReadColumn {
  /** JSON schema of the admin input for this field. */
  input: Record<string, unknown>;
  required: boolean;
  /** Stored when an optional field is left out of an admin write. */
  fallback?: string;
}

/** Plain text in three languages beyond title and summary (shared's texts): columns <column>_zh, _hk, _en. */
export interface TextColumns {
  key: string;
  column: string;
  maxLength: number;
}

export interface ContentType extends Pick<ContentKind, 'hasBody' | 'attachesDocument' | 'picture'> {
  /** URL segment, as in /api-official-web/<segment>/findPage. */
  segment: string;
  table: string;
  /** The kind's fields (shared's description), plus pictureId where the kind shows a picture. */
  extras: readonly ExtraField[];
  texts: readonly TextColumns[];
  /** The findPage query parameter `type` filters this column (financial reports). */
  typeColumn?: string;
  /** The findPage query parameter `category` filters this column (SEC filings). */
  categoryColumn?: string;
  /**
   * An instant after which an item leaves the lists (a job opening's valid_through, issue 56):
   * it still has its page, which says it has closed. Null: open until staff unpublish it.
   */
  openUntilColumn?: string;
  /** Shown by the public API, written only by an importer (never by the console's writes). */
  readOnly?: readonly ReadColumn[];
  /** A counter raised by every write of a row (the investor calendar's, its feed's SEQUENCE: contentWriter). */
  revisionColumn?: string;
  orderBy: string;
  /**
   * When the list's order is these columns, each descending and never null (orderBy is then built
   * from them, see newestFirst): an item's neighbours in the list are the rows just above and just
   * below its own values, one `order by … limit 1` each (media/getById's previous and next).
   */
  orderKeys?: readonly string[];
  itemSchema: object;
  /** The list's query (findPage): the filters this kind's columns answer (typeColumn, categoryColumn). */
  querySchema: object;
}

/** Columns are the fields' names in snake case (linkUrl -> link_url). */
const columnOf = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function extra(field: ContentField): ExtraField {
  const kind: ColumnKind = field.type === 'integer' || field.type === 'instant' ? field.type : 'text';
  return {
    key: field.key,
    column: columnOf(field.key),
    kind,
    input: field.input,
    required: field.required,
    ...(field.fallback === undefined ? {} : { fallback: field.fallback }),
  };
}

const pictureId: ExtraField = {
  key: 'pictureId',
  column: 'picture_id',
  kind: 'integer',
  input: PICTURE_ID_INPUT,
  required: false,
};

/** The API's side of a kind: shared's description of its fields, and where and how it is stored. */
function described(
  name: ContentName,
  table: string,
  order: Pick<ContentType, 'orderBy' | 'orderKeys'>,
  itemSchema: object,
  extraSettings: Partial<
    Pick<
      ContentType,
      'typeColumn' | 'categoryColumn' | 'readOnly' | 'revisionColumn' | 'openUntilColumn' | 'querySchema'
    >
  > = {},
): ContentType {
  const { fields, texts, hasBody, attachesDocument, picture } = CONTENT_KINDS[name];
  return {
    segment: name,
    table,
    extras: [...fields.map(extra), ...(picture ? [pictureId] : [])],
    texts: texts.map((text) => ({ ...text, column: columnOf(text.key) })),
    hasBody,
    attachesDocument,
    ...(picture ? { picture } : {}),
    ...order,
    querySchema: listQuerySchema,
    ...extraSettings,
    itemSchema,
  };
}

/** An order of not-null columns, all descending: orderBy for the lists, orderKeys for the neighbours. */
function newestFirst(orderKeys: readonly string[]): Pick<ContentType, 'orderBy' | 'orderKeys'> {
  return { orderBy: orderKeys.map((column) => `${column} desc`).join(', '), orderKeys };
}

// Newest first; items of one date by sort_order, then the later entry first. All three are NOT NULL.
const NEWEST_FIRST = newestFirst(['published_on', 'sort_order', 'id']);

export const CONTENT_TYPES = {
  // Banners are arranged by hand: sort_order first.
  banner: described('banner', 'banner', { orderBy: 'sort_order asc, published_on desc, id desc' }, bannerItemSchema),
  media: described('media', 'media', NEWEST_FIRST, mediaItemSchema),
  investorNews: described('investorNews', 'investor_news', NEWEST_FIRST, investorNewsItemSchema),
  quarterlyAchievement: described(
    'quarterlyAchievement',
    'quarterly_achievement',
    NEWEST_FIRST,
    quarterlyAchievementItemSchema,
  ),
  notice: described('notice', 'notice', NEWEST_FIRST, noticeItemSchema),
  financialReport: described('financialReport', 'financial_report', NEWEST_FIRST, financialReportItemSchema, {
    typeColumn: 'report_type',
    querySchema: financialReportQuerySchema,
  }),
  // Issue 41: an event's revision, raised by every write, is its calendar feed's SEQUENCE.
  // Events of one day by their time, the latest first like the days (issue 53); undated ones after them.
  investorCalendar: described(
    'investorCalendar',
    'investor_calendar',
    { orderBy: 'published_on desc, event_at desc nulls last, sort_order desc, id desc' },
    investorCalendarItemSchema,
    {
      readOnly: [{ key: 'revision', column: 'revision', kind: 'integer' }],
      revisionColumn: 'revision',
    },
  ),
  // Issue 41: the IR page's questions and facts, in the order staff set.
  faq: described('faq', 'faq', { orderBy: 'sort_order asc, id asc' }, faqItemSchema),
  // Derived from the form type by the database (migration 008); EDGAR's fields come from the SEC import (src/sec).
  americaNotice: described(
    'americaNotice',
    'america_notice',
    // Filings of one day in the order EDGAR accepted them.
    { orderBy: 'published_on desc, sort_order desc, accepted_at desc nulls last, id desc' },
    americaNoticeItemSchema,
    {
      categoryColumn: 'category',
      querySchema: americaNoticeQuerySchema,
      readOnly: [
        { key: 'category', column: 'category', kind: 'text' },
        { key: 'accessionNumber', column: 'accession_number', kind: 'text' },
        { key: 'filingDate', column: 'filing_date', kind: 'date' },
        { key: 'reportDate', column: 'report_date', kind: 'date' },
        { key: 'primaryDocument', column: 'primary_document', kind: 'text' },
        { key: 'primaryDocDescription', column: 'primary_doc_description', kind: 'text' },
        { key: 'indexUrl', column: 'index_url', kind: 'text' },
      ],
    },
  ),
  // Issue 56: openings by the hour they went public, newest first; a closed one leaves the lists.
  job: described('job', 'job', NEWEST_FIRST, jobItemSchema, {
    categoryColumn: 'category',
    querySchema: jobQuerySchema,
    openUntilColumn: 'valid_through',
  }),
} satisfies Record<ContentName, ContentType>;

// The names are shared's (CONTENT_NAMES: the console's areas and the role table use them); a kind
// named there without a descriptor here, or one here not named there, does not compile.
export type { ContentName };
