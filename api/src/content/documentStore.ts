/**
 * Uploaded PDFs, kept in the database so that every site copy serves them. Each has an
 * unguessable key in its public address; a document attached to financial reports is public only
 * once one of them is (a scheduled annual report's PDF does not leak before its hour).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { documentPath } from './contentWriter';

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
const withUrl = (row: MetaRow): DocumentMeta => ({ ...row, usedBy: (row.usedBy ?? []).map(Number), url: documentPath(row.key, row.fileName) });

export async function insertDocument(db: Queryable, fileName: string, data: Uint8Array, uploadedBy: string): Promise<DocumentMeta> {
  const key = randomBytes(16).toString('base64url');
  const sha256 = createHash('sha256').update(data).digest('hex');
  const [row] = await db.query<{ id: number }>(
    // Bytes travel as base64 text: PGlite encodes a binary parameter byte by byte (2 s for 2.5 MB), base64 in 0.15 s.
    `insert into document (key, file_name, byte_size, sha256, data, uploaded_by) values ($1, $2, $3, $4, decode($5, 'base64'), $6) returning id`,
    [key, fileName, data.byteLength, sha256, Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('base64'), uploadedBy],
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

export async function listDocuments(db: Queryable, limit: number, offset: number): Promise<{ list: DocumentMeta[]; total: number }> {
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from document`);
  const rows = await db.query<MetaRow>(`${META} order by d.created_at desc, d.id desc limit $1 offset $2`, [limit, offset]);
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

/** The document behind a public key, when the public may have it at `now`. */
export async function findPublicDocument(db: Queryable, key: string, now: Date): Promise<DocumentMeta | undefined> {
  const [row] = await db.query<MetaRow>(
    `${META} where d.key = $1 and (
       not exists (select 1 from financial_report r where r.document_id = d.id)
       or exists (select 1 from financial_report r where r.document_id = d.id and r.status = 'published' and r.publish_at <= $2))`,
    [key, now],
  );
  return row && withUrl(row);
}

/** Bytes [start, start + length) of a document. */
export async function readDocumentSlice(db: Queryable, id: number, start: number, length: number): Promise<Buffer> {
  const [row] = await db.query<{ slice: string }>(`select encode(substring(data from $2 for $3), 'base64') as slice from document where id = $1`, [id, start + 1, length]);
  return row ? Buffer.from(row.slice, 'base64') : Buffer.alloc(0);
}
