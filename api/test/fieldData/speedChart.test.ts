import { speedChart } from '../../src/fieldData/speedChart';

const days = (values: (number | null)[]) =>
  values.map((p75, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, p75, samples: p75 === null ? 0 : 10 }));

describe("a metric's chart on the Site speed screen", () => {
  it('draws the good zone at the bottom, then needs improvement, then poor, always showing the poor zone', () => {
    const chart = speedChart('LCP', days([900, 1000, 1100]));
    expect(chart.bands.map((b) => b.rating)).toEqual(['good', 'needsImprovement', 'poor']);
    const [good, middle, poor] = chart.bands;
    expect(good!.y).toBeGreaterThan(middle!.y);
    expect(middle!.y).toBeGreaterThan(poor!.y);
    expect(poor!.height).toBeGreaterThan(0);
    expect(chart.yTicks.at(-1)!.label).toMatch(/s$/);
  });

  it('breaks the line over days without samples and marks only the days that have one', () => {
    const chart = speedChart('INP', days([120, null, 180, 210]));
    expect(chart.p75Path.match(/M/g)).toHaveLength(2);
    expect(chart.points.map((p) => p.day)).toEqual(['2026-11-01', '2026-11-03', '2026-11-04']);
  });

  it('raises its scale to a p75 far past the poor threshold', () => {
    const chart = speedChart('CLS', days([0.05, 0.9]));
    const highest = chart.points.find((p) => p.p75 === 0.9)!;
    expect(highest.y).toBeGreaterThanOrEqual(chart.top);
  });
});
