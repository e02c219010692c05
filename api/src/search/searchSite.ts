/**
 * One search: the query read into clauses with the language's synonyms, found with PostgreSQL's
 * full-text search (GIN indexes, searchSql.ts), ranked, folded, one page of results with excerpts,
 * and a suggestion when nothing was found.
 */
import type { SearchAnswer, SearchHit } from '@azi/shared/api/schemas/search';
import type { DatePrecision } from '@azi/shared/api/schemas/content';
import { SEARCH_KINDS, SEARCH_PAGE_SIZE, type SearchKind } from '@azi/shared/api/searchLimits';
import type { Lang } from '@azi/shared/i18n/languages';
import type { Database } from '../db/database';
import { didYouMean } from './didYouMean';
import { buildExcerpt } from './excerpt';
import { titleKey } from './searchDocuments';
import { queryTerms, TS_CONFIG } from './segment';
import { SEARCH_CANDIDATES, searchSql, tsqueryOf } from './searchSql';
import { clausesForIndex, expandQuery, synonymsOf } from './synonyms';

export interface SearchRequest {
  q: string;
  lang: Lang;
  kind?: SearchKind;
  page: number;
  now: Date;
}

interface HitRow {
  kind: SearchKind;
  source: SearchHit['source'];
  item_id: number | null;
  page: string | null;
  anchor: string | null;
  title: string;
  body: string;
  item_date: string | null;
  date_precision: DatePrecision | null;
  also: { kind: SearchKind; source: SearchHit['source']; id: number | null; date: string | null }[] | null;
}

interface AnswerRow {
  counts: Record<string, number> | null;
  every_kind: number;
  counted: number;
  found: number;
  results: number;
  list: HitRow[] | null;
  stems: string[] | null;
}

const emptyCounts = (): Record<SearchKind, number> =>
  Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, 0])) as Record<SearchKind, number>;

function toHit(row: HitRow, lang: Lang, terms: readonly string[]): SearchHit {
  // A page's text has no date of its own (an FAQ question keeps its order, not a date).
  const dated = row.item_date !== null && row.kind !== 'page';
  // Rows of one page or section (its remote's text, the shell's words) are one place: no "also".
  const also = (row.also ?? []).filter((other) => other.source !== 'page');
  return {
    kind: row.kind,
    source: row.source,
    ...(row.item_id === null ? {} : { id: row.item_id }),
    ...(row.page === null ? {} : { page: row.page }),
    ...(row.anchor === null ? {} : { anchor: row.anchor }),
    title: row.title,
    ...(dated ? { date: row.item_date!, datePrecision: row.date_precision ?? 'day' } : {}),
    excerpt: buildExcerpt(row.body, lang, terms),
    ...(also.length > 0
      ? {
          also: also.map((other) => ({
            kind: other.kind,
            source: other.source,
            ...(other.id === null ? {} : { id: other.id }),
            ...(other.date === null ? {} : { date: other.date }),
          })),
        }
      : {}),
  };
}

/** One page of results of `q` in `lang`, best first, with the count of each kind. */
export async function searchSite(db: Database, request: SearchRequest): Promise<SearchAnswer> {
  const counts = emptyCounts();
  const answer = (total: number, list: SearchHit[], more: Partial<SearchAnswer> = {}): SearchAnswer => ({
    total,
    capped: false,
    counts,
    everyKind: 0,
    list,
    pageNo: request.page,
    pageSize: SEARCH_PAGE_SIZE,
    ...more,
  });
  const expanded = expandQuery(request.q, request.lang, await synonymsOf(db, request.lang, request.now.getTime()));
  const clauses = clausesForIndex(expanded, request.lang);
  if (!clauses) return answer(0, []);
  const alternatives = expanded.flat();
  // PostgreSQL's estimate leaves out the cost of reading each row's vector and would often scan
  // the whole table: the indexes are required here (searchSql.ts says what the statement reads).
  const tsquery = tsqueryOf(clauses);
  const rows = await db.transaction(async (tx) => {
    await tx.query('set local enable_seqscan = off');
    return tx.query<AnswerRow>(searchSql(request.kind !== undefined, tsquery.sql), [
      TS_CONFIG[request.lang],
      alternatives.map((alternative) => titleKey(alternative, request.lang)).join('\u0001'),
      request.lang,
      request.now,
      request.kind ?? null,
      SEARCH_PAGE_SIZE,
      (request.page - 1) * SEARCH_PAGE_SIZE,
      alternatives.join(' '),
      SEARCH_CANDIDATES + 1,
      ...tsquery.params,
    ]);
  });
  const row = rows[0];
  // Past the bound the counts are those of the first matches read, and the answer says so.
  const capped = (row?.found ?? 0) > SEARCH_CANDIDATES || (row?.counted ?? 0) > SEARCH_CANDIDATES;
  for (const [kind, n] of Object.entries(row?.counts ?? {})) if (kind in counts) counts[kind as SearchKind] = n;
  const total = Math.min(SEARCH_CANDIDATES, row?.results ?? 0);
  // English marks words by their stems, as PostgreSQL matched them; Chinese the parts as typed, and their synonyms.
  // PostgreSQL reads "20-F" as 20 followed by f: the form typed is marked whole (excerpt.ts).
  const terms =
    request.lang === 'en'
      ? [
          ...(row?.stems ?? []),
          ...alternatives.flatMap(
            (alternative) => alternative.toLowerCase().match(/[\p{L}\p{N}]+(?:[-/][\p{L}\p{N}]+)+/gu) ?? [],
          ),
        ]
      : alternatives.flatMap((alternative) => queryTerms(alternative, request.lang));
  const list = (row?.list ?? []).map((hit) => toHit(hit, request.lang, terms));
  const everyKind = Math.min(SEARCH_CANDIDATES, row?.every_kind ?? 0);
  const suggestion = everyKind === 0 ? await didYouMean(db, request.q, request.lang, request.now.getTime()) : undefined;
  return answer(total, list, { capped, everyKind, ...(suggestion ? { suggestion } : {}) });
}
