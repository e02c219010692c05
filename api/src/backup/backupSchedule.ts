/**
 * Scheduled backups (issue 51): with BACKUP_DIR set, one copy of the site (the one holding the
 * `backup` lease in job_lease) writes an archive there every BACKUP_EVERY (default a day) and keeps
 * the newest BACKUP_KEEP (default 7). An archive is written under a `.partial` name and renamed
 * when complete, so the folder never holds a cut-short archive under a real name. A failed run is
 * tried again after an hour (or BACKUP_EVERY, when shorter), not a whole period later; so is one
 * whose copy stopped mid-way, once its lease has passed.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { type JobLease, leasedJob } from '../jobs/jobLease';
import { startPeriodicJob, type PeriodicJob } from '@azi/shared/jobs/periodicJob';
import { parseEvery } from '../time/every';
import type { BackupFileSource } from './archiveFormat';
import { SPOOL_PREFIX, writeBackupArchive, type BackupSummary } from './archiveWriter';
import { finishRun, lastScheduledStart, startRun, type BackupTrigger } from './backupRuns';

export interface BackupOptions {
  /** Where scheduled archives go. Env BACKUP_DIR. Unset: no schedule (backups only on request). */
  backupDir?: string;
  /** Env BACKUP_EVERY ("1d", "6h", …). Default a day. */
  backupEveryMs?: number;
  /** Archives kept in BACKUP_DIR. Env BACKUP_KEEP. Default 7. */
  backupKeep?: number;
}

export interface BackupConfig {
  dir: string | undefined;
  everyMs: number;
  keep: number;
}

export const BACKUP_DEFAULT_EVERY_MS = 86_400_000;
export const BACKUP_DEFAULT_KEEP = 7;
const RETRY_MS = 3_600_000;
const LEASE: JobLease = { name: 'backup', ms: 3_600_000 };
const ARCHIVE_NAME = /^azi-backup-[0-9TZ-]+\.tar\.gz$/;

export function resolveBackupConfig(options: BackupOptions, env: NodeJS.ProcessEnv): BackupConfig {
  const dirText = options.backupDir ?? env.BACKUP_DIR?.trim();
  const everyText = env.BACKUP_EVERY?.trim();
  const keepText = env.BACKUP_KEEP?.trim();
  const keep = options.backupKeep ?? (keepText ? Number(keepText) : BACKUP_DEFAULT_KEEP);
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error(`BACKUP_KEEP must be a whole number of at least 1 (got '${keepText}')`);
  const everyMs =
    options.backupEveryMs ?? (everyText ? parseEvery(everyText, 'BACKUP_EVERY') : BACKUP_DEFAULT_EVERY_MS);
  return { dir: dirText ? path.resolve(dirText) : undefined, everyMs, keep };
}

export const archiveFileName = (at: Date) =>
  `azi-backup-${at
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z')}.tar.gz`;

/** One backup written to `dir`, recorded in backup_run whatever its outcome. */
export async function backupToFolder(
  db: Database,
  files: BackupFileSource | undefined,
  dir: string,
  trigger: BackupTrigger,
  now = new Date(),
): Promise<BackupSummary & { file: string }> {
  const run = await startRun(db, trigger);
  const file = path.join(dir, archiveFileName(now));
  const partial = `${file}.partial`;
  try {
    await mkdir(dir, { recursive: true });
    const summary = await writeBackupArchive(db, files, () => createWriteStream(partial));
    await rename(partial, file);
    await finishRun(db, run, { ok: true, fileName: path.basename(file), bytes: summary.bytes });
    return { ...summary, file };
  } catch (error) {
    await finishRun(db, run, { ok: false, error: (error as Error).message }).catch(() => undefined);
    // The folder itself may be what failed (missing, not a folder): nothing to remove then.
    await rm(partial, { force: true }).catch(() => undefined);
    throw error;
  }
}

/**
 * What a copy killed mid-backup left: its `.partial` archive in `dir` and its spool in the
 * temporary folder, several GB each on a large site. Only what is older than the lease, which the
 * caller holds: no backup under way can own it.
 */
export async function removeLeftovers(dir: string, now: Date): Promise<void> {
  const before = now.getTime() - LEASE.ms;
  const old = async (file: string) => (await stat(file).catch(() => undefined))?.mtimeMs ?? Infinity;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (name.endsWith('.tar.gz.partial') && (await old(path.join(dir, name))) < before)
      await rm(path.join(dir, name), { force: true });
  }
  for (const name of await readdir(os.tmpdir()).catch(() => [] as string[])) {
    if (name.startsWith(SPOOL_PREFIX) && (await old(path.join(os.tmpdir(), name))) < before)
      await rm(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

/** Deletes all but the newest `keep` archives of `dir` (names sort by time). */
export async function pruneArchives(dir: string, keep: number): Promise<string[]> {
  const archives = (await readdir(dir)).filter((name) => ARCHIVE_NAME.test(name)).sort();
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

async function due(db: Database, config: BackupConfig, now: Date): Promise<boolean> {
  const last = await lastScheduledStart(db);
  if (!last) return true;
  // A run whose copy stopped mid-way never finishes: past the lease, it counts as failed.
  const [failed] = await db.query<{ failed: boolean }>(
    `select coalesce(ok = false, ok is null and started_at < now() - $1 * interval '1 millisecond', false) as failed
       from backup_run where trigger = 'schedule' order by started_at desc limit 1`,
    [LEASE.ms],
  );
  const wait = failed?.failed ? Math.min(config.everyMs, RETRY_MS) : config.everyMs;
  return now.getTime() - last.getTime() >= wait;
}

export function startBackupSchedule(
  db: Database,
  files: BackupFileSource | undefined,
  config: BackupConfig,
  log: FastifyBaseLogger,
  // Tests: the clock, when to look first, and each run's outcome (the record and the log are the site's).
  {
    clock = () => new Date(),
    firstLookMs = 5_000,
    onFinished,
  }: { clock?: () => Date; firstLookMs?: number; onFinished?: (outcome: { ok: boolean }) => void } = {},
): PeriodicJob | undefined {
  const dir = config.dir;
  if (!dir || config.everyMs <= 0) return undefined;
  // A copy that starts long after the last backup looks soon, not a whole tick later.
  return startPeriodicJob(
    async () => {
      if (!(await due(db, config, clock()))) return;
      await leasedJob(db, LEASE, async () => {
        // Looked again under the lease: another copy may have just finished one.
        if (!(await due(db, config, clock()))) return;
        await removeLeftovers(dir, clock());
        const result = await backupToFolder(db, files, dir, 'schedule', clock());
        const pruned = await pruneArchives(dir, config.keep);
        log.info(
          {
            file: result.file,
            bytes: result.bytes,
            rows: result.rows,
            files: result.files,
            ms: result.totalMs,
            pruned: pruned.length,
          },
          'scheduled backup written',
        );
        onFinished?.({ ok: true });
      });
    },
    {
      everyMs: Math.min(config.everyMs, 60_000),
      firstMs: firstLookMs,
      onError: (error) => {
        log.error({ err: error }, 'the scheduled backup failed (tried again within the hour; the console shows it)');
        onFinished?.({ ok: false });
      },
    },
  );
}
