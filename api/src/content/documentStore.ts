/**
 * Uploaded PDFs, kept in the database so that every site copy serves them. Each has an
 * unguessable key in its address, but the key is no permission: a document is public only while a
 * live item (published, its moment come) uses it, by attaching it (financial reports), linking it
 * or mentioning its address in an article's body. An upload no live item uses yet, or any more, is
 * for staff and previews only (a scheduled annual report's PDF does not leak before its hour, an
 * unpublished one stops being served).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable, SqlValue } from '../db/database';
import { CONTENT_TYPES, type ContentName, type ContentType } from './contentTypes';
import { DOCUMENT_PATH, documentUrl } from '@azi/shared/api/documentPaths';

export const DOCUMENT_MAX_BYTES = 50 * 1024 * 1024;
/** Bytes read per query when serving: a 50 MB file never sits whole in memory. */
export const DOCUMENT_CHUNK_BYTES = 1024 * 1024;

export interface DocumentMeta {
  id: number;
  key: string;
  fileName: string;
  byteSize: number;
  sha256: string;
  url: string;
  uploadedBy: string;
  createdAt: string;
  usedBy: number[];
}

export const isPdf = (data: Uint8Array) => Buffer.from(data.subarray(0, 5)).toString('latin1') === '%PDF-';

/** A file name safe in a header and a path: no separators, quotes or controls, ending in .pdf. */
export function cleanFileName(name: string): string {
  const cleaned = name
    .replace(/[\u0000-\u001f\u007f"\\/:*?<>|]+/g, '_')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 200);
  const base = cleaned === '' ? 'document' : cleaned;
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}

const META = `select d.id, d.key, d.file_name as "fileName", d.byte_size as "byteSize", d.sha256, d.uploaded_by as "uploadedBy",
  to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
  coalesce((select array_agg(r.id order by r.id) from financial_report r where r.document_id = d.id), '{}') as "usedBy"
  from document d`;

type MetaRow = Omit<DocumentMeta, 'url'>;
const withUrl = (row: MetaRow): DocumentMeta => ({
  ...row,
  usedBy: (row.usedBy ?? []).map(Number),
  url: documentUrl(row.key, row.fileName),
});

export async function insertDocument(
  db: Queryable,
  fileName: string,
  data: Uint8Array,
  uploadedBy: string,
): Promise<DocumentMeta> {
  const key = randomBytes(16).toString('base64url');
  const sha256 = createHash('sha256').update(data).digest('hex');
  const [row] = await db.query<{ id: number }>(
    // Bytes travel as base64 text: PGlite encodes a binary parameter byte by byte, more than ten times slower than decoding base64 in SQL.
    `insert into document (key, file_name, byte_size, sha256, data, uploaded_by) values ($1, $2, $3, $4, decode($5, 'base64'), $6) returning id`,
    [
      key,
      fileName,
      data.byteLength,
      sha256,
      Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('base64'),
      uploadedBy,
    ],
  );
  if (!row) throw new Error('insert returned no id');
  const meta = await findDocument(db, row.id);
  if (!meta) throw new Error('document vanished');
  return meta;
}

export async function findDocument(db: Queryable, id: number): Promise<DocumentMeta | undefined> {
  const [row] = await db.query<MetaRow>(`${META} where d.id = $1`, [id]);
  return row && withUrl(row);
}

export async function listDocuments(
  db: Queryable,
  limit: number,
  offset: number,
): Promise<{ list: DocumentMeta[]; total: number }> {
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from document`);
  const rows = await db.query<MetaRow>(`${META} order by d.created_at desc, d.id desc limit $1 offset $2`, [
    limit,
    offset,
  ]);
  return { list: rows.map(withUrl), total: count?.total ?? 0 };
}

/** false when attached to a report (not deleted), undefined when there is no such document. */
export async function deleteDocument(db: Queryable, id: number): Promise<boolean | undefined> {
  const meta = await findDocument(db, id);
  if (!meta) return undefined;
  if (meta.usedBy.length > 0) return false;
  await db.query(`delete from document where id = $1`, [id]);
  return true;
}

/** The document behind a key, whoever asks (whether they may have it is another question). */
export async function findDocumentByKey(db: Queryable, key: string): Promise<DocumentMeta | undefined> {
  const [row] = await db.query<MetaRow>(`${META} where d.key = $1`, [key]);
  return row && withUrl(row);
}

/**
 * Which rows of a kind use a document: attached by id, or its address (`DOCUMENT_PATH<key>`; the key
 * is 22 characters of a fixed alphabet, so no other key contains it) in any of its links or a body. Each
 * value is added to `params` as it is used (PostgreSQL refuses a parameter no clause uses). Table
 * and column names come from the descriptors only.
 */
function usesDocument(
  type: ContentType,
  doc: Pick<DocumentMeta, 'id' | 'key'>,
  params: SqlValue[],
): string | undefined {
  const param = (value: SqlValue) => `$${params.push(value)}`;
  const ways: string[] = [];
  if (type.attachesDocument) ways.push(`document_id = ${param(doc.id)}`);
  // Every link an item has (an event's slides and transcript too, issue 41); pictures are not documents.
  const links = type.extras
    .filter((field) => field.key.endsWith('Url') && field.key !== 'imageUrl')
    .map((field) => field.column);
  if (links.length > 0 || type.hasBody) {
    const fragment = param(`${DOCUMENT_PATH}${doc.key}`);
    ways.push(...links.map((column) => `position(${fragment} in ${column}) > 0`));
    if (type.hasBody) ways.push(...['zh', 'hk', 'en'].map((lang) => `position(${fragment} in body_${lang}) > 0`));
  }
  return ways.length > 0 ? `(${ways.join(' or ')})` : undefined;
}

const ALL_TYPES = Object.values(CONTENT_TYPES) as ContentType[];

/** Is a live item using this document at `now`? Only then is it public. */
export async function documentIsPublic(
  db: Queryable,
  doc: Pick<DocumentMeta, 'id' | 'key'>,
  now: Date,
): Promise<boolean> {
  const params: SqlValue[] = [now];
  const checks = ALL_TYPES.flatMap((type) => {
    const uses = usesDocument(type, doc, params);
    return uses
      ? [`exists (select 1 from ${type.table} where ${uses} and status = 'published' and publish_at <= $1)`]
      : [];
  });
  const [row] = await db.query<{ live: boolean }>(`select ${checks.join(' or ')} as "live"`, params);
  return row?.live === true;
}

/** Does this item (whatever its state) use this document? A preview of it may then show the file. */
export async function itemUsesDocument(
  db: Queryable,
  kind: ContentName,
  itemId: number,
  doc: Pick<DocumentMeta, 'id' | 'key'>,
): Promise<boolean> {
  const type: ContentType = CONTENT_TYPES[kind];
  const params: SqlValue[] = [itemId];
  const uses = usesDocument(type, doc, params);
  if (!uses) return false;
  return (await db.query(`select 1 from ${type.table} where id = $1 and ${uses}`, params)).length > 0;
}

/** Bytes [start, start + length) of a document. */
export async function readDocumentSlice(db: Queryable, id: number, start: number, length: number): Promise<Buffer> {
  const [row] = await db.query<{ slice: string }>(
    `select encode(substring(data from $2 for $3), 'base64') as slice from document where id = $1`,
    [id, start + 1, length],
  );
  return row ? Buffer.from(row.slice, 'base64') : Buffer.alloc(0);
}
