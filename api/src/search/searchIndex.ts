/**
 * The search index in the database, shared by every API copy: rebuilt from the content on the
 * API's content change signal (and by the operators' command), and, per remote, replaced with
 * the text that remote declares when its live version changes. Queries read it with
 * PostgreSQL's full-text search (GIN index), ranked by weighted matches.
 */
import type { SearchAnswer, SearchHit } from '@azi/shared/api/schemas/search';
import { SEARCH_KINDS, SEARCH_PAGE_SIZE, type SearchKind } from '@azi/shared/api/searchLimits';
import type { DeclaredSearchEntry } from '@azi/shared/contract/searchText';
import { LANGS, type Lang } from '@azi/shared/i18n/languages';
import type { Database, Queryable } from '../db/database';
import { allContentDocuments } from './contentDocuments';
import { INDEX_LOCK_SQL } from './contentSync';
import { buildExcerpt } from './excerpt';
import { insertDocuments, type SearchDocument } from './searchDocuments';
import { queryTerms, queryText, TS_CONFIG } from './segment';
import { SEARCH_CANDIDATES, searchSql } from './searchSql';

/**
 * Replaces every content document with the content as it is now (declared page text stays): the
 * operators' command. The API itself follows changes item by item (contentSync.ts).
 */
export async function rebuildContentIndex(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query(INDEX_LOCK_SQL);
    const docs = await allContentDocuments(tx);
    await tx.query(`delete from search_document where source <> 'page'`);
    await insertDocuments(tx, docs);
    return docs.length;
  });
}

/** The documents of a remote's declared text: one per entry and language (a job page is a job). */
export function pageDocuments(remote: string, entries: readonly DeclaredSearchEntry[]): SearchDocument[] {
  return entries.flatMap((entry) =>
    LANGS.map((lang) => ({
      source: 'page' as const,
      remote,
      page: entry.page,
      anchor: entry.anchor,
      kind: entry.page.startsWith('job_detail') ? ('job' as const) : ('page' as const),
      lang,
      title: entry.heading[lang],
      body: entry.text[lang],
    })),
  );
}

/** The version of each remote's declared text the index holds. */
export async function indexedVersions(db: Queryable): Promise<Record<string, string>> {
  const rows = await db.query<{ remote: string; version: string }>('select remote, version from search_source');
  return Object.fromEntries(rows.map((row) => [row.remote, row.version]));
}

/**
 * Puts `remote`'s declared text of `version` in the index in place of what it had. With a
 * problem (a file missing or refused) the remote's earlier text is removed: the index never shows
 * text of a version that is no longer live.
 */
export async function replacePageText(db: Database, remote: string, version: string, entries: readonly DeclaredSearchEntry[], problem?: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`delete from search_document where source = 'page' and remote = $1`, [remote]);
    await insertDocuments(tx, pageDocuments(remote, entries));
    await tx.query(
      `insert into search_source (remote, version, entries, problem, read_at) values ($1, $2, $3, $4, now())
       on conflict (remote) do update set version = excluded.version, entries = excluded.entries, problem = excluded.problem, read_at = excluded.read_at`,
      [remote, version, entries.length, problem ?? null],
    );
  });
}

/** Marks every remote's declared text as unread (the site copies read it again); returns how many were known. */
export async function forgetPageText(db: Queryable): Promise<number> {
  const rows = await db.query<{ remote: string }>('delete from search_source returning remote');
  return rows.length;
}

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
}

const emptyCounts = (): Record<SearchKind, number> => Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, 0])) as Record<SearchKind, number>;

/** One page of results of `q` in `lang`, best first, with the count of each kind. */
export async function searchSite(db: Database, request: SearchRequest): Promise<SearchAnswer> {
  const counts = emptyCounts();
  const text = queryText(request.q, request.lang);
  const answer = (total: number, list: SearchHit[], capped = false): SearchAnswer => ({ total, capped, counts, list, pageNo: request.page, pageSize: SEARCH_PAGE_SIZE });
  if (!text) return answer(0, []);
  // PostgreSQL's estimate leaves out the cost of reading each row's vector and would often scan
  // the whole table: the indexes are required here (searchSql.ts says what the statement reads).
  const rows = await db.transaction(async (tx) => {
    await tx.query('set local enable_seqscan = off');
    return tx.query<{ counts: Record<string, number> | null; counted: number; found: number; list: HitRow[] | null; stems: string[] | null }>(searchSql(request.kind !== undefined), [
      TS_CONFIG[request.lang],
      text,
      request.lang,
      request.now,
      request.kind ?? null,
      SEARCH_PAGE_SIZE,
      (request.page - 1) * SEARCH_PAGE_SIZE,
      request.q,
      SEARCH_CANDIDATES + 1,
    ]);
  });
  // Past the bound the counts are those of the first matches read, and the answer says so.
  const found = rows[0]?.found ?? 0;
  const capped = found > SEARCH_CANDIDATES || (rows[0]?.counted ?? 0) > SEARCH_CANDIDATES;
  for (const [kind, n] of Object.entries(rows[0]?.counts ?? {})) if (kind in counts) counts[kind as SearchKind] = n;
  const total = Math.min(SEARCH_CANDIDATES, found);
  // English marks words by their stems, as PostgreSQL matched them; Chinese the parts as typed.
  const terms = request.lang === 'en' ? (rows[0]?.stems ?? []) : queryTerms(request.q, request.lang);
  const list = (rows[0]?.list ?? []).map((row): SearchHit => ({
    kind: row.kind,
    source: row.source,
    ...(row.item_id === null ? {} : { id: row.item_id }),
    ...(row.page === null ? {} : { page: row.page }),
    ...(row.anchor === null ? {} : { anchor: row.anchor }),
    title: row.title,
    ...(row.item_date === null ? {} : { date: row.item_date }),
    excerpt: buildExcerpt(row.body, request.lang, terms),
  }));
  return answer(total, list, capped);
}
