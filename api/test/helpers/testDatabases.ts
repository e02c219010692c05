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
import { pgliteImage, sourceDigest } from './pgliteImage';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** Options for buildApp / apiPlugin. */
  options: { dataDir?: string; databaseUrl?: string; databaseImage?: string };
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

/** TEST_DATABASE_PREFIX keeps the databases of parallel runs on one server apart by name. */
const PREFIX = process.env.TEST_DATABASE_PREFIX ?? 'azi_test';

function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Where a test's PostgreSQL database starts: empty (what a first start meets), or migrated. */
export type PostgresStart = 'empty' | 'migrated';

/**
 * A new PostgreSQL database of the test's own, dropped by `drop()`. `migrated` copies a template
 * database made once per run (see migratedTemplate): CREATE DATABASE … TEMPLATE takes about 80 ms,
 * where the twenty-odd migrations take about 600 ms in each of some sixty files.
 */
export async function createPostgresDatabase(start: PostgresStart = 'empty'): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const template = start === 'migrated' ? await migratedTemplate() : undefined;
  const name = `${PREFIX}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  return {
    name: 'postgres',
    options: { databaseUrl: databaseUrl(name) },
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

let template: Promise<string> | undefined;
/**
 * The name of a PostgreSQL database migrated by this code's migrations, made by the first test file
 * of a run that asks (the others wait on an advisory lock) and kept for later runs of the same code,
 * as the PGlite images are (named after the same digest; templates of other code are dropped). It
 * is built under another name and renamed when whole, and nobody stays connected to it, so copies
 * of it can be made at any time.
 */
function migratedTemplate(): Promise<string> {
  return (template ??= (async () => {
    const name = `${PREFIX}_template_${sourceDigest()}`;
    const admin = new Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock(hashtext($1))', [`${PREFIX}_template`]);
      const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
        `${PREFIX}_template_%`,
      ]);
      if (rows.some((row) => row.datname === name)) return name;
      for (const row of rows)
        await admin.query(`drop database if exists ${row.datname} with (force)`).catch(() => undefined);
      const building = `${name}_building`;
      await admin.query(`create database ${building}`);
      const db = await openDatabase({ dataDir: 'memory://', databaseUrl: databaseUrl(building) });
      try {
        await migrate(db);
      } finally {
        await db.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await admin.end();
    }
  })());
}

export function pgliteInMemory(databaseImage?: string): TestDatabase {
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
 * A fresh database of `name`, as a test's own, migrated: PGlite from an image (pgliteImage), and
 * seeded too with `seeded`; PostgreSQL from the migrated template, not seeded (the API's start
 * seeds it in a moment).
 */
export async function createTestDatabase(name: 'pglite' | 'postgres', { seeded = false } = {}): Promise<TestDatabase> {
  if (name === 'postgres') return createPostgresDatabase('migrated');
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
