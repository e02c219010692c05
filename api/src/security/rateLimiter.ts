/**
 * Fixed-window counters per client address, kept in the database so every API copy counts the
 * same visitor together. Windows are aligned on the database clock, not on each process's.
 */
import type { Queryable } from '../db/database';

/** The window of every limit the API sets; maintenance purges windows older than this. */
export const RATE_LIMIT_WINDOW_SECONDS = 60;

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfter: number;
}

export async function hitRateLimit(
  db: Queryable,
  bucket: string,
  clientKey: string,
  max: number,
  windowSeconds = RATE_LIMIT_WINDOW_SECONDS,
): Promise<RateDecision> {
  const [row] = await db.query<{ hits: number; retry_after: number }>(
    `insert into rate_limit (bucket, client_key, window_start, hits)
     values ($1, $2, to_timestamp(floor(extract(epoch from now()) / $3::int) * $3::int), 1)
     on conflict (bucket, client_key, window_start) do update set hits = rate_limit.hits + 1
     returning hits, greatest(1, ceil($3::int - (extract(epoch from now()) - extract(epoch from window_start))))::int as retry_after`,
    [bucket, clientKey, windowSeconds],
  );
  return { allowed: (row?.hits ?? 0) <= max, retryAfter: row?.retry_after ?? windowSeconds };
}
