/**
 * What goes into the search index, and how it is written: a document per item (or declared page
 * section) per language, its words weighted A (title or heading), B (summary), C (labels such as
 * a filing's form type) and D (body).
 */
import type { SearchKind } from '@azi/shared/api/searchLimits';
import { CONTENT_KINDS, CONTENT_NAMES, type ContentName } from '@azi/shared/content/contentKinds';
import type { Lang } from '@azi/shared/i18n/languages';
import type { Queryable, SqlValue } from '../db/database';
import { foldScript } from './scriptFold';
import { indexText, TS_CONFIG } from './segment';

/** A title or a query's term as they are compared whole: lower-case, spaces collapsed, zh and hk folded. */
export function titleKey(text: string, lang: Lang): string {
  const plain = text.trim().toLowerCase().replace(/\s+/g, ' ');
  return lang === 'en' ? plain : foldScript(plain);
}

export interface SearchDocument {
  source: 'page' | ContentName;
  itemId?: number;
  remote?: string;
  page?: string;
  anchor?: string;
  kind: SearchKind;
  lang: Lang;
  title: string;
  summary?: string;
  labels?: string;
  body: string;
  /** YYYY-MM-DD */
  itemDate?: string;
  /** How much of itemDate is known ('year': only its year is shown). */
  datePrecision?: 'day' | 'month' | 'year';
  /** Results with the same key are one (the same document in several archives); none: its own. */
  foldKey?: string;
  /** Found only from this moment (a scheduled item); undefined: always. */
  visibleFrom?: Date;
  /** Found only before this moment (a job opening's validThrough); undefined: for as long as it is indexed. */
  visibleUntil?: Date;
  /** The item's updated_at as the database wrote it (text), to tell later whether it changed. */
  itemVersion?: string;
}

/** The kinds of content the index holds, and what kind of result each is (the kind's file says; banners are pictures: not searched). */
export const INDEXED_CONTENT: Partial<Record<ContentName, SearchKind>> = Object.fromEntries(
  CONTENT_NAMES.flatMap((name) => {
    const kind = CONTENT_KINDS[name].search;
    return kind ? [[name, kind]] : [];
  }),
);

const COLUMNS = 18;
/** Rows per insert statement (18 parameters each, well under PostgreSQL's 65,535). */
const BATCH = 200;

function rowValues(doc: SearchDocument): SqlValue[] {
  return [
    doc.source,
    doc.itemId ?? null,
    doc.remote ?? null,
    doc.page ?? null,
    doc.anchor ?? null,
    doc.kind,
    doc.lang,
    doc.title,
    doc.body,
    doc.itemDate ?? null,
    doc.visibleFrom ?? null,
    doc.itemVersion ?? null,
    TS_CONFIG[doc.lang],
    // The four weighted parts, already cut into words where the language needs it, joined by a
    // separator no text contains so one parameter carries them.
    [doc.title, doc.summary ?? '', doc.labels ?? '', doc.body].map((part) => indexText(part, doc.lang)).join('\u0001'),
    doc.datePrecision ?? null,
    doc.foldKey ?? null,
    titleKey(doc.title, doc.lang),
    doc.visibleUntil ?? null,
  ];
}

const ROW_SQL = (n: number) => {
  const p = (i: number) => `$${n * COLUMNS + i}`;
  const part = (i: number) => `coalesce(split_part(${p(14)}, E'\\x01', ${i}), '')`;
  const weighted = ['A', 'B', 'C', 'D'].map(
    (weight, i) => `setweight(to_tsvector(${p(13)}::regconfig, ${part(i + 1)}), '${weight}')`,
  );
  // English vectors also hold their neighbouring word pairs (search_with_pairs, migration 017).
  const vector = (parts: string[]) => `search_with_pairs(${parts.join(' || ')}, ${p(13)}::regconfig)`;
  return `(${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}, ${p(8)}, ${p(9)}, ${p(10)}::date, coalesce(${p(11)}::timestamptz, '-infinity'), ${p(12)}::timestamptz, ${vector(weighted)}, ${vector(weighted.slice(0, 3))}, ${p(15)}, ${p(16)}, ${p(17)}, coalesce(${p(18)}::timestamptz, 'infinity'))`;
};

/**
 * Merges the GIN indexes' pending lists into the indexes; answers how many pages it merged.
 * PostgreSQL adds new rows' words to a GIN index's unsorted pending list first and merges them at
 * the next vacuum; until then every query reads the whole list. PGlite runs no autovacuum, and
 * PostgreSQL's comes when it comes: the writer merges them itself, once per write (decision 017).
 */
export const CLEAN_PENDING_SQL = `select gin_clean_pending_list('search_document_document_idx'::regclass) + gin_clean_pending_list('search_document_head_idx'::regclass) as pages`;

/** Writes `docs` into the index (the caller deletes what they replace, in the same transaction). */
export async function insertDocuments(tx: Queryable, docs: readonly SearchDocument[]): Promise<void> {
  for (let from = 0; from < docs.length; from += BATCH) {
    const batch = docs.slice(from, from + BATCH);
    await tx.query(
      `insert into search_document (source, item_id, remote, page, anchor, kind, lang, title, body, item_date, visible_from, item_version, document, head, date_precision, fold_key, title_key, visible_until) values ${batch.map((_, n) => ROW_SQL(n)).join(', ')}`,
      batch.flatMap(rowValues),
    );
  }
  if (docs.length > 0) await tx.query(CLEAN_PENDING_SQL);
}
