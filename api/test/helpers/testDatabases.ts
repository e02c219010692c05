/**
 * The databases every API test runs against: PGlite in memory always, and a fresh PostgreSQL
 * database per test file when TEST_DATABASE_URL is set (created here, dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { openDatabase } from '../../src/db/openDatabase';
import { seedIfEmpty } from '../../src/db/seed/seed';
import { syncContentIndex } from '../../src/search/contentSync';
import { type MachinePart, requiredOnCi } from '@azi/shared/testing/machinePart';
import { pgliteImage } from './pgliteImage';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** Options for buildApp / apiPlugin. */
  options: { dataDir?: string; databaseUrl?: string; databaseImage?: ArrayBuffer };
  drop(): Promise<void>;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** The PostgreSQL server as a machine part: CI must have it, a developer's machine may not. */
export const POSTGRES: MachinePart = {
  name: 'a PostgreSQL server (TEST_DATABASE_URL)',
  present: !!TEST_DATABASE_URL,
  how: 'bash api/scripts/start-test-postgres.sh prints the line to export',
};

// Every suite that runs on both databases imports this file: on CI without the server they fail
// here, at once, instead of passing on PGlite alone.
if (requiredOnCi(POSTGRES))
  throw new Error(`CI runs the API suites on PostgreSQL too, and ${POSTGRES.name} is missing: ${POSTGRES.how}`);

export async function createPostgresDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  // TEST_DATABASE_PREFIX keeps the databases of parallel runs on one server apart by name.
  const name = `${process.env.TEST_DATABASE_PREFIX ?? 'azi_test'}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    name: 'postgres',
    options: { databaseUrl: url.toString() },
    drop: async () => {
      const client = new Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        // An autovacuum worker (a superuser's backend) busy on the database after a large write
        // cannot be terminated by the test role (42501): wait for it to finish and try again.
        for (let attempt = 1; ; attempt += 1) {
          try {
            await client.query(`drop database if exists ${name} with (force)`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== '42501' || attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

export function pgliteInMemory(databaseImage?: ArrayBuffer): TestDatabase {
  return {
    name: 'pglite',
    options: { dataDir: 'memory://', ...(databaseImage && { databaseImage }) },
    drop: async () => undefined,
  };
}

/** The targets of describe.each: PGlite, plus PostgreSQL when configured. */
export const DATABASE_TARGETS: readonly ['pglite' | 'postgres'][] = TEST_DATABASE_URL
  ? [['pglite'], ['postgres']]
  : [['pglite']];

/**
 * A fresh database of `name`, as a test's own. PGlite starts migrated (an image, pgliteImage), and
 * seeded too with `seeded`; a PostgreSQL database starts empty (its migrate takes a moment).
 */
export async function createTestDatabase(name: 'pglite' | 'postgres', { seeded = false } = {}): Promise<TestDatabase> {
  if (name === 'postgres') return createPostgresDatabase();
  return pgliteInMemory(await pgliteImage(seeded ? 'seeded' : 'migrated'));
}

/** Opens `database` as the API would (PGlite in memory, or the PostgreSQL database made for the file). */
export function openTestDatabase(database: TestDatabase): Promise<Database> {
  return openDatabase({
    dataDir: database.options.dataDir ?? 'memory://',
    databaseUrl: database.options.databaseUrl,
    image: database.options.databaseImage,
  });
}

/**
 * A migrated database of `target` for the suite around the call: opened before its tests, closed
 * and dropped after them. Read `.db` inside the tests.
 */
export function suiteDatabase(target: 'pglite' | 'postgres'): { readonly db: Database } {
  let database: TestDatabase;
  const handle = { db: undefined as unknown as Database };
  beforeAll(async () => {
    database = await createTestDatabase(target);
    handle.db = await openTestDatabase(database);
    await migrate(handle.db);
  });
  afterAll(async () => {
    await handle.db.close();
    await database.drop();
  });
  return handle;
}

/** A fresh database with the seed, opened as the API would and its content indexed: where the search suites start. */
export async function openIndexedDatabase(
  target: 'pglite' | 'postgres',
): Promise<{ database: TestDatabase; db: Database }> {
  const database = await createTestDatabase(target);
  const db = await openTestDatabase(database);
  await migrate(db);
  await seedIfEmpty(db);
  await syncContentIndex(db);
  return { database, db };
}
