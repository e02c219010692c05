/**
 * Job openings in site search (issue 56): found by a word of their duties or requirements, in
 * each language, linked to their page, and gone from the results once their validThrough has
 * passed, without any write in between (the index keeps the moment, a search compares it).
 */
import { searchResultPath } from '@azi/shared/routing/searchResultPath';
import type { Lang } from '@azi/shared/i18n/languages';
import { CONTENT_TYPES } from '../../src/content/contentTypes';
import { insertContent, type ContentInput } from '../../src/content/contentWriter';
import type { Database } from '../../src/db/database';
import { syncContentIndex } from '../../src/search/contentSync';
import { searchSite } from '../../src/search/searchSite';
import { DATABASE_TARGETS, openIndexedDatabase, type TestDatabase } from '../helpers/testDatabases';

const HOUR = 3600_000;

describe.each(DATABASE_TARGETS)('job openings in site search on %s', (target) => {
  let database: TestDatabase;
  let db: Database;
  const found = (q: string, lang: Lang, now = new Date(), kind?: 'job') =>
    searchSite(db, { q, lang, page: 1, now, ...(kind ? { kind } : {}) });

  beforeAll(async () => {
    ({ database, db } = await openIndexedDatabase(target));
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await database.drop();
  });

  it('finds a seeded position by a word of its requirements only, in each language, and links it to its page', async () => {
    // Job 1's requirements ask for the PRC legal professional qualification; its title and summary do not say so.
    for (const [q, lang] of [
      ['legal professional qualification', 'en'],
      ['法律职业资格', 'zh'],
      ['法律職業資格', 'hk'],
    ] as const) {
      const answer = await found(q, lang, new Date(), 'job');
      const hit = answer.list.find((result) => result.source === 'job' && result.id === 1);
      expect({ q, path: hit && searchResultPath(hit, lang, 'desktop') }).toEqual({
        q,
        path: `${lang === 'zh' ? '' : `/${lang}`}/job_detail?id=1`,
      });
    }
  });

  it('finds openings by the words their cards show: family, city and employment type', async () => {
    const engineering = await found('Engineering Beijing', 'en', new Date(), 'job');
    expect(engineering.list.map((hit) => hit.id).sort()).toEqual([6, 7, 8]);
    const zh = await found('技术研发', 'zh', new Date(), 'job');
    expect(zh.list.map((hit) => hit.id).sort()).toEqual([6, 7, 8]);
    expect((await found('全職', 'hk', new Date(), 'job')).counts.job).toBe(8);
  });

  it('stops finding an opening once its validThrough has passed, with no write in between', async () => {
    const validThrough = new Date(Date.now() + HOUR);
    const input = {
      title: { zh: '仓储主管', hk: '倉儲主管', en: 'Warehouse lead' },
      summary: { zh: '管理仓库', hk: '管理倉庫', en: 'Run the warehouse' },
      date: '2026-11-28',
      category: 'business',
      duties: { zh: '盘点库存', hk: '盤點庫存', en: 'Count the stock' },
      requirements: { zh: '熟悉叉车', hk: '熟悉叉車', en: 'Forklift licence' },
      publishAt: new Date(Date.now() - HOUR).toISOString(),
      validThrough: validThrough.toISOString(),
    } as ContentInput;
    const id = await insertContent(db, CONTENT_TYPES.job, input);
    expect(await syncContentIndex(db)).toEqual({ removed: 0, written: 1 });
    const before = new Date(validThrough.getTime() - 1000);
    expect((await found('forklift', 'en', before)).list).toEqual([expect.objectContaining({ source: 'job', id })]);
    expect((await found('叉车', 'zh', before)).list).toEqual([expect.objectContaining({ source: 'job', id })]);
    expect((await found('forklift', 'en', validThrough)).total).toBe(0);
    expect((await found('叉車', 'hk', validThrough)).total).toBe(0);
    expect((await found('forklift', 'en', validThrough, 'job')).counts.job).toBe(0);
    // The moment passed without a write: the index had nothing to do.
    expect(await syncContentIndex(db)).toEqual({ removed: 0, written: 0 });
  });
});
