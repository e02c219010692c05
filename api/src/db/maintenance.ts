/**
 * Captcha challenges and rate-limit windows are written on every form view and post, and are
 * dead minutes later. Nothing else removes them, and PGlite has no autovacuum: without this the
 * two tables and their files only grow. Every few minutes: delete what has expired, then VACUUM
 * the two tables so their space is reused (PostgreSQL's autovacuum would get there too; an
 * explicit one is cheap and keeps both databases alike).
 */
import { purgeFieldData } from '../fieldData/fieldDataStore';
import { purgeSearchQueries } from '../search/queryLog';
import { RATE_LIMIT_WINDOW_SECONDS } from '../security/rateLimiter';
import type { Database } from './database';
import { startPeriodicJob } from '@azi/shared/jobs/periodicJob';

export const MAINTENANCE_INTERVAL_MS = 5 * 60_000;

export interface MaintenanceResult {
  captchas: number;
  rateLimits: number;
  sessions: number;
  signInFailures: number;
  /** Field-data and browser-error rows of days past the 90 kept (issue 51). */
  fieldData: number;
  /** Search counts under the floor once their day is over, or past their 28 days (search/queryLog.ts). */
  searchQueries: number;
}

export interface MaintenanceLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export async function runMaintenance(db: Database): Promise<MaintenanceResult> {
  // A challenge past expires_at can no longer be answered (checkCaptcha requires expires_at > now()).
  const captchas = await db.query(`delete from captcha_challenge where expires_at < now() returning 1`);
  // A window that has ended is never counted again: new hits open a new window row.
  const rateLimits = await db.query(
    `delete from rate_limit where window_start < now() - make_interval(secs => $1::int) returning 1`,
    [RATE_LIMIT_WINDOW_SECONDS],
  );
  // Console sessions past either expiry, and failure counters whose window and block are over.
  const sessions = await db.query(
    `delete from console_session where idle_expires_at < now() or absolute_expires_at < now() returning 1`,
  );
  const signInFailures = await db.query(
    `delete from sign_in_failure where last_failed_at < now() - interval '1 day' and (blocked_until is null or blocked_until < now()) returning 1`,
  );
  const fieldData = await purgeFieldData(db);
  const searchQueries = await purgeSearchQueries(db, new Date());
  // VACUUM cannot run inside a transaction; exec sends it on its own.
  await db.exec('vacuum captcha_challenge, rate_limit, console_session, sign_in_failure');
  return {
    captchas: captchas.length,
    rateLimits: rateLimits.length,
    sessions: sessions.length,
    signInFailures: signInFailures.length,
    fieldData,
    searchQueries,
  };
}

export interface MaintenanceTimer {
  /** Clears the timer and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>;
}

/** Runs runMaintenance every intervalMs (never two at once); the timer never keeps the process alive. */
export function startMaintenance(
  db: Database,
  log: MaintenanceLogger,
  intervalMs = MAINTENANCE_INTERVAL_MS,
): MaintenanceTimer {
  return startPeriodicJob(async () => log.info({ purged: await runMaintenance(db) }, 'database maintenance done'), {
    everyMs: intervalMs,
    onError: (error) => log.warn({ err: error }, 'database maintenance failed'),
  });
}
