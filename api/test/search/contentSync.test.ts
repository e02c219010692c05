/**
 * The index follows content item by item (search/contentSync.ts): a write touches the rows of
 * its item only, an unpublished or deleted item leaves the index, a scheduled one is found from
 * its moment, and an SEC filing's labels are indexed with it.
 */
import { CONTENT_TYPES } from '../../src/content/contentTypes';
import {
  deleteContent,
  insertContent,
  setPublishState,
  updateContent,
  type ContentInput,
} from '../../src/content/contentWriter';
import type { Database } from '../../src/db/database';
import { syncContentIndex } from '../../src/search/contentSync';
import { rebuildContentIndex } from '../../src/search/searchIndex';
import { searchSite } from '../../src/search/searchSite';
import { DATABASE_TARGETS, openIndexedDatabase, type TestDatabase } from '../helpers/testDatabases';

type IndexRow = { id: string; source: string; item_id: number; lang: string };

const release = (word: string, publishAt: string): ContentInput =>
  ({
    title: { zh: '测试新闻', hk: '測試新聞', en: `The ${word} announcement` },
    summary: { zh: '摘要', hk: '摘要', en: 'Summary' },
    body: { zh: '<p>正文</p>', hk: '<p>正文</p>', en: `<p>About ${word}.</p>` },
    imageUrl: '/api-official-web/assets/media-company.svg',
    date: '2026-11-22',
    status: 'published',
    publishAt,
  }) as ContentInput;

describe.each(DATABASE_TARGETS)('the search index following content on %s', (target) => {
  let database: TestDatabase;
  let db: Database;
  const rows = () =>
    db.query<IndexRow>('select id::text as id, source, item_id, lang from search_document order by id');
  const found = async (q: string, lang: 'zh' | 'hk' | 'en', now = new Date()) =>
    searchSite(db, { q, lang, page: 1, now });

  beforeAll(async () => {
    ({ database, db } = await openIndexedDatabase(target));
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await database.drop();
  });

  it('writes nothing when nothing changed', async () => {
    const before = await rows();
    expect(before.length).toBeGreaterThan(50);
    expect(await syncContentIndex(db)).toEqual({ removed: 0, written: 0 });
    expect(await rows()).toEqual(before);
  });

  it('publishing one press release adds its rows and touches no other row; unpublishing removes them', async () => {
    const before = await rows();
    const id = await insertContent(
      db,
      CONTENT_TYPES.media,
      release('quillwort', new Date(Date.now() - 60_000).toISOString()),
    );
    expect(await syncContentIndex(db)).toEqual({ removed: 0, written: 1 });
    const after = await rows();
    const added = after.filter((row) => !before.some((old) => old.id === row.id));
    expect(added.map((row) => [row.source, row.item_id, row.lang]).sort()).toEqual([
      ['media', id, 'en'],
      ['media', id, 'hk'],
      ['media', id, 'zh'],
    ]);
    // Every other row is the very row it was (same identity: not deleted and written again).
    expect(after.filter((row) => before.some((old) => old.id === row.id))).toEqual(before);
    expect((await found('quillwort', 'en')).list).toEqual([expect.objectContaining({ source: 'media', id })]);

    await setPublishState(db, CONTENT_TYPES.media, id, 'draft');
    expect(await syncContentIndex(db)).toEqual({ removed: 1, written: 0 });
    expect(await rows()).toEqual(before);
    expect((await found('quillwort', 'en')).total).toBe(0);
  });

  it('an edit rewrites that item only, and a deletion removes it', async () => {
    const id = await insertContent(
      db,
      CONTENT_TYPES.media,
      release('bryophyte', new Date(Date.now() - 60_000).toISOString()),
    );
    await syncContentIndex(db);
    const before = await rows();
    await updateContent(db, CONTENT_TYPES.media, id, release('hornwort', new Date(Date.now() - 60_000).toISOString()));
    expect(await syncContentIndex(db)).toEqual({ removed: 1, written: 1 });
    const after = await rows();
    expect(after.filter((row) => row.item_id !== id || row.source !== 'media')).toEqual(
      before.filter((row) => row.item_id !== id || row.source !== 'media'),
    );
    expect((await found('bryophyte', 'en')).total).toBe(0);
    expect((await found('hornwort', 'en')).total).toBe(1);
    await deleteContent(db, CONTENT_TYPES.media, id);
    expect(await syncContentIndex(db)).toEqual({ removed: 1, written: 0 });
    expect((await found('hornwort', 'en')).total).toBe(0);
  });

  it('indexes a scheduled item when it is published and finds it from its moment on', async () => {
    const moment = new Date(Date.now() + 3_600_000);
    const id = await insertContent(db, CONTENT_TYPES.media, release('liverwort', moment.toISOString()));
    expect(await syncContentIndex(db)).toEqual({ removed: 0, written: 1 });
    expect((await found('liverwort', 'en', new Date(moment.getTime() - 1000))).total).toBe(0);
    expect((await found('liverwort', 'en', moment)).list).toEqual([expect.objectContaining({ id })]);
    // Reaching the moment writes nothing: the rows were there, waiting.
    expect(await syncContentIndex(db)).toEqual({ removed: 0, written: 0 });
  });

  it('indexes IR documents and filings with the labels the site shows, in three languages', async () => {
    for (const [q, lang] of [
      ['annual report', 'en'],
      ['年报', 'zh'],
      ['年報', 'hk'],
      ['年度报告', 'zh'],
    ] as const) {
      const answer = await found(q, lang);
      // The annual reports (report type) and the 20-F filings (SEC category "annual reports").
      expect({
        q,
        reports: answer.list.some((hit) => hit.source === 'financialReport'),
        filings: answer.counts.filing > 0,
      }).toEqual({ q, reports: true, filings: true });
    }
    const annual = await db.query<{ n: number }>(
      `select count(*)::int as n from financial_report where status = 'published' and report_type = 'annual'`,
    );
    const reports = await searchSite(db, { q: '年報', lang: 'hk', kind: 'document', page: 1, now: new Date() });
    expect(reports.list.filter((hit) => hit.source === 'financialReport').length).toBeGreaterThanOrEqual(
      Math.min(annual[0]!.n, 10),
    );
    const current = await db.query<{ n: number }>(
      `select count(*)::int as n from america_notice where status = 'published' and category = 'current'`,
    );
    expect(current[0]!.n).toBeGreaterThan(0);
    for (const [q, lang] of [
      ['current report', 'en'],
      ['6-K', 'en'],
      ['6-K', 'zh'],
      ['临时报告', 'zh'],
      ['臨時報告', 'hk'],
    ] as const) {
      const filings = await searchSite(db, { q, lang, kind: 'filing', page: 1, now: new Date() });
      expect({ q, lang, found: filings.total >= current[0]!.n }).toEqual({ q, lang, found: true });
    }
  });

  it("the operators' full rebuild gives the same documents", async () => {
    const before = (await rows()).map(({ source, item_id, lang }) => [source, item_id, lang].join()).sort();
    await rebuildContentIndex(db);
    expect((await rows()).map(({ source, item_id, lang }) => [source, item_id, lang].join()).sort()).toEqual(before);
    expect(await syncContentIndex(db)).toEqual({ removed: 0, written: 0 });
  });
});
