/**
 * The API's own content as search documents: every published item (scheduled ones with their
 * moment), in each language. Drafts are not indexed.
 */
import { LANGS } from '@azi/shared/i18n/languages';
import type { ContentName } from '@azi/shared/api/schemas/content';
import type { Queryable } from '../db/database';
import { CONTENT_TYPES } from '../content/contentTypes';
import { INDEXED_CONTENT, type SearchDocument } from './searchDocuments';

type Row = Record<string, string | number | Date | null> & { id: number; item_date: string; publish_at: Date | string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** How much of an article's text is indexed (characters). */
export const INDEXED_BODY_CHARS = 20_000;

/** The text a reader sees in a news body (stored as sanitised HTML). */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16) || 32);
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)) || 32);
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Columns whose words help find an item besides its title, summary and body (a filing's form type). */
const LABEL_COLUMNS: Partial<Record<ContentName, string>> = { americaNotice: 'form_type', quarterlyAchievement: 'fiscal_period', investorCalendar: 'fiscal_period' };

export async function contentDocuments(db: Queryable): Promise<SearchDocument[]> {
  const docs: SearchDocument[] = [];
  for (const [name, kind] of Object.entries(INDEXED_CONTENT) as [ContentName, SearchDocument['kind']][]) {
    const type = CONTENT_TYPES[name];
    const texts = LANGS.flatMap((lang) => [`title_${lang}`, `summary_${lang}`, ...(type.hasBody ? [`body_${lang}`] : [])]);
    const label = LABEL_COLUMNS[name];
    const rows = await db.query<Row>(
      `select id, to_char(published_on, 'YYYY-MM-DD') as item_date, publish_at, ${texts.join(', ')}${label ? `, ${label} as label` : ''}
       from ${type.table} where status = 'published'`,
    );
    for (const row of rows) {
      for (const lang of LANGS) {
        const title = String(row[`title_${lang}`] ?? '');
        const summary = String(row[`summary_${lang}`] ?? '');
        // The first words of a long article are indexed, not all: an article at its size limit
        // (about 1.8 MB) would hold up the write that indexes it for a minute.
        const body = type.hasBody ? htmlText(String(row[`body_${lang}`] ?? '')).slice(0, INDEXED_BODY_CHARS) : '';
        if (!title && !summary && !body) continue;
        docs.push({
          source: name,
          itemId: row.id,
          kind,
          lang,
          title,
          summary,
          labels: row.label == null ? '' : String(row.label),
          // What the excerpt is cut from: the body, or the summary where there is no body.
          body: body || summary,
          itemDate: row.item_date,
          visibleFrom: new Date(row.publish_at),
        });
      }
    }
  }
  return docs;
}
