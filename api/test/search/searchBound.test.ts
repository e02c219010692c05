/**
 * A search reads a bounded number of matches (search/searchSql.ts): past the bound it says so,
 * and an item matched in its title still comes first, however late it was written.
 */
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { openDatabase } from '../../src/db/openDatabase';
import { CLEAN_PENDING_SQL, insertDocuments, type SearchDocument } from '../../src/search/searchDocuments';
import { searchSite } from '../../src/search/searchSite';
import { SEARCH_CANDIDATES } from '../../src/search/searchSql';
import { pgliteImage } from '../helpers/pgliteImage';

const doc = (i: number, title: string, body: string): SearchDocument => ({
  source: 'media',
  itemId: i,
  kind: 'news',
  lang: 'en',
  title,
  summary: '',
  body,
  itemDate: '2025-01-01',
});

describe('a search past its bound', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://', image: await pgliteImage('migrated') });
    await migrate(db);
    const docs = Array.from({ length: SEARCH_CANDIDATES + 100 }, (_, i) =>
      doc(i + 1, `Item ${i + 1}`, `A note on zyzzyva number ${i + 1}.`),
    );
    docs.push(doc(10_000, 'The zyzzyva report', 'Everything on the subject.'));
    await insertDocuments(db, docs);
    // A filing of another kind, matched in its body, written last.
    await insertDocuments(db, [
      { ...doc(10_001, 'Form 8-K', 'It mentions zyzzyva once.'), source: 'americaNotice', kind: 'filing' },
    ]);
  }, 120_000);
  afterAll(async () => db?.close());

  it('says the counts are of the first matches read, and ranks the title match first', async () => {
    const answer = await searchSite(db, { q: 'zyzzyva', lang: 'en', page: 1, now: new Date() });
    expect(answer.capped).toBe(true);
    expect(answer.total).toBe(SEARCH_CANDIDATES);
    expect(answer.list[0]).toEqual(expect.objectContaining({ id: 10_000, title: 'The zyzzyva report' }));
    expect(answer.list).toHaveLength(10);
  });

  it('finds a kind the bounded count did not reach when that kind is chosen', async () => {
    const filings = await searchSite(db, { q: 'zyzzyva', lang: 'en', kind: 'filing', page: 1, now: new Date() });
    expect(filings.total).toBe(1);
    expect(filings.list).toEqual([expect.objectContaining({ id: 10_001, kind: 'filing' })]);
  });

  it('counts exactly below the bound', async () => {
    const answer = await searchSite(db, { q: 'report', lang: 'en', page: 1, now: new Date() });
    expect(answer).toEqual(expect.objectContaining({ capped: false, total: 1 }));
    expect(answer.counts.news).toBe(1);
  });

  it("leaves no words in the GIN indexes' pending lists after a write (every query would read them)", async () => {
    await insertDocuments(db, [doc(10_002, 'A late note', 'Written after the others.')]);
    const rows = await db.query<{ pages: string }>(CLEAN_PENDING_SQL);
    expect(Number(rows[0]!.pages)).toBe(0);
  });
});
