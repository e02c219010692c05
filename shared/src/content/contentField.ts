/**
 * How a content kind describes its own fields (beyond title, summary and date): the API builds its
 * admin schemas and its SQL from these (api/src/content/contentTypes.ts adds tables and order), the
 * console its editor (console/src/features/content/contentKinds.ts adds the editor's words). The
 * building blocks several kinds share are here; each kind's own are in its file.
 */

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

/** https links, or paths on this site (e.g. the API's own /api-official-web/assets/...). */
export const LINK_PATTERN = '^(https://|/)';
/**
 * Pictures are paths on this site only: the pages' Content-Security-Policy (img-src 'self') would
 * block a picture from another origin, so visitors would see a broken image.
 */
const PICTURE_PATTERN = '^(/(?!/)|$)';

/** The admin input of a library picture, for the kinds that show one (null or left out: none). */
export const PICTURE_ID_INPUT = { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 };

export const linkUrl: ContentField = {
  key: 'linkUrl',
  type: 'link',
  required: false,
  input: { type: 'string', maxLength: 1000, pattern: '^(https://|/|$)' },
  fallback: '',
};
export const imageUrl: ContentField = {
  key: 'imageUrl',
  type: 'link',
  required: false,
  input: { type: 'string', maxLength: 1000, pattern: PICTURE_PATTERN },
  fallback: '',
};

const YEAR = { minimum: 2000, maximum: 2100 };
export const fiscalYear = (required: boolean): ContentField => ({
  key: 'fiscalYear',
  type: 'integer',
  required,
  input: { type: required ? 'integer' : ['integer', 'null'], ...YEAR },
});

export const choice = (key: string, options: readonly string[]): ContentField => ({
  key,
  type: 'choice',
  required: true,
  options,
  input: { type: 'string', enum: [...options] },
});

/** An optional field the editor may leave empty (null): the fallback is stored. */
export const optional = (
  key: string,
  type: ContentFieldType,
  input: Record<string, unknown>,
  fallback: string,
  options?: readonly string[],
): ContentField => ({
  key,
  type,
  required: false,
  input,
  fallback,
  ...(options ? { options } : {}),
});
