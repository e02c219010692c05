/**
 * The database half of a restore, in one transaction: the schema is made anew at the archive's
 * level (the same migrations, so the same tables, functions and indexes), every table emptied,
 * then filled from the archive's rows with their own ids, and each sequence set where it stood.
 * Foreign keys are checked once, at the end, so chunks may come in any order. A failure anywhere
 * rolls it all back: on PostgreSQL the database is as it was; on PGlite the restore works in a new
 * folder that only replaces the old one once it is complete (restoreSite.ts).
 */
import type { Queryable } from '../db/database';
import { createSchemaAt } from '../db/migrate';
import { ArchiveRefused, DB_PREFIX, PLAIN_IDENTIFIER, type ArchiveManifest, type TableDump } from './archiveFormat';
import { schemaTables } from './databaseSnapshot';

/** Rows go in by batches of about this much JSON. */
const BATCH_BYTES = 2 * 1024 * 1024;
export const CHUNK_MAX_BYTES = 1024 * 1024 * 1024;

const quote = (identifier: string) => {
  if (!PLAIN_IDENTIFIER.test(identifier))
    throw new ArchiveRefused(
      `the archive names a table or column that is not a plain identifier: ${JSON.stringify(identifier)}`,
    );
  return `"${identifier}"`;
};

/** The schema's foreign keys, by table. */
function foreignKeys(tx: Queryable): Promise<{ tbl: string; name: string }[]> {
  return tx.query<{ tbl: string; name: string }>(
    `select cl.relname as tbl, c.conname as name from pg_constraint c join pg_class cl on cl.oid = c.conrelid
      where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`,
  );
}

/** Empties the schema in use and makes it again at `level`. */
export async function prepareSchema(tx: Queryable, level: number): Promise<Map<string, string[]>> {
  const [{ schema } = { schema: 'public' }] = await tx.query<{ schema: string }>('select current_schema() as schema');
  await tx.query(`drop schema ${quote(schema)} cascade`);
  await tx.query(`create schema ${quote(schema)}`);
  await createSchemaAt(tx, level);
  const tables = new Map((await schemaTables(tx)).map((table) => [table.name, table.columns]));
  // Migrations seed rows (the FAQ, the launch content's settings): the archive's rows replace them.
  await tx.query(`truncate table ${[...tables.keys()].map(quote).join(', ')} restart identity`);
  // Checked at commit instead of row by row, so tables load in the archive's order.
  const keys = await foreignKeys(tx);
  for (const key of keys)
    await tx.query(`alter table ${quote(key.tbl)} alter constraint ${quote(key.name)} deferrable initially deferred`);
  return tables;
}

/** The tables of the archive, checked against the schema the restore just made. */
export function tablesToLoad(manifest: ArchiveManifest, schema: Map<string, string[]>): Map<string, TableDump> {
  const byChunk = new Map<string, TableDump>();
  for (const table of manifest.tables) {
    const columns = schema.get(table.name);
    if (!columns)
      throw new ArchiveRefused(
        `the archive holds a table ${table.name} that schema level ${manifest.migrationLevel} does not have`,
      );
    if (columns.join(',') !== table.columns.join(','))
      throw new ArchiveRefused(
        `the archive's columns of ${table.name} differ from schema level ${manifest.migrationLevel}'s`,
      );
    for (const chunk of table.chunks) byChunk.set(chunk, table);
  }
  return byChunk;
}

async function insertBatch(tx: Queryable, table: TableDump, lines: string[]): Promise<void> {
  if (lines.length === 0) return;
  const columns = table.columns.map(quote).join(', ');
  await tx.query(
    `insert into ${quote(table.name)} (${columns}) select ${columns} from json_populate_recordset(null::${quote(table.name)}, $1::json)`,
    [`[${lines.join(',')}]`],
  );
}

/** Loads one chunk entry of `table` (read whole: a chunk is a few MB, or one large row). */
export async function loadChunk(tx: Queryable, table: TableDump, data: Buffer): Promise<number> {
  const text = data.toString('utf8');
  let batch: string[] = [];
  let batchBytes = 0;
  let rows = 0;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    batch.push(line);
    batchBytes += line.length;
    rows += 1;
    if (batchBytes >= BATCH_BYTES) {
      await insertBatch(tx, table, batch);
      batch = [];
      batchBytes = 0;
    }
  }
  await insertBatch(tx, table, batch);
  return rows;
}

/** After the last chunk: keys checked, counts compared with the manifest, sequences set. */
export async function finishDatabase(
  tx: Queryable,
  manifest: ArchiveManifest,
  loaded: Map<string, number>,
): Promise<void> {
  await tx.query('set constraints all immediate');
  const keys = await foreignKeys(tx);
  for (const key of keys)
    await tx.query(`alter table ${quote(key.tbl)} alter constraint ${quote(key.name)} not deferrable`);
  for (const table of manifest.tables) {
    const [row] = await tx.query<{ n: string | number }>(`select count(*) as n from ${quote(table.name)}`);
    if (Number(row?.n) !== table.rows || (loaded.get(table.name) ?? 0) !== table.rows) {
      throw new ArchiveRefused(
        `${table.name}: the manifest counts ${table.rows} rows, ${Number(row?.n)} were restored`,
      );
    }
  }
  for (const sequence of manifest.sequences) {
    quote(sequence.column);
    if (!/^\d+$/.test(sequence.lastValue))
      throw new ArchiveRefused(`the sequence of ${sequence.table}.${sequence.column} has no valid value`);
    await tx.query(`select setval(pg_get_serial_sequence($1, $2), $3::bigint, $4)`, [
      quote(sequence.table),
      sequence.column,
      sequence.lastValue,
      sequence.isCalled === true,
    ]);
  }
}

export const isDatabaseEntry = (name: string) => name.startsWith(DB_PREFIX);
