/**
 * The PGlite images test databases start from, apart from testDatabases.ts (whose import asks for
 * PostgreSQL on CI): the site server's suites start the API on PGlite only and take theirs from here.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { markAllAnnounced } from '../../src/alerts/alertQueue';
import { migrate } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import { seedIfEmpty } from '../../src/db/seed/seed';
import { syncContentIndex } from '../../src/search/contentSync';

/** `seeded`: migrated, seeded and indexed, as the API's start leaves it; `migrated`: the schema only, no rows. */
export type PgliteImageKind = 'seeded' | 'migrated';

const images: Partial<Record<PgliteImageKind, Promise<ArrayBuffer>>> = {};
/**
 * A PGlite database migrated (and seeded as the API's start does it, startDatabase), as an image:
 * a throw-away database starts from a copy of it, skipping the engine's initdb (about 4 s of CPU),
 * twenty-odd migrations and the seed that every start would repeat. Jest gives each test file a
 * fresh module registry, so the image is kept in a file of the temporary folder, named after the
 * code it comes from (the API's and shared's sources, the PGlite version): every test file and
 * worker of a run, and later runs of the same code, read it in milliseconds; changed code makes a new one.
 */
export function pgliteImage(kind: PgliteImageKind): Promise<ArrayBuffer> {
  return (images[kind] ??= (async () => {
    const file = path.join(os.tmpdir(), `azi-test-pglite-${kind}-${sourceDigest()}.tar`);
    try {
      const bytes = await readFile(file);
      return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    } catch {
      // Not made yet for this code: made below.
    }
    const db = await openPglite('memory://');
    let image: ArrayBuffer;
    try {
      await migrate(db);
      if (kind === 'seeded') {
        if (await seedIfEmpty(db)) await markAllAnnounced(db);
        // The API's start indexes what it finds; done here once, each start finds the index current.
        await syncContentIndex(db);
      }
      image = await db.image!();
    } finally {
      await db.close();
    }
    // Written aside and renamed: a worker reading at the same moment sees all of it or nothing.
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, new Uint8Array(image));
    await rename(partial, file);
    return image;
  })());
}

/** The API's database options for a throw-away PGlite database that starts from the image of `kind`. */
export async function throwAwayDatabase(
  kind: PgliteImageKind = 'seeded',
): Promise<{ dataDir: 'memory://'; databaseImage: ArrayBuffer }> {
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
  const engine = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  hash.update((JSON.parse(readFileSync(engine, 'utf8')) as { version: string }).version);
  return hash.digest('hex').slice(0, 16);
}
