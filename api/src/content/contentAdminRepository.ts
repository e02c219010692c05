/**
 * The console's view of content: every item whatever its status, with all three languages side
 * by side, and the check that an item is complete enough to publish.
 */
import { LANGS, type Lang } from '@azi/shared/i18n/languages';
import type { Queryable, SqlValue } from '../db/database';
import { containsText, publishedInYear, whereAll } from '../db/sqlFilter';
import type { ContentType } from './contentTypes';
import type { ContentInput, LocalizedText, PublishStatus } from './contentWriter';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** draft; published but not yet public (scheduled); or public now (live). */
export type PublicState = 'draft' | 'scheduled' | 'live';

export interface StoredContent extends ContentInput {
  id: number;
  status: PublishStatus;
  publishAt: string;
  state: PublicState;
  updatedAt: string;
  missingLanguages: Lang[];
}

function localizedSelect(name: string, key = name): string {
  return `json_build_object(${LANGS.map((lang) => `'${lang}', ${name}_${lang}`).join(', ')}) as "${key}"`;
}

function fullSelect(type: ContentType): string {
  const columns = [
    'id',
    localizedSelect('title'),
    localizedSelect('summary'),
    `to_char(published_on, 'YYYY-MM-DD') as date`,
    'date_precision as "datePrecision"',
    'sort_order as "sortOrder"',
    'status',
    `${iso('publish_at')} as "publishAt"`,
    `${iso('updated_at')} as "updatedAt"`,
    'publish_at as "publishAtValue"',
    ...type.extras.map((f) => (f.kind === 'instant' ? `${iso(f.column)} as "${f.key}"` : `${f.column} as "${f.key}"`)),
  ];
  if (type.hasBody) columns.push(localizedSelect('body'));
  for (const text of type.texts) columns.push(localizedSelect(text.column, text.key));
  if (type.attachesDocument) columns.push('document_id as "documentId"');
  return columns.join(', ');
}

interface Row extends ContentInput {
  id: number;
  status: PublishStatus;
  publishAt: string;
  updatedAt: string;
  publishAtValue: Date | string;
}

function finish(type: ContentType, row: Row, now: Date): StoredContent {
  const { publishAtValue, ...rest } = row;
  // json_build_object comes back as text from some drivers.
  for (const key of ['title', 'summary', 'body', ...type.texts.map((text) => text.key)]) {
    if (typeof rest[key] === 'string') rest[key] = JSON.parse(rest[key]) as LocalizedText;
  }
  const state: PublicState =
    rest.status === 'draft' ? 'draft' : new Date(publishAtValue).getTime() > now.getTime() ? 'scheduled' : 'live';
  return { ...rest, state, missingLanguages: missingLanguages(type, rest) };
}

export async function readContent(
  db: Queryable,
  type: ContentType,
  id: number,
  now: Date,
): Promise<StoredContent | undefined> {
  const [row] = await db.query<Row>(`select ${fullSelect(type)} from ${type.table} where id = $1`, [id]);
  return row && finish(type, row, now);
}

export interface AdminListFilter {
  state?: PublicState;
  /** Only items whose zh, hk and en texts are all there ('complete'), or not ('incomplete'). */
  languages?: 'complete' | 'incomplete';
  keyword?: string;
  year?: number;
  now: Date;
}

export async function listContentForAdmin(
  db: Queryable,
  type: ContentType,
  filter: AdminListFilter,
  limit: number,
  offset: number,
): Promise<{ list: StoredContent[]; total: number }> {
  const params: SqlValue[] = [];
  const conditions: string[] = [];
  if (filter.state === 'draft') conditions.push(`status = 'draft'`);
  if (filter.state === 'scheduled' || filter.state === 'live') {
    params.push(filter.now);
    conditions.push(
      `status = 'published' and publish_at ${filter.state === 'scheduled' ? '>' : '<='} $${params.length}`,
    );
  }
  if (filter.year !== undefined) conditions.push(publishedInYear(params, filter.year));
  const keyword = filter.keyword?.trim();
  if (keyword)
    conditions.push(
      containsText(
        params,
        LANGS.flatMap((lang) => [`title_${lang}`, `summary_${lang}`]),
        keyword,
      ),
    );
  if (filter.languages === 'incomplete') conditions.push(incompleteCondition(type));
  if (filter.languages === 'complete') conditions.push(`not ${incompleteCondition(type)}`);
  const where = whereAll(conditions);
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from ${type.table} ${where}`,
    params,
  );
  const rows = await db.query<Row>(
    `select ${fullSelect(type)} from ${type.table} ${where} order by updated_at desc, id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, limit, offset],
  );
  return { list: rows.map((row) => finish(type, row, filter.now)), total: count?.total ?? 0 };
}

/** SQL for `blank()` below: empty once tags and &nbsp; are gone. */
const blankSql = (column: string) =>
  `coalesce(btrim(replace(regexp_replace(${column}, '<[^>]*>', '', 'g'), '&nbsp;', ' '), E' \\t\\r\\n'), '') = ''`;

/** `missingLanguages(...).length > 0` in SQL, so lists can filter on it across every page. */
function incompleteCondition(type: ContentType): string {
  const anySummary = LANGS.map((lang) => `not ${blankSql(`summary_${lang}`)}`).join(' or ');
  const perLang = LANGS.map(
    (lang) =>
      `${blankSql(`title_${lang}`)} or ((${anySummary}) and ${blankSql(`summary_${lang}`)})${type.hasBody ? ` or ${blankSql(`body_${lang}`)}` : ''}`,
  );
  return `(${perLang.map((condition) => `(${condition})`).join(' or ')})`;
}

const blank = (text: string | undefined) =>
  !text ||
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

/**
 * The texts an item lacks to be published, as `field.lang`: a title in every language; a summary
 * in every language once any has one; a body in every language for articles.
 */
export function missingTexts(type: ContentType, input: Pick<ContentInput, 'title' | 'summary' | 'body'>): string[] {
  const missing: string[] = [];
  const check = (field: 'title' | 'summary' | 'body', text: LocalizedText | undefined) => {
    for (const lang of LANGS) if (blank(text?.[lang])) missing.push(`${field}.${lang}`);
  };
  check('title', input.title);
  if (input.summary && LANGS.some((lang) => !blank(input.summary?.[lang]))) check('summary', input.summary);
  if (type.hasBody) check('body', input.body);
  return missing;
}

export function missingLanguages(type: ContentType, input: Pick<ContentInput, 'title' | 'summary' | 'body'>): Lang[] {
  const fields = missingTexts(type, input);
  return LANGS.filter((lang) => fields.some((field) => field.endsWith(`.${lang}`)));
}
