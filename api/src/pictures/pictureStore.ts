/**
 * The picture library in the database: one row per picture (its size, widths and words) and one
 * per variant (the bytes served). Pictures are found by id (staff) or by key (the public address);
 * press releases and banners point at them by id, which also says where each is used.
 */
import { randomBytes } from 'node:crypto';
import {
  PICTURE_PATH,
  type LibraryPicture,
  type PictureFormat,
  type PictureUse,
} from '@azi/shared/api/schemas/pictures';
import type { Lang } from '@azi/shared/i18n/languages';
import type { Queryable, SqlValue } from '../db/database';
import { containsText, whereAll } from '../db/sqlFilter';
import type { ProcessedPicture } from './pictureVariants';

/** The kinds of content that show a library picture, and their tables. */
export const PICTURE_USERS = { media: 'media', banner: 'banner' } as const satisfies Record<PictureUse['kind'], string>;
type PictureUserKind = keyof typeof PICTURE_USERS;

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const usesOf = (kind: PictureUserKind) =>
  `select '${kind}' as kind, t.id, coalesce(nullif(t.title_zh, ''), nullif(t.title_hk, ''), t.title_en) as title, t.status from ${PICTURE_USERS[kind]} t where t.picture_id = p.id`;

const META = `select p.id, p.key, p.file_name as "fileName", p.width, p.height, p.widths, p.byte_size as "byteSize",
  p.alt_zh, p.alt_hk, p.alt_en, p.decorative, p.uploaded_by as "uploadedBy",
  ${iso('p.created_at')} as "createdAt", ${iso('p.updated_at')} as "updatedAt",
  (select coalesce(json_agg(u order by u.kind, u.id), '[]'::json) from (${usesOf('media')} union all ${usesOf('banner')}) u) as "usedBy"
  from picture p`;

type MetaRow = Omit<LibraryPicture, 'alt' | 'path' | 'usedBy' | 'ready'> & {
  alt_zh: string;
  alt_hk: string;
  alt_en: string;
  usedBy: PictureUse[] | string;
};

export const picturePath = (key: string) => `${PICTURE_PATH}${key}`;

function toMeta({ alt_zh, alt_hk, alt_en, usedBy, ...row }: MetaRow): LibraryPicture {
  const alt = { zh: alt_zh, hk: alt_hk, en: alt_en };
  const uses = (typeof usedBy === 'string' ? JSON.parse(usedBy) : usedBy) as PictureUse[];
  return {
    ...row,
    path: picturePath(row.key),
    widths: row.widths.map(Number),
    alt,
    ready: row.decorative || Object.values(alt).every((text) => text !== ''),
    usedBy: uses.map((use) => ({ ...use, id: Number(use.id) })),
  };
}

export async function insertPicture(
  db: Queryable,
  fileName: string,
  picture: ProcessedPicture,
  uploadedBy: string,
): Promise<LibraryPicture> {
  const key = randomBytes(16).toString('base64url');
  const byteSize = picture.variants.reduce((sum, variant) => sum + variant.data.byteLength, 0);
  const [row] = await db.query<{ id: number }>(
    `insert into picture (key, file_name, width, height, widths, byte_size, uploaded_by) values ($1, $2, $3, $4, $5::integer[], $6, $7) returning id`,
    [key, fileName, picture.width, picture.height, `{${picture.widths.join(',')}}`, byteSize, uploadedBy],
  );
  if (!row) throw new Error('insert returned no id');
  for (const variant of picture.variants) {
    // Bytes travel as base64 text: PGlite encodes a binary parameter byte by byte (see documentStore).
    await db.query(
      `insert into picture_variant (picture_id, format, width, height, byte_size, data) values ($1, $2, $3, $4, $5, decode($6, 'base64'))`,
      [row.id, variant.format, variant.width, variant.height, variant.data.byteLength, variant.data.toString('base64')],
    );
  }
  const meta = await findPicture(db, row.id);
  if (!meta) throw new Error('picture vanished');
  return meta;
}

export async function findPicture(db: Queryable, id: number): Promise<LibraryPicture | undefined> {
  const [row] = await db.query<MetaRow>(`${META} where p.id = $1`, [id]);
  return row && toMeta(row);
}

/** Newest first; `query` finds a picture by its file name or its words in any language. */
export async function listPictures(
  db: Queryable,
  query: string | undefined,
  limit: number,
  offset: number,
): Promise<{ list: LibraryPicture[]; total: number }> {
  const params: SqlValue[] = [];
  const where = query?.trim()
    ? ` ${whereAll([containsText(params, ['p.file_name', 'p.alt_zh', 'p.alt_hk', 'p.alt_en'], query.trim())])}`
    : '';
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from picture p${where}`, params);
  const rows = await db.query<MetaRow>(
    `${META}${where} order by p.created_at desc, p.id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, limit, offset],
  );
  return { list: rows.map(toMeta), total: count?.total ?? 0 };
}

/** Gives a picture its words (no longer decorative) or marks it decorative (no words); false: no such picture. */
export async function setPictureWords(
  db: Queryable,
  id: number,
  words: { alt: Record<Lang, string> } | { decorative: true },
): Promise<boolean> {
  const alt = 'alt' in words ? words.alt : { zh: '', hk: '', en: '' };
  const rows = await db.query(
    `update picture set alt_zh = $2, alt_hk = $3, alt_en = $4, decorative = $5, updated_at = now() where id = $1 returning id`,
    [id, alt.zh, alt.hk, alt.en, !('alt' in words)],
  );
  return rows.length > 0;
}

/** 'inUse' (nothing deleted) while content points at it; undefined when there is no such picture. */
export async function deletePicture(
  db: Queryable,
  id: number,
): Promise<{ deleted: true } | { deleted: false; usedBy: PictureUse[] } | undefined> {
  const meta = await findPicture(db, id);
  if (!meta) return undefined;
  if (meta.usedBy.length > 0) return { deleted: false, usedBy: meta.usedBy };
  await db.query(`delete from picture where id = $1`, [id]);
  return { deleted: true };
}

/** Whether content may use picture `id`: it must exist and have its words (or be decorative). */
export async function pictureUsability(db: Queryable, id: number): Promise<'ok' | 'missing' | 'noWords'> {
  const [row] = await db.query<{ ready: boolean }>(
    `select decorative or (alt_zh <> '' and alt_hk <> '' and alt_en <> '') as ready from picture where id = $1`,
    [id],
  );
  if (!row) return 'missing';
  return row.ready ? 'ok' : 'noWords';
}

/** One variant's bytes, by the picture's public key. */
export async function readVariant(
  db: Queryable,
  key: string,
  width: number,
  format: PictureFormat,
): Promise<Buffer | undefined> {
  const [row] = await db.query<{ data: string }>(
    `select encode(v.data, 'base64') as data from picture_variant v join picture p on p.id = v.picture_id where p.key = $1 and v.width = $2 and v.format = $3`,
    [key, width, format],
  );
  return row ? Buffer.from(row.data, 'base64') : undefined;
}
