/**
 * Field data is kept as histograms: per day and page kind, how many samples fell in each bucket of
 * a metric, so the 75th percentile can be worked out later without keeping a single sample. The
 * buckets are narrow around Google's thresholds, which are bucket edges (a p75 is rated exactly),
 * and wider in the long tail. A bucket is stored by its lower edge, so edges may be refined later
 * without rewriting what is stored.
 */
import { METRIC_MAX, THRESHOLDS, type FieldMetric } from '@azi/shared/api/schemas/fieldData';

/** [up to, step] segments from 0: e.g. LCP in 100 ms steps up to 10 s, then 1 s, then 5 s. */
const SEGMENTS: Record<FieldMetric, readonly [number, number][]> = {
  LCP: [
    [10_000, 100],
    [20_000, 1000],
    [METRIC_MAX.LCP, 5000],
  ],
  FCP: [
    [10_000, 100],
    [20_000, 1000],
    [METRIC_MAX.FCP, 5000],
  ],
  NAV: [
    [10_000, 100],
    [20_000, 1000],
    [METRIC_MAX.NAV, 5000],
  ],
  TTFB: [
    [5000, 50],
    [20_000, 500],
    [METRIC_MAX.TTFB, 5000],
  ],
  INP: [
    [1000, 10],
    [3000, 50],
    [10_000, 500],
    [METRIC_MAX.INP, 5000],
  ],
  CLS: [
    [1, 0.01],
    [2, 0.05],
    [METRIC_MAX.CLS, 1],
  ],
};

/** Rounds away float dust (0.1 + 0.2), so edges compare and store exactly. */
const tidy = (n: number) => Math.round(n * 1e6) / 1e6;

function edgesOf(metric: FieldMetric): number[] {
  const edges = [0];
  for (const [upTo, step] of SEGMENTS[metric]) {
    for (let at = edges.at(-1)! + step; at <= upTo + step / 2; at += step) edges.push(tidy(at));
  }
  return edges;
}

/** Lower edges of each metric's buckets, ascending; the last one reaches METRIC_MAX. */
export const BUCKET_EDGES: Record<FieldMetric, readonly number[]> = {
  LCP: edgesOf('LCP'),
  FCP: edgesOf('FCP'),
  NAV: edgesOf('NAV'),
  TTFB: edgesOf('TTFB'),
  INP: edgesOf('INP'),
  CLS: edgesOf('CLS'),
};

for (const metric of Object.keys(THRESHOLDS) as FieldMetric[]) {
  for (const threshold of THRESHOLDS[metric]) {
    if (!BUCKET_EDGES[metric].includes(threshold))
      throw new Error(`${metric}'s threshold ${threshold} is not a bucket edge`);
  }
}

/** The lower edge of the bucket a value falls in (values at an edge belong to the bucket above it). */
export function bucketOf(metric: FieldMetric, value: number): number {
  const edges = BUCKET_EDGES[metric];
  let low = 0;
  let high = edges.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (edges[mid]! <= value) low = mid;
    else high = mid - 1;
  }
  return edges[low]!;
}

/** The upper edge of the bucket whose lower edge is `floor` (the last bucket ends at its own edge). */
export function bucketTop(metric: FieldMetric, floor: number): number {
  const edges = BUCKET_EDGES[metric];
  const index = edges.indexOf(floor);
  return index >= 0 && index < edges.length - 1 ? edges[index + 1]! : floor;
}

/**
 * The 75th percentile of a histogram, `{ bucket floor: count }`, read as CrUX reads its own: the
 * value under which three quarters of the samples lie, interpolated linearly inside its bucket.
 * Null without samples.
 */
export function p75Of(metric: FieldMetric, histogram: ReadonlyMap<number, number>): number | null {
  const buckets = [...histogram.entries()].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const total = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = 0.75 * total;
  let below = 0;
  for (const [floor, count] of buckets) {
    if (below + count >= rank) {
      const top = bucketTop(metric, floor);
      return tidy(floor + ((rank - below) / count) * (top - floor));
    }
    below += count;
  }
  return buckets.at(-1)![0];
}
