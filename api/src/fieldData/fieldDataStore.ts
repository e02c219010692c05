/**
 * Field data in the database (migration 019): a report adds its samples to the day's bucket
 * counts and its errors to the day's error counts, in one transaction; the console reads p75s
 * per metric and day, and the errors grouped by message and version.
 */
import { normaliseErrorMessage } from '@azi/shared/api/errorMessage';
import type { BrowserErrorGroup, FieldMetric, FieldReport, SiteSpeedFilter } from '@azi/shared/api/schemas/fieldData';
import type { Queryable, SqlValue } from '../db/database';
import { bucketOf } from './buckets';

/** How long field data and errors are kept (db/maintenance.ts purges older days). */
export const FIELD_DATA_KEEP_DAYS = 90;

/** `insert … values ($1,…),($n,…)` for rows of equal width: parameters, never values in the text. */
function valuesList(rows: readonly SqlValue[][]): string {
  let n = 0;
  return rows.map((row) => `(${row.map(() => `$${++n}`).join(', ')})`).join(', ');
}

/** Adds one report, counted on the day `now` falls on (UTC). */
export async function recordFieldReport(db: Queryable, report: FieldReport, now: Date): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const metrics = new Map<string, SqlValue[]>();
  for (const sample of report.metrics) {
    const row = [
      day,
      sample.name,
      sample.page,
      sample.layout,
      sample.lang,
      sample.navigation,
      bucketOf(sample.name, sample.value),
    ];
    const key = row.join('\u0000');
    const seen = metrics.get(key);
    if (seen) seen[7] = (seen[7] as number) + 1;
    else metrics.set(key, [...row, 1]);
  }
  if (metrics.size > 0) {
    const rows = [...metrics.values()];
    await db.query(
      `insert into field_metric_day (day, metric, page, layout, lang, navigation, bucket, hits) values ${valuesList(rows)}
       on conflict (day, metric, page, layout, lang, navigation, bucket) do update set hits = field_metric_day.hits + excluded.hits`,
      rows.flat(),
    );
  }
  const errors = new Map<string, SqlValue[]>();
  for (const error of report.errors) {
    const row = [
      day,
      normaliseErrorMessage(error.message),
      error.section,
      error.version,
      error.page,
      error.layout,
      error.lang,
    ];
    const key = row.join('\u0000');
    const seen = errors.get(key);
    if (seen) seen[7] = (seen[7] as number) + 1;
    else errors.set(key, [...row, 1, now, now]);
  }
  if (errors.size > 0) {
    const rows = [...errors.values()];
    await db.query(
      `insert into browser_error_day (day, message, section, version, page, layout, lang, hits, first_seen, last_seen) values ${valuesList(rows)}
       on conflict (day, message, section, version, page, layout, lang) do update
       set hits = browser_error_day.hits + excluded.hits, last_seen = greatest(browser_error_day.last_seen, excluded.last_seen)`,
      rows.flat(),
    );
  }
}

/** The filter as SQL conditions after the day range ($1, $2). */
function filterSql(filter: SiteSpeedFilter): { where: string; params: SqlValue[] } {
  const params: SqlValue[] = [];
  const parts: string[] = [];
  const columns = { page: filter.page, layout: filter.layout, lang: filter.visitorLang, navigation: filter.navigation };
  for (const [column, value] of Object.entries(columns)) {
    if (value === undefined) continue;
    params.push(value);
    parts.push(`${column} = $${params.length + 2}`);
  }
  return { where: parts.map((part) => ` and ${part}`).join(''), params };
}

export interface BucketCount {
  day: string;
  metric: FieldMetric;
  bucket: number;
  hits: number;
}

/** Bucket counts per day and metric from `from` to `to` (ISO dates, both included), under the filter. */
export async function readBucketCounts(
  db: Queryable,
  from: string,
  to: string,
  filter: SiteSpeedFilter,
): Promise<BucketCount[]> {
  const { where, params } = filterSql(filter);
  const rows = await db.query<{ day: string; metric: FieldMetric; bucket: number; hits: string | number }>(
    `select to_char(day, 'YYYY-MM-DD') as day, metric, bucket, sum(hits) as hits from field_metric_day
     where day >= $1::date and day <= $2::date${where} group by day, metric, bucket order by day, metric, bucket`,
    [from, to, ...params],
  );
  return rows.map((row) => ({ ...row, bucket: Number(row.bucket), hits: Number(row.hits) }));
}

/** Errors since `from` (ISO date), grouped by message, section and version, the newest first. */
export async function readErrorGroups(db: Queryable, from: string, limit = 200): Promise<BrowserErrorGroup[]> {
  const rows = await db.query<{
    message: string;
    section: string;
    version: string;
    count: string | number;
    pages: string;
    first_seen: Date | string;
    last_seen: Date | string;
  }>(
    `select message, section, version, sum(hits) as count, string_agg(distinct page, ',' order by page) as pages,
       min(first_seen) as first_seen, max(last_seen) as last_seen
     from browser_error_day where day >= $1::date
     group by message, section, version order by max(last_seen) desc, message limit $2`,
    [from, limit],
  );
  return rows.map((row) => ({
    message: row.message,
    section: row.section,
    version: row.version,
    count: Number(row.count),
    pages: row.pages.split(','),
    firstSeen: new Date(row.first_seen).toISOString(),
    lastSeen: new Date(row.last_seen).toISOString(),
  }));
}

/** Deletes days older than FIELD_DATA_KEEP_DAYS; answers how many rows went. */
export async function purgeFieldData(db: Queryable): Promise<number> {
  const keep = [FIELD_DATA_KEEP_DAYS];
  const metrics = await db.query(`delete from field_metric_day where day < current_date - $1::int returning 1`, keep);
  const errors = await db.query(`delete from browser_error_day where day < current_date - $1::int returning 1`, keep);
  return metrics.length + errors.length;
}
