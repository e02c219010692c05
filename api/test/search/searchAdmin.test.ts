/**
 * The console's "Search" screen through the API: synonym lists that change the next search, and
 * what visitors searched for (counts only, with a floor).
 */
import { emailOf, signIn, startConsoleApp, type ConsoleTestApp } from '../helpers/consoleSession';
import { API } from '../helpers/testApp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';
import { runMaintenance } from '../../src/db/maintenance';
import { openDatabase } from '../../src/db/openDatabase';
import { pgliteImage } from '../helpers/pgliteImage';

type Synonym = { id: number; lang: string; terms: string[]; updatedBy: string | null };

describe.each(DATABASE_TARGETS)('search synonyms and queries in the console on %s', (target) => {
  let t: ConsoleTestApp;
  beforeAll(async () => {
    t = await startConsoleApp(target, { searchLimitPerMinute: 10_000 });
  });
  afterAll(async () => t.close());

  const search = async (q: string, lang: string, extra = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}/search?${new URLSearchParams({ q, lang })}${extra}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as { total: number; list: { title: string }[] };
  };

  it('starts with the seeded lists in three languages', async () => {
    const ir = await signIn(t.app, emailOf('ir'));
    const lists = (await ir.inject('GET', 'admin/search/synonyms')).json().data as Synonym[];
    expect(lists.find((list) => list.lang === 'zh' && list.terms.includes('股价'))?.terms).toEqual(
      expect.arrayContaining(['股票价格', '股票', 'share price']),
    );
    expect(lists.find((list) => list.lang === 'hk' && list.terms.includes('財報'))?.terms).toEqual(
      expect.arrayContaining(['財務報告', '年報', '業績']),
    );
    expect(lists.find((list) => list.lang === 'en' && list.terms.includes('IR'))?.terms).toEqual(
      expect.arrayContaining(['investor relations']),
    );
  });

  it('changes the next search when IR staff add, edit and delete a list', async () => {
    const ir = await signIn(t.app, emailOf('ir'));
    expect((await search('bourse', 'en')).total).toBe(0);
    const created = await ir.inject('POST', 'admin/search/synonyms', { lang: 'en', terms: ['bourse', 'Nasdaq'] });
    expect(created.statusCode).toBe(201);
    const list = created.json().data as Synonym;
    expect(list.updatedBy).toBe(emailOf('ir'));
    expect((await search('bourse', 'en')).total).toBeGreaterThan(0);
    // Only English searches read English lists.
    expect((await search('bourse', 'zh')).total).toBe(0);

    expect(
      (await ir.inject('PUT', `admin/search/synonyms/${list.id}`, { lang: 'en', terms: ['bourse', 'zzzz-nothing'] }))
        .statusCode,
    ).toBe(200);
    expect((await search('bourse', 'en')).total).toBe(0);
    expect(
      (await ir.inject('PUT', `admin/search/synonyms/${list.id}`, { lang: 'en', terms: ['bourse', 'Nasdaq'] }))
        .statusCode,
    ).toBe(200);
    expect((await search('bourse', 'en')).total).toBeGreaterThan(0);

    expect((await ir.inject('DELETE', `admin/search/synonyms/${list.id}`)).statusCode).toBe(200);
    expect((await search('bourse', 'en')).total).toBe(0);
  });

  it("refuses a list that says nothing, repeats a term or takes another list's, with the reason, and writes nothing", async () => {
    const ir = await signIn(t.app, emailOf('ir'));
    const before = (await ir.inject('GET', 'admin/search/synonyms')).json().data as Synonym[];
    const twice = await ir.inject('POST', 'admin/search/synonyms?lang=en', {
      lang: 'en',
      terms: ['bourse', ' Bourse '],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/twice/);
    const taken = await ir.inject('POST', 'admin/search/synonyms?lang=zh', { lang: 'hk', terms: ['股价', '證券價格'] });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('“股价”已在同一语言的另一个列表中，请编辑那个列表。');
    const one = await ir.inject('POST', 'admin/search/synonyms?lang=en', { lang: 'en', terms: ['bourse', ''] });
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toBe('A synonym list needs at least two different terms.');
    const gone = await ir.inject('PUT', 'admin/search/synonyms/999999?lang=en', { lang: 'en', terms: ['a1', 'b2'] });
    expect(gone.statusCode).toBe(404);
    expect((await ir.inject('GET', 'admin/search/synonyms')).json().data).toEqual(before);
  });

  it('is for admin and IR staff only', async () => {
    const media = await signIn(t.app, emailOf('media'));
    expect((await media.inject('GET', 'admin/search/synonyms')).statusCode).toBe(403);
    expect((await media.inject('POST', 'admin/search/synonyms', { lang: 'en', terms: ['a1', 'b2'] })).statusCode).toBe(
      403,
    );
    const admin = await signIn(t.app, emailOf('admin'));
    expect((await admin.inject('GET', 'admin/search/queries')).statusCode).toBe(200);
  });

  it('counts searches per language and result count, and shows only queries at or above the floor', async () => {
    for (let i = 0; i < 3; i++) await search('Nothingatall', 'en');
    await search('  nothingatall ', 'en');
    await search('nasdaq', 'en');
    await search('nasdaq', 'en');
    await search('nasdaq', 'en', '&page=2');
    await search('once-only-query', 'en');
    const ir = await signIn(t.app, emailOf('ir'));
    const stats = (await ir.inject('GET', 'admin/search/queries')).json().data as {
      top: { lang: string; query: string; searches: number; results: number }[];
      none: { query: string; searches: number }[];
    };
    expect(stats.none).toContainEqual(expect.objectContaining({ query: 'nothingatall', searches: 4, results: 0 }));
    expect(stats.top).toContainEqual(expect.objectContaining({ lang: 'en', query: 'nasdaq', searches: 2 }));
    expect(stats.top.find((row) => row.query === 'nasdaq')!.results).toBeGreaterThan(0);
    expect(stats.top.map((row) => row.query)).not.toContain('once-only-query');
  });
});

describe('search counts kept by maintenance', () => {
  it("deletes a finished day's queries under the floor and days past the window, and keeps the rest", async () => {
    const db = await openDatabase({ dataDir: 'memory://', image: await pgliteImage('migrated') });
    try {
      const { migrate } = await import('../../src/db/migrate');
      await migrate(db);
      await db.query(`insert into search_query_day (day, lang, query, results, searches) values
        (current_date - 1, 'en', 'typed once yesterday', 0, 1), (current_date - 1, 'en', 'twice yesterday', 0, 2),
        (current_date, 'en', 'once today', 0, 1), (current_date - 40, 'en', 'long ago', 3, 50)`);
      expect(await runMaintenance(db)).toMatchObject({ searchQueries: 2 });
      const left = await db.query<{ query: string }>('select query from search_query_day order by query');
      expect(left.map((row) => row.query)).toEqual(['once today', 'twice yesterday']);
    } finally {
      await db.close();
    }
  });
});
