/**
 * A US SEC filing: hand-made, or imported from EDGAR (src/sec in the API). Archive 5, filtered by
 * its category, which the database derives from the form type (migration 008).
 */
import { contentKind } from '@azi/shared/content/contentKind';
import { linkUrl } from '@azi/shared/content/contentField';

/** The categories of US SEC filings (archive 5's selector), derived from the form type by the API. */
export const SEC_CATEGORIES = ['annual', 'current', 'registration', 'insider', 'ownership', 'other'] as const;
export type SecCategory = (typeof SEC_CATEGORIES)[number];

export const americaNotice = contentKind({
  fields: [
    { key: 'formType', type: 'text', required: true, input: { type: 'string', minLength: 1, maxLength: 20 } },
    linkUrl,
  ],
  owner: 'ir',
  alertCategory: 'secFilings',
  archive: { id: 5, filter: { param: 'category', values: SEC_CATEGORIES } },
  search: 'filing',
});
