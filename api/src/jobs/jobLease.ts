/**
 * The job_lease row that lets one site copy at a time run a scheduled job (the SEC import, the
 * day's close, the event reminders, backups): every statement on that table is here.
 *
 * - take: the lease is free, lapsed, or already this holder's; the expiry is the database's
 *   clock (copies' clocks may disagree), so a copy killed mid-run lets it lapse by itself.
 * - release: by its holder alone, so a copy that overran and was taken over frees nothing.
 * - held: whether any copy holds it now (the console's "running").
 * - renew, inside the caller's transaction: only the SEC import uses it. Its run lasts as long
 *   as the SEC's pages take to come, and each page's rows must not be written once another copy
 *   has taken over: renewing in the page's transaction makes the page roll back whole when the
 *   lease has passed (LeaseLost). The other jobs do not renew: each run is short beside its lease
 *   and writes rows that are keyed (a day's close, an event's reminder) or files under its own
 *   name (a backup), so a second copy that took over a lapsed lease cannot write anything twice.
 *
 * The takes differed once: the event reminders' refused a lease this holder already had. Every
 * holder is new for each run (`leaseHolder`), so that never mattered; one take serves all.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Queryable } from '../db/database';

/** A lease's name and how long one take or renewal holds it. */
export interface JobLease {
  name: string;
  ms: number;
}

export class LeaseLost extends Error {}

/** What `leasedJob` answers when another copy holds the lease. */
export const LEASE_BUSY = Symbol('lease busy');

/** A holder's name: which machine and process took the lease (for people reading the table), made unique per run. */
export function leaseHolder(): string {
  return `${hostname()}:${process.pid}:${randomUUID()}`;
}

/** True when `holder` has the lease for the next `lease.ms`. */
export async function takeJobLease(db: Queryable, lease: JobLease, holder: string): Promise<boolean> {
  const rows = await db.query(
    `insert into job_lease (name, holder, expires_at) values ($1, $2, now() + $3 * interval '1 millisecond')
     on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
       where job_lease.expires_at < now() or job_lease.holder = excluded.holder
     returning holder`,
    [lease.name, holder, lease.ms],
  );
  return rows.length > 0;
}

/** Extends `holder`'s lease by `lease.ms` from now, in `tx`; throws LeaseLost when another copy has it. */
export async function renewJobLease(tx: Queryable, lease: JobLease, holder: string): Promise<void> {
  const rows = await tx.query(
    `update job_lease set expires_at = now() + $3 * interval '1 millisecond' where name = $1 and holder = $2 returning 1`,
    [lease.name, holder, lease.ms],
  );
  if (rows.length === 0) throw new LeaseLost(`the ${lease.name} lease passed to another copy`);
}

export async function releaseJobLease(db: Queryable, lease: JobLease, holder: string): Promise<void> {
  await db.query('delete from job_lease where name = $1 and holder = $2', [lease.name, holder]);
}

/** Whether some copy holds the lease now. */
export async function jobLeaseHeld(db: Queryable, lease: JobLease): Promise<boolean> {
  const rows = await db.query('select 1 from job_lease where name = $1 and expires_at > now()', [lease.name]);
  return rows.length > 0;
}

export interface LeasedJobOptions {
  /** How long to wait for another copy's run to end before answering LEASE_BUSY. Default 0. */
  waitMs?: number;
  /** Between two tries while waiting (tests pass their own). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Runs `work` while holding the lease, and gives it back afterwards, thrown or not; LEASE_BUSY
 * when another copy held it throughout `waitMs`. `work` gets its holder's name (to record, or to
 * renew the lease with).
 */
export async function leasedJob<T>(
  db: Queryable,
  lease: JobLease,
  work: (holder: string) => Promise<T>,
  options: LeasedJobOptions = {},
): Promise<T | typeof LEASE_BUSY> {
  const { waitMs = 0, sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)) } = options;
  const holder = leaseHolder();
  const deadline = Date.now() + waitMs;
  while (!(await takeJobLease(db, lease, holder))) {
    if (Date.now() >= deadline) return LEASE_BUSY;
    await sleep(500);
  }
  try {
    return await work(holder);
  } finally {
    await releaseJobLease(db, lease, holder);
  }
}
