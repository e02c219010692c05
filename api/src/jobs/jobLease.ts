/**
 * The job_lease row that lets one site copy at a time run a scheduled job (the SEC import, the
 * day's close, backups): taken when free, lapsed or already this holder's, with the database's
 * clock, and given back by the holder alone.
 */
import type { Queryable } from '../db/database';

/** True when `holder` has the lease `name` for the next `ms`. */
export async function takeJobLease(db: Queryable, name: string, holder: string, ms: number): Promise<boolean> {
  const rows = await db.query(
    `insert into job_lease (name, holder, expires_at) values ($1, $2, now() + $3 * interval '1 millisecond')
     on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
       where job_lease.expires_at < now() or job_lease.holder = excluded.holder
     returning holder`,
    [name, holder, ms],
  );
  return rows.length > 0;
}

export async function releaseJobLease(db: Queryable, name: string, holder: string): Promise<void> {
  await db.query('delete from job_lease where name = $1 and holder = $2', [name, holder]);
}
