import { FIELD_METRICS, THRESHOLDS } from '@azi/shared/api/schemas/fieldData';
import { BUCKET_EDGES, bucketOf, p75Of } from '../../src/fieldData/buckets';

const histogram = (metric: Parameters<typeof bucketOf>[0], values: number[]) => {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(bucketOf(metric, value), (counts.get(bucketOf(metric, value)) ?? 0) + 1);
  return counts;
};

describe('field-data buckets', () => {
  it.each(FIELD_METRICS)("has %s's good and poor thresholds as bucket edges", (metric) => {
    for (const threshold of THRESHOLDS[metric]) expect(BUCKET_EDGES[metric]).toContain(threshold);
  });

  it('puts a value in the bucket whose lower edge it reaches, fine near the thresholds and coarse in the tail', () => {
    expect(bucketOf('LCP', 0)).toBe(0);
    expect(bucketOf('LCP', 2499)).toBe(2400);
    expect(bucketOf('LCP', 2500)).toBe(2500);
    expect(bucketOf('LCP', 15_432)).toBe(15_000);
    expect(bucketOf('LCP', 120_000)).toBe(120_000);
    expect(bucketOf('INP', 207)).toBe(200);
    expect(bucketOf('CLS', 0.093)).toBe(0.09);
    expect(bucketOf('CLS', 0.25)).toBe(0.25);
    expect(bucketOf('TTFB', 799)).toBe(750);
  });

  it('works out the p75 from counts alone, within one bucket of the exact p75', () => {
    const values = Array.from({ length: 400 }, (_, i) => 500 + i * 10); // 500 … 4490 ms
    const exact = values[Math.ceil(0.75 * values.length) - 1]!;
    const estimate = p75Of('LCP', histogram('LCP', values))!;
    expect(Math.abs(estimate - exact)).toBeLessThanOrEqual(100);
  });

  it('rates a p75 just under a threshold on the good side and one just over it on the other', () => {
    expect(p75Of('LCP', histogram('LCP', [2450, 2450, 2450, 2450]))).toBeLessThanOrEqual(2500);
    expect(p75Of('LCP', histogram('LCP', [2550, 2550, 2550, 2550]))).toBeGreaterThan(2500);
    expect(p75Of('CLS', histogram('CLS', [0, 0, 0.3, 0.3]))).toBeGreaterThan(0.25);
  });

  it('has no p75 without samples', () => {
    expect(p75Of('INP', new Map())).toBeNull();
  });
});
