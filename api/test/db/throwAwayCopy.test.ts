import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import { throwAwayRoot } from '../../src/db/throwAwayCopy';
import { pgliteImage } from '../helpers/pgliteImage';
import { prefillDataDir } from '../helpers/pristineCluster';

jest.setTimeout(60_000);

/** This process's throw-away copies (other test workers make theirs in the same folder meanwhile). */
const copiesNow = () =>
  readdirSync(throwAwayRoot()).filter((name) => name.startsWith(`azi-pglite-throwaway-${process.pid}-`));
/** How many tables named job_lease (one of the API's) the database has. */
const ourTables = async (db: Awaited<ReturnType<typeof openPglite>>) =>
  (
    await db.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'job_lease'",
    )
  )[0]!.n;

test('a throw-away database is a copy of its image with a small buffer pool, and its copy goes when it closes', async () => {
  const before = copiesNow();
  const db = await openPglite('memory://', await pgliteImage('migrated'));
  const made = copiesNow().filter((name) => !before.includes(name));
  expect(made).toHaveLength(1);
  expect(await ourTables(db)).toBe(1);
  expect((await db.query<{ shared_buffers: string }>('show shared_buffers'))[0]!.shared_buffers).toBe('16MB');
  await db.close();
  expect(copiesNow()).not.toContain(made[0]);
});

test("a prefilled data folder is the engine's fresh cluster: no table of ours until migrated, the engine's own buffer pool", async () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'azi-prefill-')), 'data');
  try {
    await prefillDataDir(dir);
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    const db = await openPglite(dir);
    try {
      expect(await ourTables(db)).toBe(0);
      await migrate(db);
      expect(await ourTables(db)).toBe(1);
      expect((await db.query<{ shared_buffers: string }>('show shared_buffers'))[0]!.shared_buffers).toBe('128MB');
    } finally {
      await db.close();
    }
    await expect(prefillDataDir(dir)).rejects.toThrow(/is not empty/);
  } finally {
    rmSync(path.dirname(dir), { recursive: true, force: true });
  }
});
