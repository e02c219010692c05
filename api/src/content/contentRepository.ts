/**
 * SQL for published content, built from a ContentType descriptor. Identifiers come from the
 * descriptor and the validated language; every value is a bound parameter.
 */
import { LANGS, type Lang } from '@azi/shared/i18n/languages';
import type { Queryable, SqlValue } from '../db/database';
import { containsText, publishedInYear, sqlParam, whereAll } from '../db/sqlFilter';
import type { ContentType, ReadColumn } from './contentTypes';
import { beijingTime } from './beijingTime';
import { eventPhase, eventTimingOf, type TimedItem } from '@azi/shared/events/eventPhase';
import type { PublicPicture } from '@azi/shared/api/schemas/pictures';
import { picturePath } from '../pictures/pictureStore';

export interface ListFilter {
  lang: Lang;
  /** Only items published at this moment (status published, publish_at reached). */
  visibleAt: Date;
  /** A draft or scheduled item shown as if it were live (a console preview, see previewGrant.ts). */
  previewId?: number;
  year?: number;
  keyword?: string;
  type?: string;
  /** SEC filings: one category (contentTypes' categoryColumn). */
  category?: string;
}

export type ContentRow = Record<string, unknown> & { id: number };

function columnSelect(field: ReadColumn): string {
  if (field.kind === 'date') return `to_char(${field.column}, 'YYYY-MM-DD') as "${field.key}"`;
  if (field.kind === 'instant')
    return `to_char(${field.column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "${field.key}"`;
  return `${field.column} as "${field.key}"`;
}

function selectList(type: ContentType, lang: Lang, withBody: boolean): string {
  const columns = [
    'id',
    `title_${lang} as title`,
    `summary_${lang} as summary`,
    `to_char(published_on, 'YYYY-MM-DD') as date`,
    'date_precision as "datePrecision"',
    // A scheduled item's last edit comes before it goes public: then the change public readers see is its publication.
    `to_char(greatest(updated_at, publish_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "updatedAt"`,
    ...type.extras.map(columnSelect),
    ...(type.readOnly ?? []).map(columnSelect),
  ];
  if (withBody && type.hasBody) columns.push(`body_${lang} as body`);
  // Long texts (an event's transcript) come only with one item, never in a list.
  if (withBody) for (const text of type.texts) columns.push(`${text.column}_${lang} as "${text.key}"`);
  // The library picture, with all a page needs to draw it (issue 22): no second request.
  if (type.picture) {
    columns.push(
      `(select json_build_object('key', p.key, 'widths', p.widths, 'width', p.width, 'height', p.height, 'alt', p.alt_${lang}, 'decorative', p.decorative) from picture p where p.id = ${type.table}.picture_id) as "pictureRow"`,
    );
  }
  return columns.join(', ');
}

interface PictureRow {
  key: string;
  widths: number[];
  width: number;
  height: number;
  alt: string;
  decorative: boolean;
}

/** The picture as the pages take it (shared/api/schemas/pictures: PublicPicture), or null. */
function publicPicture(value: unknown): PublicPicture | null {
  if (value == null) return null;
  const row = (typeof value === 'string' ? JSON.parse(value) : value) as PictureRow;
  return {
    path: picturePath(row.key),
    widths: row.widths.map(Number),
    width: Number(row.width),
    height: Number(row.height),
    alt: row.decorative ? '' : row.alt,
    decorative: row.decorative,
  };
}

/** Adds the derived Beijing-time text next to an instant (China has no daylight saving). */
function finishRow(type: ContentType, row: ContentRow): ContentRow {
  if (type.extras.some((f) => f.key === 'eventAt')) row.beijingTime = beijingTime(row.eventAt as string | null);
  if (type.picture) {
    row.picture = publicPicture(row.pictureRow);
    delete row.pictureRow;
  }
  return row;
}

/** Sets an event row's phase at `now` (the API's event clock: services.eventClock). */
export function withEventPhase(row: ContentRow, now: Date): ContentRow {
  row.phase = eventPhase(eventTimingOf(row as unknown as TimedItem), now.getTime());
  return row;
}

/** What the public sees: published items whose time has come (`alias.`: of a subquery's table). */
function visibleCondition(visibleAt: Date, params: SqlValue[], previewId?: number, alias = ''): string {
  params.push(visibleAt);
  const live = `${alias}status = 'published' and ${alias}publish_at <= $${params.length}`;
  if (previewId === undefined) return live;
  params.push(previewId);
  return `(${live} or ${alias}id = $${params.length})`;
}

/** Still listed at `at`: an item with an end (a job opening's validThrough) leaves the lists after it; a preview shows it anyway. */
function openCondition(type: ContentType, at: Date, params: SqlValue[], previewId?: number): string | undefined {
  if (!type.openUntilColumn) return undefined;
  const open = `(${type.openUntilColumn} is null or ${type.openUntilColumn} > ${sqlParam(params, at)})`;
  return previewId === undefined ? open : `(${open} or id = ${sqlParam(params, previewId)})`;
}

function whereClause(type: ContentType, filter: ListFilter, params: SqlValue[]): string {
  const conditions: string[] = [visibleCondition(filter.visibleAt, params, filter.previewId)];
  const open = openCondition(type, filter.visibleAt, params, filter.previewId);
  if (open) conditions.push(open);
  if (filter.year !== undefined) conditions.push(publishedInYear(params, filter.year));
  const keyword = filter.keyword?.trim();
  if (keyword) conditions.push(containsText(params, [`title_${filter.lang}`, `summary_${filter.lang}`], keyword));
  if (filter.type !== undefined && type.typeColumn)
    conditions.push(`${type.typeColumn} = ${sqlParam(params, filter.type)}`);
  if (filter.category !== undefined && type.categoryColumn)
    conditions.push(`${type.categoryColumn} = ${sqlParam(params, filter.category)}`);
  return whereAll(conditions);
}

