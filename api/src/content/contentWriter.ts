import { documentUrl } from '@azi/shared/api/documentPaths';
import { LANGS } from '@azi/shared/i18n/languages';
/** Create, update and delete for the admin routes, from the same descriptors as the reads. */
import type { Queryable, SqlValue } from '../db/database';
import { pictureUsability } from '../pictures/pictureStore';
import type { ContentType } from './contentTypes';
import { sanitizeNewsHtml } from './sanitizeHtml';

export interface LocalizedText {
  zh: string;
  hk: string;
  en: string;
}

export type PublishStatus = 'draft' | 'published';

export interface ContentInput {
  title: LocalizedText;
  summary?: LocalizedText;
  body?: LocalizedText;
  /** YYYY-MM-DD */
  date: string;
  datePrecision?: 'day' | 'month' | 'year';
  sortOrder?: number;
  /** Left out: a new item is published, an edited one keeps its status. */
  status?: PublishStatus;
  /** ISO instant from which a published item is public. Left out: now (new), unchanged (edit). */
  publishAt?: string;
  /** Financial reports: an uploaded PDF, served in place of linkUrl. */
  documentId?: number | null;
  [extra: string]: unknown;
}

const EMPTY: LocalizedText = { zh: '', hk: '', en: '' };

function columnsAndValues(
  type: ContentType,
  input: ContentInput,
  documentLink: string | undefined,
): { columns: string[]; values: SqlValue[] } {
  const columns: string[] = [];
  const values: SqlValue[] = [];
  const put = (column: string, value: SqlValue) => {
    columns.push(column);
    values.push(value);
  };
  for (const lang of LANGS) {
    put(`title_${lang}`, input.title[lang]);
    put(`summary_${lang}`, (input.summary ?? EMPTY)[lang]);
    if (type.hasBody) put(`body_${lang}`, sanitizeNewsHtml((input.body ?? EMPTY)[lang]));
    for (const text of type.texts)
      put(`${text.column}_${lang}`, ((input[text.key] as LocalizedText | undefined) ?? EMPTY)[lang]);
  }
  put('published_on', input.date);
  put('date_precision', input.datePrecision ?? 'day');
  put('sort_order', input.sortOrder ?? 0);
  for (const field of type.extras) {
    const value = field.key === 'linkUrl' && documentLink !== undefined ? documentLink : input[field.key];
    // Left out, or emptied (null) where the column keeps a fallback instead.
    put(
      field.column,
      value === undefined || (value === null && field.fallback !== undefined)
        ? (field.fallback ?? null)
        : (value as SqlValue),
    );
  }
  if (type.attachesDocument) put('document_id', input.documentId ?? null);
  if (input.status !== undefined) put('status', input.status);
  if (input.publishAt !== undefined) put('publish_at', input.publishAt);
  return { columns, values };
}

/** The link of the document an input attaches; undefined when none; null when it does not exist. */
async function documentLinkOf(
  db: Queryable,
  type: ContentType,
  input: ContentInput,
): Promise<string | undefined | null> {
  if (!type.attachesDocument || input.documentId == null) return undefined;
  const [doc] = await db.query<{ key: string; fileName: string }>(
    `select key, file_name as "fileName" from document where id = $1`,
    [input.documentId],
  );
  return doc ? documentUrl(doc.key, doc.fileName) : null;
}

export class UnknownDocumentError extends Error {}

/** The picture an input names cannot be used: not in the library, without its words, or none where one is needed. */
export class PictureChoiceError extends Error {
  constructor(readonly reason: 'missing' | 'noWords' | 'required') {
    super(reason);
  }
}

/** A chosen picture must be in the library with its words; a kind that needs a picture must have one. */
async function checkPicture(db: Queryable, type: ContentType, input: ContentInput): Promise<void> {
  if (!type.picture) return;
  const id = input.pictureId;
  if (typeof id === 'number') {
    const usable = await pictureUsability(db, id);
    if (usable !== 'ok') throw new PictureChoiceError(usable);
  } else if (type.picture === 'required' && !input.imageUrl) {
    throw new PictureChoiceError('required');
  }
}

export async function insertContent(db: Queryable, type: ContentType, input: ContentInput): Promise<number> {
  await checkPicture(db, type, input);
  const link = await documentLinkOf(db, type, input);
  if (link === null) throw new UnknownDocumentError('no such document');
  const { columns, values } = columnsAndValues(type, input, link);
  const placeholders = values.map((_, i) => `$${i + 1}`).join(', ');
  const [row] = await db.query<{ id: number }>(
    `insert into ${type.table} (${columns.join(', ')}) values (${placeholders}) returning id`,
    values,
  );
  if (!row) throw new Error('insert returned no id');
  return row.id;
}

/** Raises the kind's revision counter, when it has one (contentTypes' revisionColumn). */
const revised = (type: ContentType) =>
  type.revisionColumn ? `, ${type.revisionColumn} = ${type.revisionColumn} + 1` : '';

/** Replaces a row's content; false when there is no such row. */
export async function updateContent(
  db: Queryable,
  type: ContentType,
  id: number,
  input: ContentInput,
): Promise<boolean> {
  await checkPicture(db, type, input);
  const link = await documentLinkOf(db, type, input);
  if (link === null) throw new UnknownDocumentError('no such document');
  const { columns, values } = columnsAndValues(type, input, link);
  const assignments = columns.map((column, i) => `${column} = $${i + 1}`).join(', ');
  const rows = await db.query(
    `update ${type.table} set ${assignments}, updated_at = now()${revised(type)} where id = $${values.length + 1} returning id`,
    [...values, id],
  );
  return rows.length > 0;
}

/** Publishes (from publishAt) or takes back to draft; false when there is no such row. */
export async function setPublishState(
  db: Queryable,
  type: ContentType,
  id: number,
  status: PublishStatus,
  publishAt?: Date,
): Promise<boolean> {
  const rows = await db.query(
    `update ${type.table} set status = $2, publish_at = coalesce($3::timestamptz, publish_at), updated_at = now()${revised(type)} where id = $1 returning id`,
    [id, status, publishAt ?? null],
  );
  return rows.length > 0;
}

export async function deleteContent(db: Queryable, type: ContentType, id: number): Promise<boolean> {
  const rows = await db.query(`delete from ${type.table} where id = $1 returning id`, [id]);
  return rows.length > 0;
}
