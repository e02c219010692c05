/**
 * Writes one backup archive (archiveFormat.ts) to a stream: the database's snapshot spooled to a
 * temporary folder first (databaseSnapshot.ts), then everything packed and gzipped as the stream
 * takes it. Files are read as they are packed, never whole, so a site with gigabytes of pictures
 * and release versions needs no more memory than one with none.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar, { type Pack } from 'tar-stream';
import type { Database } from '../db/database';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  HEADER_ENTRY,
  MANIFEST_ENTRY,
  SITE_PREFIX,
  safeEntryName,
  type ArchiveHeader,
  type ArchiveManifest,
  type BackupFile,
  type BackupFileSource,
  type EntrySum,
} from './archiveFormat';
import { snapshotDatabase } from './databaseSnapshot';

export interface BackupSummary {
  createdAt: string;
  migrationLevel: number;
  /** Bytes written to the stream (the gzipped archive). */
  bytes: number;
  rows: number;
  files: number;
  /** How long the database's snapshot transaction lasted (large unchanging values are read after it), the database's whole read, and the whole backup (ms). */
  transactionMs: number;
  snapshotMs: number;
  totalMs: number;
}

/** Packs a buffer; resolves once the pack has taken it (its reader's pace: backpressure). */
function addBuffer(pack: Pack, name: string, data: Buffer, mtime: Date): Promise<EntrySum> {
  return new Promise((resolve, reject) =>
    pack.entry({ name, size: data.byteLength, mtime }, data, (error) =>
      error
        ? reject(error)
        : resolve({ bytes: data.byteLength, sha256: createHash('sha256').update(data).digest('hex') }),
    ),
  );
}

/** Packs a file as it is read, hashing what goes in. */
async function addFile(pack: Pack, name: string, file: string, size: number, mtime: Date): Promise<EntrySum> {
  const hash = createHash('sha256');
  const sink = pack.entry({ name, size, mtime });
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(createReadStream(file), tap, sink);
  return { bytes: size, sha256: hash.digest('hex') };
}

const vanished = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

async function addSiteFile(pack: Pack, file: BackupFile, mtime: Date): Promise<EntrySum> {
  const name = SITE_PREFIX + file.name;
  if (!safeEntryName(name))
    throw new Error(`a site file with an unsafe name cannot be archived: ${JSON.stringify(file.name)}`);
  if ('data' in file) return addBuffer(pack, name, file.data, mtime);
  try {
    return await addFile(pack, name, file.path, file.size, mtime);
  } catch (error) {
    // Release versions never change once in place, but an old one may be pruned meanwhile: its
    // entry is then incomplete and the archive cannot be finished. Say which file, plainly.
    if (vanished(error))
      throw new Error(`${file.name} was deleted while the backup read it (a release pruned it): take the backup again`);
    throw error;
  }
}

/** Where spools are made: a spool left by a killed backup is found by this prefix (backupSchedule.ts). */
export const SPOOL_PREFIX = 'azi-backup-spool-';

/**
 * `out` may be given as a function: it is then opened only once the database is read, so a file
 * that cannot be written fails the backup, not the process, and nothing is opened for a failed read.
 */
export async function writeBackupArchive(
  db: Database,
  files: BackupFileSource | undefined,
  output: Writable | (() => Writable),
  now: () => Date = () => new Date(),
): Promise<BackupSummary> {
  const started = Date.now();
  const spoolDir = await mkdtemp(path.join(os.tmpdir(), SPOOL_PREFIX));
  try {
    const snapshot = await snapshotDatabase(db, spoolDir);
    const snapshotMs = Date.now() - started;
    // Listed after the snapshot: release files do not depend on the database, and the list is fresh.
    const siteFiles = files ? await files.list() : [];
    const createdAt = now();
    const header: ArchiveHeader = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      migrationLevel: snapshot.migrationLevel,
      database: snapshot.database,
    };
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.byteLength;
        done(null, chunk);
      },
    });
    const pack = tar.pack();
    const out = typeof output === 'function' ? output() : output;
    const written = pipeline(pack, createGzip({ level: 6 }), counter, out);
    const entries: Record<string, EntrySum> = {};
    try {
      await addBuffer(pack, HEADER_ENTRY, Buffer.from(JSON.stringify(header, null, 2)), createdAt);
      for (const chunk of snapshot.chunks)
        entries[chunk.name] = await addFile(pack, chunk.name, chunk.file, chunk.sum.bytes, createdAt);
      for (const file of siteFiles) {
        entries[SITE_PREFIX + file.name] = await addSiteFile(pack, file, createdAt);
      }
      const manifest: ArchiveManifest = { ...header, tables: snapshot.tables, sequences: snapshot.sequences, entries };
      await addBuffer(pack, MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)), createdAt);
      pack.finalize();
    } catch (error) {
      pack.destroy(error as Error);
      await written.catch(() => undefined);
      throw error;
    }
    await written;
    return {
      createdAt: header.createdAt,
      migrationLevel: header.migrationLevel,
      bytes,
      rows: snapshot.tables.reduce((sum, table) => sum + table.rows, 0),
      files: siteFiles.length,
      transactionMs: snapshot.transactionMs,
      snapshotMs,
      totalMs: Date.now() - started,
    };
  } finally {
    await rm(spoolDir, { recursive: true, force: true });
  }
}
