/**
 * The index follows the content item by item. On the API's content change signal (a console
 * write, publish, unpublish, deletion, an SEC import) and at the API's start, each indexed kind
 * is compared with its table: rows of an item that is no longer published, or whose updated_at
 * differs from the one its rows were written with, are removed; published items without rows are
 * written. So a publish touches that item's rows only, and a caller never has to say what it
 * changed. A scheduled item is indexed when it is published, with its moment (visible_from), and
 * found from that moment on: the moment needs no write. The whole rebuild stays for operators
 * (searchIndex.ts rebuildContentIndex, `npm run search:rebuild -w api`).
 */
import type { ContentName } from '@azi/shared/content/contentKinds';
import type { Database, Queryable } from '../db/database';
import { CONTENT_TYPES } from '../content/contentTypes';
import { contentDocuments } from './contentDocuments';
import { INDEXED_CONTENT, insertDocuments } from './searchDocuments';

/** One lock for writers of the content part of the index: two copies never write an item twice. */
export const INDEX_LOCK_SQL = `select pg_advisory_xact_lock(hashtext('search_document content'))`;

export interface SyncResult {
  /** Items whose rows were removed (changed, unpublished or deleted). */
  removed: number;
  /** Items whose rows were written. */
  written: number;
}

async function syncKind(tx: Queryable, name: ContentName): Promise<SyncResult> {
  const table = CONTENT_TYPES[name].table;
  const removed = await tx.query<{ item_id: number }>(
    `delete from search_document s
     where s.source = $1 and not exists (select 1 from ${table} c where c.id = s.item_id and c.status = 'published' and c.updated_at = s.item_version)
     returning item_id`,
    [name],
  );
  const missing = await tx.query<{ id: number }>(
    `select c.id from ${table} c where c.status = 'published' and not exists (select 1 from search_document s where s.source = $1 and s.item_id = c.id)`,
    [name],
  );
  const ids = missing.map((row) => row.id);
  await insertDocuments(tx, await contentDocuments(tx, name, ids));
  return { removed: new Set(removed.map((row) => row.item_id)).size, written: ids.length };
}

/** Brings the content part of the index up to date with the content tables (see above). */
export async function syncContentIndex(db: Database): Promise<SyncResult> {
  return db.transaction(async (tx) => {
    await tx.query(INDEX_LOCK_SQL);
    const total: SyncResult = { removed: 0, written: 0 };
    for (const name of Object.keys(INDEXED_CONTENT) as ContentName[]) {
      const result = await syncKind(tx, name);
      total.removed += result.removed;
      total.written += result.written;
    }
    return total;
  });
}
