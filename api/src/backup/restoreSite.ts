/**
 * `npm run restore`: a verified archive into a stopped site's data. The database is restored in
 * one transaction (restoreDatabase.ts): into PostgreSQL in place (DATABASE_URL), or into a new
 * PGlite folder beside the old one that takes its place only once complete. The site folder's
 * release files are written to a staging folder in the same pass and moved into place after the
 * commit. What was there before is kept aside (`*.before-restore-<time>`), never deleted: the
 * operator removes it once the restored site is checked.
 */
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from '../db/dataDirLock';
import type { Database } from '../db/database';
import { CODE_MIGRATION_LEVEL } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import {
  ArchiveRefused,
  safeEntryName,
  SITE_PREFIX,
  SITE_ROOTS,
  type ArchiveManifest,
  type EntrySum,
} from './archiveFormat';
import { forEachEntry, readAll, verifyArchive } from './archiveReader';
import {
  CHUNK_MAX_BYTES,
  finishDatabase,
  isDatabaseEntry,
  loadChunk,
  prepareSchema,
  tablesToLoad,
} from './restoreDatabase';

export interface RestoreTarget {
  /** A PostgreSQL server: restored in place (every other connection must be gone). */
  databaseUrl?: string;
  /** Otherwise this PGlite folder (empty, missing or an existing site's). */
  dataDir: string;
  /** The site folder whose release files (remotes/, remotes.json, releases.json) are replaced. */
  siteDir: string;
  /** PostgreSQL only: restore although other sessions are connected. */
  force?: boolean;
  now?: Date;
}

export interface RestoreSummary {
  manifest: ArchiveManifest;
  rows: number;
  files: number;
  /** Where the data that was there before now is (kept, not deleted). */
  keptAside: string[];
  verifyMs: number;
  restoreMs: number;
}

const stampOf = (now: Date) => now.toISOString().replace(/[:.]/g, '-');
const hexOf = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function matches(manifest: ArchiveManifest, name: string, sum: EntrySum): void {
  const expected = manifest.entries[name];
  if (!expected || expected.bytes !== sum.bytes || expected.sha256 !== sum.sha256)
    throw new ArchiveRefused(`${name} changed since the archive was checked: restore stopped, nothing replaced`);
}

async function writeEntry(stream: Readable, file: string): Promise<EntrySum> {
  mkdirSync(path.dirname(file), { recursive: true });
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.byteLength;
      done(null, chunk);
    },
  });
  await pipeline(stream, tap, createWriteStream(file));
  return { bytes, sha256: hash.digest('hex') };
}

async function otherSessions(db: Database): Promise<number> {
  const [row] = await db.query<{ n: string | number }>(
    `select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  return Number(row?.n ?? 0);
}

interface OpenedTarget {
  db: Database;
  /** PGlite: the new folder, and the lock proving no server holds the old one. */
  newDir?: string;
  oldLock?: DataDirLock;
}

async function openTarget(target: RestoreTarget): Promise<OpenedTarget> {
  if (target.databaseUrl) {
    const db = await openPostgres(target.databaseUrl);
    const others = await otherSessions(db);
    if (others > 0 && !target.force) {
      await db.close();
      throw new ArchiveRefused(
        `${others} other session(s) are connected to the database: stop every site copy first (or pass --force)`,
      );
    }
    return { db };
  }
  let oldLock: DataDirLock | undefined;
  if (existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0) {
    try {
      oldLock = acquireDataDirLock(target.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError)
        throw new ArchiveRefused(
          `the site is running on ${target.dataDir} (process ${error.holder.pid}): stop it first`,
        );
      throw error;
    }
  }
  const newDir = `${target.dataDir}.restoring-${process.pid}`;
  rmSync(newDir, { recursive: true, force: true });
  try {
    return { db: await openPglite(newDir), newDir, oldLock };
  } catch (error) {
    oldLock?.release();
    throw error;
  }
}

/** Moves `names` of `dir` aside into `aside`, then the staged ones into place. */
function swapIn(dir: string, staged: string, names: string[], aside: string): boolean {
  let moved = false;
  for (const name of names) {
    if (existsSync(path.join(dir, name))) {
      mkdirSync(aside, { recursive: true });
      renameSync(path.join(dir, name), path.join(aside, name));
      moved = true;
    }
    if (existsSync(path.join(staged, name))) renameSync(path.join(staged, name), path.join(dir, name));
  }
  return moved;
}

export async function restoreArchive(file: string, target: RestoreTarget): Promise<RestoreSummary> {
  const began = Date.now();
  const manifest = await verifyArchive(file, CODE_MIGRATION_LEVEL);
  const verifyMs = Date.now() - began;
  const stamp = stampOf(target.now ?? new Date());
  const opened = await openTarget(target);
  const siteStage = path.join(target.siteDir, `.restore-${process.pid}`);
  rmSync(siteStage, { recursive: true, force: true });
  let rows = 0;
  let files = 0;
  const siteNames = new Set<string>();
  try {
    await opened.db.transaction(async (tx) => {
      const byChunk = tablesToLoad(manifest, await prepareSchema(tx, manifest.migrationLevel));
      const loaded = new Map<string, number>();
      await forEachEntry(file, async (name, type, stream) => {
        const table = byChunk.get(name);
        if (table && isDatabaseEntry(name)) {
          const data = await readAll(stream, CHUNK_MAX_BYTES, name);
          matches(manifest, name, { bytes: data.byteLength, sha256: hexOf(data) });
          const count = await loadChunk(tx, table, data);
          loaded.set(table.name, (loaded.get(table.name) ?? 0) + count);
          rows += count;
        } else if (name.startsWith(SITE_PREFIX)) {
          // Checked again before a byte is written: the file may have been replaced since the first pass.
          if (type !== 'file' || !safeEntryName(name) || !manifest.entries[name])
            throw new ArchiveRefused(
              `${name} changed since the archive was checked: restore stopped, nothing replaced`,
            );
          const relative = name.slice(SITE_PREFIX.length);
          if (!SITE_ROOTS.includes(relative.split('/')[0]!))
            throw new ArchiveRefused(
              `${name} is not a release file: a backup restores only ${SITE_ROOTS.join(', ')} of the site folder`,
            );
          matches(manifest, name, await writeEntry(stream, path.join(siteStage, relative)));
          siteNames.add(relative.split('/')[0]!);
          files += 1;
        } else {
          stream.resume();
        }
      });
      await finishDatabase(tx, manifest, loaded);
    });
  } catch (error) {
    await opened.db.close();
    opened.oldLock?.release();
    if (opened.newDir) rmSync(opened.newDir, { recursive: true, force: true });
    rmSync(siteStage, { recursive: true, force: true });
    throw error;
  }
  await opened.db.close();
  const keptAside: string[] = [];
  if (opened.newDir) {
    const aside = `${target.dataDir}.before-restore-${stamp}`;
    // The old folder's lock goes with it; released first, as its file moves.
    opened.oldLock?.release();
    if (existsSync(target.dataDir)) {
      renameSync(target.dataDir, aside);
      keptAside.push(aside);
    }
    renameSync(opened.newDir, target.dataDir);
  }
  // The release files go together: a registry or history the archive lacks is set aside too,
  // never left to name versions that are no longer there.
  if (siteNames.size > 0) {
    const aside = path.join(target.siteDir, `.before-restore-${stamp}`);
    if (swapIn(target.siteDir, siteStage, [...SITE_ROOTS], aside)) keptAside.push(aside);
  }
  rmSync(siteStage, { recursive: true, force: true });
  return { manifest, rows, files, keptAside, verifyMs, restoreMs: Date.now() - began - verifyMs };
}
