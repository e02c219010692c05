/**
 * The API's own content as search documents: every published item (scheduled ones with their
 * moment, those with an end such as a job's validThrough with it), in each language. Drafts are
 * not indexed.
 */
import { LANGS } from '@azi/shared/i18n/languages';
import type { ContentName } from '@azi/shared/content/contentKinds';
import type { Queryable } from '../db/database';
import { CONTENT_TYPES } from '../content/contentTypes';
import { INDEXED_CONTENT, type SearchDocument } from './searchDocuments';
import { LABEL_SOURCES } from './searchLabels';

type Row = Record<string, string | number | Date | null> & {
  id: number;
  item_date: string;
  date_precision: 'day' | 'month' | 'year';
  publish_at: Date | string;
  /** The moment the item leaves the lists (ContentType.openUntilColumn), if it has one. */
  visible_until: Date | string | null;
  version: string;
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** How much of an article's text is indexed (characters). */
export const INDEXED_BODY_CHARS = 20_000;

/** The text a reader sees in a news body (stored as sanitised HTML). */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16) || 32);
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)) || 32);
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The documents of the published items of `name` (those of `ids` only, when given). Each carries
 * the item's `updated_at` as written by the database (text: a JavaScript Date would lose its
 * microseconds), so the index can tell later which of its items changed (contentSync.ts).
 */
export async function contentDocuments(
  db: Queryable,
  name: ContentName,
  ids?: readonly number[],
): Promise<SearchDocument[]> {
  const kind = INDEXED_CONTENT[name];
  if (!kind || (ids && ids.length === 0)) return [];
  const type = CONTENT_TYPES[name];
  const texts = LANGS.flatMap((lang) => [
    `title_${lang}`,
    `summary_${lang}`,
    ...(type.hasBody ? [`body_${lang}`] : []),
    ...type.texts.map((text) => `${text.column}_${lang}`),
  ]);
  const labels = LABEL_SOURCES[name];
  const end = type.openUntilColumn ? `${type.openUntilColumn} as visible_until` : 'null as visible_until';
  const rows = await db.query<Row>(
    `select id, to_char(published_on, 'YYYY-MM-DD') as item_date, date_precision, publish_at, ${end}, updated_at::text as version, ${[...texts, ...(labels?.columns ?? [])].join(', ')}
     from ${type.table} where status = 'published'${ids ? ` and id = any(string_to_array($1, ',')::int[])` : ''}`,
    ids ? [ids.join(',')] : [],
  );
  const docs: SearchDocument[] = [];
  for (const row of rows) {
    for (const lang of LANGS) {
      const title = String(row[`title_${lang}`] ?? '');
      const summary = String(row[`summary_${lang}`] ?? '');
      // The first words of a long article are indexed, not all: an article at its size limit
      // would hold up the write that indexes it for a long time.
      const html = type.hasBody ? htmlText(String(row[`body_${lang}`] ?? '')) : '';
      // A kind's plain texts (a job's duties and requirements) are read as its body is.
      const plain = type.texts.map((text) => String(row[`${text.column}_${lang}`] ?? '').replace(/\s+/g, ' '));
      const body = [html, ...plain].filter(Boolean).join(' ').trim().slice(0, INDEXED_BODY_CHARS);
      if (!title && !summary && !body) continue;
      docs.push({
        source: name,
        itemId: row.id,
        kind,
        lang,
        title,
        summary,
        labels: labels ? labels.words(row, lang).filter(Boolean).join(' ') : '',
        // What the excerpt is cut from: the body, or the summary where there is no body.
        body: body || summary,
        itemDate: row.item_date,
        datePrecision: row.date_precision,
        // The same document listed in several archives has the same title: one result.
        foldKey: title ? title.toLowerCase().replace(/\s+/g, ' ').trim() : undefined,
        visibleFrom: new Date(row.publish_at),
        visibleUntil: row.visible_until === null ? undefined : new Date(row.visible_until),
        itemVersion: String(row.version),
      });
    }
  }
  return docs;
}

/** Every published item's documents (the operators' full rebuild). */
export async function allContentDocuments(db: Queryable): Promise<SearchDocument[]> {
  const docs: SearchDocument[] = [];
  for (const name of Object.keys(INDEXED_CONTENT) as ContentName[]) docs.push(...(await contentDocuments(db, name)));
  return docs;
}
