/**
 * The database half of a backup: every table read inside one REPEATABLE READ, READ ONLY transaction
 * (one snapshot: a lead committed before it began is in it, one committed after is not, and no row
 * is half of each), written as JSON-lines chunks to a spool folder on local disk. Spooling first
 * keeps the transaction as short as the disk allows, whatever the speed of whoever downloads the
 * archive: on PGlite, whose one connection every other query waits for, that is what lets the site
 * go on serving and writing. Rows are read through a cursor, a batch at a time, so memory stays
 * bounded by a chunk and a batch however large the tables are.
 */
import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database, Queryable, SqlValue } from '../db/database';
import {
  DB_PREFIX,
  PLAIN_IDENTIFIER,
  TABLES_LEFT_OUT,
  type EntrySum,
  type SequenceValue,
  type TableDump,
} from './archiveFormat';

/** A chunk entry closes past this many bytes (a single larger row still makes one chunk). */
const CHUNK_BYTES = 4 * 1024 * 1024;
const FETCH_ROWS = 100;

export interface SpooledChunk {
  name: string;
  file: string;
  sum: EntrySum;
}

export interface DatabaseSnapshot {
  migrationLevel: number;
  database: Database['kind'];
  tables: TableDump[];
  sequences: SequenceValue[];
  chunks: SpooledChunk[];
  /** How long the snapshot's transaction lasted (what PGlite's other queries waited for at most), ms. */
  transactionMs: number;
}

const quote = (identifier: string) => {
  if (!PLAIN_IDENTIFIER.test(identifier))
    throw new Error(`unexpected identifier in the schema: ${JSON.stringify(identifier)}`);
  return `"${identifier}"`;
};

/** Base tables of the schema in use, and their stored columns. */
export async function schemaTables(tx: Queryable): Promise<{ name: string; columns: string[] }[]> {
  const rows = await tx.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const row of rows) tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
  return [...tables].map(([name, columns]) => ({ name, columns }));
}

class ChunkWriter {
  private out: WriteStream | undefined;
  private hash = createHash('sha256');
  private bytes = 0;
  private count = 0;
  readonly chunks: SpooledChunk[] = [];

  constructor(
    private readonly spoolDir: string,
    private readonly table: string,
  ) {}

  /** A write that failed (a full or missing disk): told to the backup, never thrown as the process's. */
  private failed: Error | undefined;

  async add(line: string): Promise<void> {
    if (this.failed) throw this.failed;
    if (!this.out) this.open();
    const data = Buffer.from(`${line}\n`, 'utf8');
    this.hash.update(data);
    this.bytes += data.byteLength;
    if (!this.out!.write(data)) {
      const out = this.out!;
      await new Promise<void>((resolve, reject) => {
        out.once('drain', () => resolve());
        out.once('error', reject);
      });
    }
    if (this.bytes >= CHUNK_BYTES) await this.close();
  }

  private open(): void {
    this.count += 1;
    const name = `${DB_PREFIX}${this.table}/${String(this.count).padStart(6, '0')}.jsonl`;
    const file = path.join(this.spoolDir, `${this.table}-${this.count}.jsonl`);
    this.out = createWriteStream(file);
    this.out.on('error', (error) => (this.failed ??= error));
    this.chunks.push({ name, file, sum: { bytes: 0, sha256: '' } });
  }

  /** After a failure elsewhere: the open file let go. */
  discard(): void {
    this.out?.destroy();
    this.out = undefined;
  }

  async close(): Promise<void> {
    const out = this.out;
    if (!out) return;
    if (this.failed) {
      this.discard();
      throw this.failed;
    }
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    this.chunks[this.chunks.length - 1]!.sum = { bytes: this.bytes, sha256: this.hash.digest('hex') };
    this.out = undefined;
    this.hash = createHash('sha256');
    this.bytes = 0;
  }
}

async function dumpTable(
  tx: Queryable,
  spoolDir: string,
  table: { name: string; columns: string[] },
  leaveOut?: string,
): Promise<{ rows: number; chunks: SpooledChunk[] }> {
  const writer = new ChunkWriter(spoolDir, leaveOut ? `${table.name}.keys` : table.name);
  const columns = table.columns
    .filter((column) => column !== leaveOut)
    .map(quote)
    .join(', ');
  await tx.query(
    `declare azi_backup_rows no scroll cursor for select row_to_json(r)::text as line from (select ${columns} from ${quote(table.name)}) r`,
  );
  let rows = 0;
  try {
    for (;;) {
      const batch = await tx.query<{ line: string }>(`fetch forward ${FETCH_ROWS} from azi_backup_rows`);
      for (const row of batch) await writer.add(row.line);
      rows += batch.length;
      if (batch.length < FETCH_ROWS) break;
    }
    await tx.query('close azi_backup_rows');
    await writer.close();
  } catch (error) {
    writer.discard();
    throw error;
  }
  return { rows, chunks: writer.chunks };
}

