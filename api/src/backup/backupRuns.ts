/**
 * The record of backups (migration 018): each run written when it starts and finished with its
 * outcome, so the console and /metrics can tell admins when the last one succeeded and when one
 * last failed, on whichever copy it ran.
 */
import type { BackupRun, BackupStatus } from '@azi/shared/api/schemas/console';
import type { Queryable } from '../db/database';

export type BackupTrigger = BackupRun['trigger'];

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const RUN = `select id, trigger, ${iso('started_at')} as "startedAt", ${iso('finished_at')} as "finishedAt", ok, file_name as "fileName", bytes, error from backup_run`;

type RunRow = Omit<BackupRun, 'bytes'> & { bytes: string | number | null };
const toRun = (row: RunRow): BackupRun => ({ ...row, bytes: row.bytes === null ? null : Number(row.bytes) });

export async function startRun(db: Queryable, trigger: BackupTrigger): Promise<number> {
  const [row] = await db.query<{ id: number }>('insert into backup_run (trigger) values ($1) returning id', [trigger]);
  return row!.id;
}

/** An error's message is kept short: it is shown to admins, never a stack. */
export async function finishRun(
  db: Queryable,
  id: number,
  outcome: { ok: true; fileName: string; bytes: number } | { ok: false; error: string },
): Promise<void> {
  if (outcome.ok) {
    await db.query('update backup_run set finished_at = now(), ok = true, file_name = $2, bytes = $3 where id = $1', [
      id,
      outcome.fileName,
      outcome.bytes,
    ]);
  } else {
    await db.query('update backup_run set finished_at = now(), ok = false, error = $2 where id = $1', [
      id,
      outcome.error.slice(0, 500),
    ]);
  }
}

export async function backupStatus(db: Queryable, recent = 20): Promise<Omit<BackupStatus, 'schedule'>> {
  const [success] = await db.query<RunRow>(`${RUN} where ok order by finished_at desc limit 1`);
  const [failure] = await db.query<RunRow>(`${RUN} where ok = false order by finished_at desc limit 1`);
  const runs = await db.query<RunRow>(`${RUN} order by started_at desc, id desc limit $1`, [recent]);
  return {
    lastSuccess: success ? toRun(success) : null,
    lastFailure: failure ? toRun(failure) : null,
    recent: runs.map(toRun),
  };
}

/** When the last scheduled backup began (any outcome): the schedule waits BACKUP_EVERY from it. */
export async function lastScheduledStart(db: Queryable): Promise<Date | undefined> {
  const [row] = await db.query<{ at: Date | string | null }>(
    `select max(started_at) as at from backup_run where trigger = 'schedule'`,
  );
  return row?.at ? new Date(row.at) : undefined;
}
