/**
 * The apply buttons' clicks (issue 56): a count per job opening and day in Beijing (the company's
 * day), nothing about who clicked. Counted only for an opening the public can see now and that
 * has not closed (a closed opening's page has no one to apply to).
 */
import type { ApplyClickCount } from '@azi/shared/api/schemas/job';
import { beijingDay } from '@azi/shared/time/beijingTime';
import type { Queryable } from '../db/database';

/** Adds one click to the opening's count today; false when no such opening is public and open. */
export async function recordApplyClick(db: Queryable, jobId: number, at: Date): Promise<boolean> {
  const rows = await db.query<{ job_id: number }>(
    `insert into job_apply_click (job_id, day, clicks)
       select id, $2::date, 1 from job
        where id = $1 and status = 'published' and publish_at <= $3 and (valid_through is null or valid_through > $3)
     on conflict (job_id, day) do update set clicks = job_apply_click.clicks + 1
     returning job_id`,
    [jobId, beijingDay(at), at],
  );
  return rows.length > 0;
}

export type { ApplyClickCount };

/** Each opening's clicks, for the console's list of jobs. */
export async function applyClickCounts(db: Queryable, at: Date): Promise<ApplyClickCount[]> {
  const today = beijingDay(at);
  const rows = await db.query<{
    jobId: number;
    total: number | string;
    last30: number | string;
    today: number | string;
  }>(
    `select job_id as "jobId", sum(clicks) as total,
        coalesce(sum(clicks) filter (where day > $1::date - 30), 0) as last30,
        coalesce(sum(clicks) filter (where day = $1::date), 0) as today
       from job_apply_click group by job_id order by job_id`,
    [today],
  );
  return rows.map((row) => ({
    jobId: Number(row.jobId),
    total: Number(row.total),
    last30Days: Number(row.last30),
    today: Number(row.today),
  }));
}
