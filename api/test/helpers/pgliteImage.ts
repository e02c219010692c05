/**
 * The PGlite images test databases start from, apart from testDatabases.ts (whose import asks for
 * PostgreSQL on CI): the site server's suites start the API on PGlite only and take theirs from here.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { markAllAnnounced } from '../../src/alerts/alertQueue';
import { migrate } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import { seedIfEmpty } from '../../src/db/seed/seed';
import { syncContentIndex } from '../../src/search/contentSync';
import { folderMadeOnce, pgliteVersion, prefillDataDir } from './pristineCluster';

/** `seeded`: migrated, seeded and indexed, as the API's start leaves it; `migrated`: the schema only, no rows. */
export type PgliteImageKind = 'seeded' | 'migrated';

const images: Partial<Record<PgliteImageKind, Promise<string>>> = {};
/**
 * A PGlite data folder migrated (and seeded as the API's start does it, startDatabase), closed:
 * a throw-away database starts as a copy of it (api/src/db/throwAwayCopy.ts), skipping the
 * engine's initdb (about 7 s of CPU), twenty-odd migrations and the seed that every start would
 * repeat. It is made from a copy of the pristine cluster (pristineCluster.ts) rather than by
 * initdb. Jest gives each test file a fresh module registry, so the folder is kept beside the
 * copies (RAM-backed where the machine allows), named after the code it comes from (the API's
 * and shared's sources, the PGlite version): every test file and worker of a run, and later runs
 * of the same code, copy it; changed code makes a new one and removes the old.
 */
export function pgliteImage(kind: PgliteImageKind): Promise<string> {
  return (images[kind] ??= folderMadeOnce(`azi-test-pglite-${kind}-`, sourceDigest(), async (building) => {
    const db = await openPglite(await prefillDataDir(building));
    try {
      await migrate(db);
      if (kind === 'seeded') {
        if (await seedIfEmpty(db)) await markAllAnnounced(db);
        // The API's start indexes what it finds; done here once, each start finds the index current.
        await syncContentIndex(db);
      }
    } finally {
      await db.close();
    }
  }));
}

/** The API's database options for a throw-away PGlite database that starts as a copy of the folder of `kind`. */
export async function throwAwayDatabase(
  kind: PgliteImageKind = 'seeded',
): Promise<{ dataDir: 'memory://'; databaseImage: string }> {
  return { dataDir: 'memory://', databaseImage: await pgliteImage(kind) };
}

/**
 * What the images depend on: every source file of the API and of shared, this file, and the engine's version.
 * The PostgreSQL suites name their migrated template database after it too (testDatabases.ts).
 */
export function sourceDigest(): string {
  return (digest ??= digestOfSources());
}
/** Read once per test file: both images and the PostgreSQL template ask for it. */
let digest: string | undefined;

function digestOfSources(): string {
  const hash = createHash('sha256');
  const repo = path.resolve(__dirname, '../../..');
  for (const dir of ['api/src', 'shared/src']) {
    const files = readdirSync(path.join(repo, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(ts|json)$/.test(name))
      .sort();
    for (const name of files) hash.update(name).update(readFileSync(path.join(repo, dir, name)));
  }
  // How the image is made (this file) is part of what it is.
  hash.update(readFileSync(__filename));
  hash.update(pgliteVersion());
  return hash.digest('hex').slice(0, 16);
}
