/**
 * The content kinds' own fields (beyond title, summary and date), described once: the API
 * builds its admin schemas and its SQL from this (api/src/content/contentTypes.ts adds tables and
 * order), the console its editor (console/src/features/content/contentKinds.ts adds labels).
 */
import { CALENDAR_KINDS, FISCAL_PERIODS, REPORT_TYPES, type ContentName } from '@azi/shared/api/schemas/content';
import { EVENT_FIELDS, TRANSCRIPT_MAX } from '@azi/shared/api/schemas/investorEvent';
import { FAQ_ENTRIES, FAQ_LINK_SETS } from '@azi/shared/api/schemas/faq';

/** The longest title and summary, per language, the API takes and the editor lets staff type. */
export const TITLE_MAX = 300;
export const SUMMARY_MAX = 2000;

/** How the editor shows a field and how the API stores it ('instant': an ISO UTC time; 'lines': text of several lines). */
export type ContentFieldType = 'link' | 'choice' | 'integer' | 'text' | 'lines' | 'instant';

export interface ContentField {
  key: string;
  type: ContentFieldType;
  required: boolean;
  /** For 'choice': the values offered. */
  options?: readonly string[];
  /** JSON schema of the field in an admin write. */
  input: Record<string, unknown>;
  /** Stored when an optional field is left out of an admin write. */
  fallback?: string;
}

/** Plain text in zh, hk and en beyond title and summary (an event's transcript); optional, so not part of an item's completeness. */
export interface ContentTextField {
  key: string;
  maxLength: number;
}

export interface ContentKindFields {
  fields: readonly ContentField[];
  texts: readonly ContentTextField[];
  /** An HTML article per language (press releases only; served by media/getById). */
  hasBody: boolean;
  /** May point at an uploaded PDF (documentId) instead of an external link (financial reports). */
  attachesDocument: boolean;
  /** Ordered by hand (banners). */
  hasSortOrder: boolean;
  /**
   * Shows a picture of the library (pictureId, issue 22), or the older imageUrl; 'required': an
   * item without either is refused (a banner is its picture), 'optional': a news card then shows
   * its designed placeholder.
   */
  picture?: 'required' | 'optional';
}

/** https links, or paths on this site (e.g. the API's own /api-official-web/assets/...). */
export const LINK_PATTERN = '^(https://|/)';
/**
 * Pictures are paths on this site only: the pages' Content-Security-Policy (img-src 'self') would
 * block a picture from another origin, so visitors would see a broken image.
 */
const PICTURE_PATTERN = '^(/(?!/)|$)';

const linkUrl: ContentField = {
  key: 'linkUrl',
  type: 'link',
  required: false,
  input: { type: 'string', maxLength: 1000, pattern: '^(https://|/|$)' },
  fallback: '',
};
const imageUrl: ContentField = { key: 'imageUrl', type: 'link', required: false, input: { type: 'string', maxLength: 1000, pattern: PICTURE_PATTERN }, fallback: '' };
const YEAR = { minimum: 2000, maximum: 2100 };
const fiscalYear = (required: boolean): ContentField => ({
  key: 'fiscalYear',
  type: 'integer',
  required,
  input: { type: required ? 'integer' : ['integer', 'null'], ...YEAR },
});
const choice = (key: string, options: readonly string[]): ContentField => ({ key, type: 'choice', required: true, options, input: { type: 'string', enum: [...options] } });

const kind = (fields: ContentField[], extra: Partial<ContentKindFields> = {}): ContentKindFields => ({
  fields,
  texts: [],
  hasBody: false,
  attachesDocument: false,
  hasSortOrder: false,
  ...extra,
});

export const CONTENT_FIELDS: Record<ContentName, ContentKindFields> = {
  financialReport: kind([choice('reportType', REPORT_TYPES), linkUrl], { attachesDocument: true }),
  quarterlyAchievement: kind([fiscalYear(true), choice('fiscalPeriod', FISCAL_PERIODS), linkUrl]),
  investorNews: kind([linkUrl]),
  notice: kind([linkUrl]),
  investorCalendar: kind([
    choice('kind', CALENDAR_KINDS),
    { key: 'eventAt', type: 'instant', required: false, input: { type: ['string', 'null'], format: 'date-time' } },
    fiscalYear(false),
    // Offered as the quarterly results' periods; the API has taken any short text here from the start.
    { key: 'fiscalPeriod', type: 'choice', required: false, options: FISCAL_PERIODS, input: { type: ['string', 'null'], maxLength: 8 } },
    linkUrl,
    // Issue 41: the event's end, status, attendance, venue, dial-in and links by phase.
    ...EVENT_FIELDS,
  ], { texts: [{ key: 'transcript', maxLength: TRANSCRIPT_MAX }] }),
  americaNotice: kind([{ key: 'formType', type: 'text', required: true, input: { type: 'string', minLength: 1, maxLength: 20 } }, linkUrl]),
  // Issue 41: the IR page's questions and facts, in the order staff set (sortOrder, lowest first).
  faq: kind(
    [choice('entry', FAQ_ENTRIES), { key: 'relatedLinks', type: 'choice', required: false, options: FAQ_LINK_SETS, input: { type: ['string', 'null'], enum: [...FAQ_LINK_SETS, null] }, fallback: 'none' }],
    { hasSortOrder: true },
  ),
  media: kind([imageUrl], { hasBody: true, picture: 'optional' }),
  banner: kind([imageUrl, linkUrl], { hasSortOrder: true, picture: 'required' }),
};

/** The admin input of a library picture, for the kinds that show one (null or left out: none). */
export const PICTURE_ID_INPUT = { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 };
