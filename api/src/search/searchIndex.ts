/**
 * The search index in the database, shared by every API copy: rebuilt from the content on the
 * API's content change signal (and by the operators' command), and, per remote, replaced with
 * the text that remote declares when its live version changes. Queries read it in searchSite.ts.
 */
import type { DeclaredSearchEntry } from '@azi/shared/contract/searchText';
import { LANGS } from '@azi/shared/i18n/languages';
import type { Database, Queryable } from '../db/database';
import { allContentDocuments } from './contentDocuments';
import { INDEX_LOCK_SQL } from './contentSync';
import { insertDocuments, type SearchDocument } from './searchDocuments';

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
      // A page or section declared by its remote and named by the shell's menu is one result.
      foldKey: `${entry.page}#${entry.anchor ?? ''}`,
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
export async function replacePageText(
  db: Database,
  remote: string,
  version: string,
  entries: readonly DeclaredSearchEntry[],
  problem?: string,
): Promise<void> {
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