/** Identity and serial columns' sequences, read in the snapshot (never below any id it holds). */
async function sequenceValues(tx: Queryable): Promise<SequenceValue[]> {
  const owned = await tx.query<{ table_name: string; column_name: string; seq: string }>(
    `select table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) as seq
       from information_schema.columns
      where table_schema = current_schema() and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null
      order by table_name, column_name`,
  );
  const values: SequenceValue[] = [];
  for (const { table_name, column_name, seq } of owned) {
    if (TABLES_LEFT_OUT.includes(table_name)) continue;
    // `seq` is PostgreSQL's own quoted name of the sequence, never text from outside.
    const [state] = await tx.query<{ last_value: string | number; is_called: boolean }>(
      `select last_value::text as last_value, is_called from ${seq}`,
    );
    if (state)
      values.push({
        table: table_name,
        column: column_name,
        lastValue: String(state.last_value),
        isCalled: state.is_called,
      });
  }
  return values;
}

/**
 * Large values written once and never changed (a picture's variants, an uploaded PDF): the snapshot
 * holds their rows without them, and they are read afterwards one row per query, so on PGlite the
 * site's own queries go on between them instead of waiting for gigabytes to be read. A row deleted
 * in between (a picture deleted during the backup) fails the backup, which says so.
 */
const READ_AFTER: Record<string, { keys: string[]; column: string }> = {
  picture_variant: { keys: ['picture_id', 'width', 'format'], column: 'data' },
  document: { keys: ['id'], column: 'data' },
};

/** The rows spooled without their large value, completed with it into the table's real chunks. */
async function completeRows(
  db: Database,
  spoolDir: string,
  table: string,
  partial: SpooledChunk[],
): Promise<SpooledChunk[]> {
  const { keys, column } = READ_AFTER[table]!;
  const writer = new ChunkWriter(spoolDir, table);
  const where = keys.map((key, i) => `${quote(key)} = $${i + 1}`).join(' and ');
  try {
    await completeChunks(db, table, column, keys, where, partial, writer);
  } catch (error) {
    writer.discard();
    throw error;
  }
  return writer.chunks;
}

async function completeChunks(
  db: Database,
  table: string,
  column: string,
  keys: string[],
  where: string,
  partial: SpooledChunk[],
  writer: ChunkWriter,
): Promise<void> {
  for (const chunk of partial) {
    for (const line of (await readFile(chunk.file, 'utf8')).split('\n')) {
      if (line === '') continue;
      const row = JSON.parse(line) as Record<string, SqlValue>;
      const [found] = await db.query<{ value: string }>(
        `select to_json(${quote(column)})::text as value from ${quote(table)} where ${where}`,
        keys.map((key) => row[key] ?? null),
      );
      if (!found)
        throw new Error(
          `a row of ${table} was deleted while the backup read it (a picture or PDF deleted meanwhile): take the backup again`,
        );
      // The row's JSON with the value added as PostgreSQL wrote it, never parsed again.
      await writer.add(`${line.slice(0, -1)},${JSON.stringify(column)}:${found.value}}`);
    }
    await rm(chunk.file, { force: true });
  }
  await writer.close();
}

export async function snapshotDatabase(db: Database, spoolDir: string): Promise<DatabaseSnapshot> {
  const began = Date.now();
  const snapshot = await db.transaction(async (tx) => {
    // The first statement of the transaction: every read below sees the same moment.
    await tx.query('set transaction isolation level repeatable read, read only');
    const [level] = await tx.query<{ level: number | null }>('select max(version) as level from schema_migration');
    const tables: TableDump[] = [];
    const chunks: SpooledChunk[] = [];
    for (const table of await schemaTables(tx)) {
      if (TABLES_LEFT_OUT.includes(table.name)) continue;
      const dump = await dumpTable(tx, spoolDir, table, READ_AFTER[table.name]?.column);
      tables.push({
        name: table.name,
        columns: table.columns,
        rows: dump.rows,
        chunks: dump.chunks.map((chunk) => chunk.name),
      });
      chunks.push(...dump.chunks);
    }
    const sequences = await sequenceValues(tx);
    return {
      migrationLevel: Number(level?.level ?? 0),
      database: db.kind,
      tables,
      sequences,
      chunks,
      transactionMs: 0,
    };
  });
  snapshot.transactionMs = Date.now() - began;
  for (const table of snapshot.tables) {
    if (!READ_AFTER[table.name]) continue;
    const partial = snapshot.chunks.filter((chunk) => table.chunks.includes(chunk.name));
    const complete = await completeRows(db, spoolDir, table.name, partial);
    snapshot.chunks = [...snapshot.chunks.filter((chunk) => !partial.includes(chunk)), ...complete];
    table.chunks = complete.map((chunk) => chunk.name);
  }
  return snapshot;
}
