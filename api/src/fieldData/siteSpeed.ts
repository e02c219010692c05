/**
 * The console's "Site speed" (issue 51): for the last days, each metric's p75 over the period and
 * per day, its rating against Google's thresholds, the sample counts and the chart; and the same
 * as CSV, one line per day and metric.
 */
import {
  FIELD_METRICS,
  rate,
  THRESHOLDS,
  type FieldMetric,
  type SiteSpeedAnswer,
  type SiteSpeedDay,
  type SiteSpeedFilter,
} from '@azi/shared/api/schemas/fieldData';
import type { Queryable } from '../db/database';
import { CSV_BOM, csvCell } from '../leads/leadsCsv';
import { p75Of } from './buckets';
import { readBucketCounts } from './fieldDataStore';
import { speedChart } from './speedChart';

/** What the screen shows: four weeks, as CrUX does. */
export const SITE_SPEED_DAYS = 28;

/** The ISO dates of the `count` days ending on `now`'s (UTC), oldest first. */
export function dayRange(now: Date, count: number): string[] {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

export async function siteSpeed(db: Queryable, now: Date, filter: SiteSpeedFilter): Promise<SiteSpeedAnswer> {
  const days = dayRange(now, SITE_SPEED_DAYS);
  const counts = await readBucketCounts(db, days[0]!, days.at(-1)!, filter);
  const metrics = FIELD_METRICS.map((name) => {
    const perDay = new Map<string, Map<number, number>>();
    const whole = new Map<number, number>();
    for (const row of counts) {
      if (row.metric !== name) continue;
      const histogram = perDay.get(row.day) ?? new Map<number, number>();
      histogram.set(row.bucket, (histogram.get(row.bucket) ?? 0) + row.hits);
      perDay.set(row.day, histogram);
      whole.set(row.bucket, (whole.get(row.bucket) ?? 0) + row.hits);
    }
    const daily: SiteSpeedDay[] = days.map((day) => {
      const histogram = perDay.get(day) ?? new Map<number, number>();
      return { day, p75: p75Of(name, histogram), samples: [...histogram.values()].reduce((a, b) => a + b, 0) };
    });
    const p75 = p75Of(name, whole);
    return {
      name,
      p75,
      rating: p75 === null ? null : rate(name, p75),
      samples: daily.reduce((sum, d) => sum + d.samples, 0),
      thresholds: THRESHOLDS[name],
      days: daily,
      chart: speedChart(name, daily),
    };
  });
  return { from: days[0]!, to: days.at(-1)!, metrics };
}

/** One line per day and metric with samples: day, metric, samples, p75, rating (and the filter, so a file says what it holds). */
export function siteSpeedCsv(answer: SiteSpeedAnswer, filter: SiteSpeedFilter): string {
  const scope = [filter.page ?? 'all', filter.layout ?? 'all', filter.visitorLang ?? 'all', filter.navigation ?? 'all'];
  const lines = ['day,metric,page,layout,lang,navigation,samples,p75,rating'];
  for (const metric of answer.metrics) {
    for (const day of metric.days) {
      if (day.p75 === null) continue;
      lines.push(
        [day.day, metric.name, ...scope, day.samples, day.p75, rate(metric.name as FieldMetric, day.p75)]
          .map(csvCell)
          .join(','),
      );
    }
  }
  return CSV_BOM + `${lines.join('\r\n')}\r\n`;
}
