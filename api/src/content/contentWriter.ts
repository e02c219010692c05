/** Create, update and delete for the admin routes, from the same descriptors as the reads. */
import type { Queryable, SqlValue } from '../db/database';
import type { ContentType } from './contentTypes';
import { sanitizeNewsHtml } from './sanitizeHtml';

export interface LocalizedText {
  zh: string;
  hk: string;
  en: string;
}

export interface ContentInput {
  title: LocalizedText;
  summary?: LocalizedText;
  body?: LocalizedText;
  /** YYYY-MM-DD */
  date: string;
  datePrecision?: 'day' | 'month' | 'year';
  sortOrder?: number;
  [extra: string]: unknown;
}

const LANGS = ['zh', 'hk', 'en'] as const;
const EMPTY: LocalizedText = { zh: '', hk: '', en: '' };

function columnsAndValues(type: ContentType, input: ContentInput): { columns: string[]; values: SqlValue[] } {
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
  }
  put('published_on', input.date);
  put('date_precision', input.datePrecision ?? 'day');
  put('sort_order', input.sortOrder ?? 0);
  for (const field of type.extras) {
    const value = input[field.key];
    put(field.column, value === undefined ? (field.fallback ?? null) : (value as SqlValue));
  }
  return { columns, values };
}

export async function insertContent(db: Queryable, type: ContentType, input: ContentInput): Promise<number> {
  const { columns, values } = columnsAndValues(type, input);
  const placeholders = values.map((_, i) => `$${i + 1}`).join(', ');
  const [row] = await db.query<{ id: number }>(`insert into ${type.table} (${columns.join(', ')}) values (${placeholders}) returning id`, values);
  if (!row) throw new Error('insert returned no id');
  return row.id;
}

/** Replaces a row's content; false when there is no such row. */
export async function updateContent(db: Queryable, type: ContentType, id: number, input: ContentInput): Promise<boolean> {
  const { columns, values } = columnsAndValues(type, input);
  const assignments = columns.map((column, i) => `${column} = $${i + 1}`).join(', ');
  const rows = await db.query(`update ${type.table} set ${assignments}, updated_at = now() where id = $${values.length + 1} returning id`, [...values, id]);
  return rows.length > 0;
}

export async function deleteContent(db: Queryable, type: ContentType, id: number): Promise<boolean> {
  const rows = await db.query(`delete from ${type.table} where id = $1 returning id`, [id]);
  return rows.length > 0;
}
