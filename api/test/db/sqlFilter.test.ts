import type { Database, SqlValue } from '../../src/db/database';
import { containsText, publishedInYear, whereAll } from '../../src/db/sqlFilter';
import { createTestDatabase, DATABASE_TARGETS, openTestDatabase, type TestDatabase } from '../helpers/testDatabases';

jest.setTimeout(60_000);

const TITLES = [
  'Revenue up 100% in 2024',
  'Revenue up 1000 times',
  'a_b filing',
  'axb filing',
  'back\\slash',
  'backslash',
  'AUTOZI news',
];

describe.each(DATABASE_TARGETS)('SQL filters on %s', (target) => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase(target);
    db = await openTestDatabase(database);
    await db.query(
      `create table filter_probe (id serial primary key, title text not null, summary text not null, published_on date not null)`,
    );
    for (const [index, title] of TITLES.entries()) {
      await db.query(`insert into filter_probe (title, summary, published_on) values ($1, $2, $3)`, [
        title,
        index === 1 ? 'see 100% of it' : '',
        `${2020 + index}-06-01`,
      ]);
    }
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  async function titles(build: (params: SqlValue[]) => string[]): Promise<string[]> {
    const params: SqlValue[] = [];
    const where = whereAll(build(params));
    const rows = await db.query<{ title: string }>(`select title from filter_probe ${where} order by id`, params);
    return rows.map((row) => row.title);
  }

  it('finds a text with % or _ only where those characters stand, in any of the columns', async () => {
    expect(await titles((p) => [containsText(p, ['title'], '100%')])).toEqual(['Revenue up 100% in 2024']);
    expect(await titles((p) => [containsText(p, ['title', 'summary'], '100%')])).toEqual([
      'Revenue up 100% in 2024',
      'Revenue up 1000 times',
    ]);
    expect(await titles((p) => [containsText(p, ['title'], 'a_b')])).toEqual(['a_b filing']);
    expect(await titles((p) => [containsText(p, ['title'], 'k\\s')])).toEqual(['back\\slash']);
  });

  it('ignores case', async () => {
    expect(await titles((p) => [containsText(p, ['title'], 'autozi')])).toEqual(['AUTOZI news']);
  });

  it('joins conditions with and, each with its own parameter, and filters nothing without one', async () => {
    expect(await titles((p) => [containsText(p, ['title'], 'filing'), publishedInYear(p, 2023)])).toEqual([
      'axb filing',
    ]);
    expect(await titles(() => [])).toEqual(TITLES);
  });
});