export interface PageResult {
  list: ContentRow[];
  total: number;
  years: number[];
}

export async function findPage(
  db: Queryable,
  type: ContentType,
  filter: ListFilter,
  pageNo: number,
  pageSize: number,
): Promise<PageResult> {
  if (!LANGS.includes(filter.lang)) throw new Error(`unsupported language ${String(filter.lang)}`);
  const params: SqlValue[] = [];
  const where = whereClause(type, filter, params);
  const [countRow] = await db.query<{ total: number }>(
    `select count(*)::int as total from ${type.table} ${where}`,
    params,
  );
  const list = await db.query<ContentRow>(
    `select ${selectList(type, filter.lang, false)} from ${type.table} ${where} order by ${type.orderBy} limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, pageSize, (pageNo - 1) * pageSize],
  );
  return {
    list: list.map((row) => finishRow(type, row)),
    total: countRow?.total ?? 0,
    years: await findYears(db, type, filter.visibleAt, filter.type, filter.previewId, filter.category),
  };
}

/** The years that have rows (respecting the report type or category, not the year or keyword), newest first. */
export async function findYears(
  db: Queryable,
  type: ContentType,
  visibleAt: Date,
  reportType?: string,
  previewId?: number,
  category?: string,
): Promise<number[]> {
  const params: SqlValue[] = [];
  const where = whereClause(type, { lang: 'zh', visibleAt, type: reportType, previewId, category }, params);
  const rows = await db.query<{ year: number }>(
    `select distinct date_part('year', published_on)::int as year from ${type.table} ${where} order by year desc`,
    params,
  );
  return rows.map((r) => r.year);
}

/** The item beside another in the list: enough for a link to it. */
export interface NeighbourLink {
  id: number;
  title: string;
}

/**
 * The newer (`previous`, above it in the list) or older (`next`, below it) public item beside the
 * outer row, as a correlated subquery: the list's order keys compared as one row value, so items
 * of the same date fall in the list's own order, and one `order by … limit 1` on the same keys.
 * The outer row need not be public itself (a preview's draft gets the neighbours it will have).
 */
function neighbourColumn(
  type: ContentType,
  orderKeys: readonly string[],
  lang: Lang,
  side: 'previous' | 'next',
  visible: string,
): string {
  const row = (alias: string) => `(${orderKeys.map((column) => `${alias}.${column}`).join(', ')})`;
  // The list runs each key descending: the item above has the smallest larger row, the one below the largest smaller.
  const [comparison, direction] = side === 'previous' ? ['>', 'asc'] : ['<', 'desc'];
  return `(select json_build_object('id', n.id, 'title', n.title_${lang}) from ${type.table} n where ${visible} and ${row('n')} ${comparison} ${row(type.table)} order by ${orderKeys.map((column) => `n.${column} ${direction}`).join(', ')} limit 1) as "${side}"`;
}

function neighbourLink(value: unknown): NeighbourLink | null {
  if (value == null) return null;
  const link = (typeof value === 'string' ? JSON.parse(value) : value) as NeighbourLink;
  return { id: Number(link.id), title: link.title };
}

/**
 * The item as the public sees it; visibleAt null finds drafts and scheduled items too (preview).
 * With `neighboursAt` (a type with orderKeys), it carries `previous` and `next`: the items beside
 * it in the list as the public sees it at that moment, or null at either end; still one query.
 */
export async function findById(
  db: Queryable,
  type: ContentType,
  lang: Lang,
  id: number,
  visibleAt: Date | null,
  neighboursAt?: Date,
): Promise<ContentRow | undefined> {
  if (!LANGS.includes(lang)) throw new Error(`unsupported language ${String(lang)}`);
  const params: SqlValue[] = [id];
  const visible = visibleAt ? ` and ${visibleCondition(visibleAt, params)}` : '';
  let columns = selectList(type, lang, true);
  if (neighboursAt) {
    if (!type.orderKeys) throw new Error(`${type.table} has no order keys to find neighbours by`);
    const neighbourVisible = visibleCondition(neighboursAt, params, undefined, 'n.');
    columns += `, ${neighbourColumn(type, type.orderKeys, lang, 'previous', neighbourVisible)}, ${neighbourColumn(type, type.orderKeys, lang, 'next', neighbourVisible)}`;
  }
  const [row] = await db.query<ContentRow>(`select ${columns} from ${type.table} where id = $1${visible}`, params);
  if (!row) return undefined;
  if (neighboursAt) {
    row.previous = neighbourLink(row.previous);
    row.next = neighbourLink(row.next);
  }
  return finishRow(type, row);
}

/** All rows newest first, capped: for short lists shown whole (e.g. every quarterly result). */
export async function findAll(
  db: Queryable,
  type: ContentType,
  lang: Lang,
  limit: number,
  visibleAt: Date,
  previewId?: number,
): Promise<ContentRow[]> {
  if (!LANGS.includes(lang)) throw new Error(`unsupported language ${String(lang)}`);
  const params: SqlValue[] = [limit];
  const open = openCondition(type, visibleAt, params, previewId);
  const where = [visibleCondition(visibleAt, params, previewId), ...(open ? [open] : [])].join(' and ');
  const rows = await db.query<ContentRow>(
    `select ${selectList(type, lang, false)} from ${type.table} where ${where} order by ${type.orderBy} limit $1`,
    params,
  );
  return rows.map((row) => finishRow(type, row));
}
