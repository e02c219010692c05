/**
 * English phrases are found through the index (migration 017): each English vector holds its
 * neighbouring word pairs, and a phrase's pairs are added to the query, so the rows that have the
 * words apart are never read. What is found stays what the phrase means.
 */
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { insertDocuments, type SearchDocument } from '../../src/search/searchDocuments';
import { searchSite } from '../../src/search/searchSite';
import { createTestDatabase, DATABASE_TARGETS, openTestDatabase, type TestDatabase } from '../helpers/testDatabases';

const doc = (itemId: number, title: string, body: string, lang: SearchDocument['lang'] = 'en'): SearchDocument => ({
  source: 'media',
  itemId,
  kind: 'news',
  lang,
  title,
  body,
  itemDate: '2025-01-01',
});

const ids = async (db: Database, q: string, lang: SearchDocument['lang'] = 'en') =>
  (await searchSite(db, { q, lang, page: 1, now: new Date() })).list.map((hit) => hit.id).sort();

/** How many rows the GIN index offered that the phrase check then refused. */
async function rechecked(db: Database, query: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('set local enable_seqscan = off');
    const rows = await tx.query<{ 'QUERY PLAN': unknown }>(
      `explain (analyze, format json) select id from search_document where document @@ (${query})`,
    );
    const plan = JSON.stringify(rows[0]!['QUERY PLAN']);
    return Number(/"Rows Removed by Index Recheck":\s*(\d+)/.exec(plan)?.[1] ?? 0);
  });
}

describe.each(DATABASE_TARGETS)('English phrases on %s', (target) => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase(target);
    db = await openTestDatabase(database);
    await migrate(db);
    await insertDocuments(db, [
      doc(1, 'Supply chain payments', 'How a parts store pays through the supply chain payment service.'),
      doc(2, 'Payments', 'A payment is due; the chain of stores has its own supply.'),
      doc(3, 'Chain of supply', 'The chain of supply reaches every county.'),
      doc(4, 'Supply chains', 'Insurance for every supply chain partner.'),
      doc(5, '供应链', '供应链 payment supply chain', 'zh'),
    ]);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await database.drop();
  });

  it('finds a phrase only where its words stand together, in order', async () => {
    expect(await ids(db, '"supply chain payment"')).toEqual([1]);
    expect(await ids(db, '"supply chain"')).toEqual([1, 4]);
    expect(await ids(db, 'supply chain payment')).toEqual([1, 2]);
  });

  it('keeps a phrase with a stop word, a negated phrase and alternatives as they mean', async () => {
    expect(await ids(db, '"chain of supply"')).toEqual([3]);
    expect(await ids(db, 'supply -"supply chain"')).toEqual([2, 3]);
    expect(await ids(db, '"supply chain payment" or insurance')).toEqual([1, 4]);
    expect(await ids(db, '"supply chains"')).toEqual([1, 4]);
  });

  it('narrows a phrase through the index: rows with the words apart are not read', async () => {
    const typed = `websearch_to_tsquery('english', '"supply chain payment"')`;
    expect(await rechecked(db, typed)).toBe(1);
    expect(await rechecked(db, `search_phrase_pairs(${typed}, 'english')`)).toBe(0);
  });

  it('adds no pairs to Chinese queries or vectors', async () => {
    expect(await ids(db, '供应链', 'zh')).toEqual([5]);
    const rows = await db.query<{ q: string; v: string }>(
      `select search_phrase_pairs(websearch_to_tsquery('simple', '"a b"'), 'simple')::text as q, search_with_pairs(to_tsvector('simple', 'a b'), 'simple')::text as v`,
    );
    expect(rows[0]).toEqual({ q: "'a' <-> 'b'", v: "'a':1 'b':2" });
  });
});
