/**
 * A metric's chart on the console's "Site speed" screen: the daily p75 over the period against the
 * good / needs-improvement / poor zones, worked out with d3-scale and d3-shape as the share chart
 * is (stock/chartGeometry.ts), so the console draws plain SVG from numbers and ships no chart code.
 * One size fits the desktop's grid of cards and a 390 px phone: the SVG scales to its box.
 */
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import {
  formatMetric,
  THRESHOLDS,
  type FieldMetric,
  type SiteSpeedDay,
  type SpeedChartGeometry,
} from '@azi/shared/api/schemas/fieldData';

const SIZE = { width: 340, height: 170, left: 44, right: 8, top: 8, bottom: 22 };
const round1 = (n: number) => Math.round(n * 10) / 10;

export function speedChart(metric: FieldMetric, days: readonly SiteSpeedDay[]): SpeedChartGeometry {
  const { width, height, left, top } = SIZE;
  const right = width - SIZE.right;
  const bottom = height - SIZE.bottom;
  const [good, poor] = THRESHOLDS[metric];
  const highest = Math.max(0, ...days.map((d) => d.p75 ?? 0));
  // The poor zone always shows, so a good metric is seen to be far from it.
  const y = scaleLinear()
    .domain([0, Math.max(poor * 1.25, highest * 1.1)])
    .range([bottom, top])
    .nice(4);
  const top0 = y.domain()[1]!;
  const x = scaleLinear()
    .domain([0, Math.max(1, days.length - 1)])
    .range([left, right]);
  const band = (rating: SpeedChartGeometry['bands'][number]['rating'], from: number, to: number) => ({
    rating,
    y: round1(y(to)),
    height: round1(y(from) - y(to)),
  });
  const points = days.flatMap((d, i) =>
    d.p75 === null ? [] : [{ x: round1(x(i)), y: round1(y(d.p75)), day: d.day, p75: d.p75 }],
  );
  const p75Path =
    line<SiteSpeedDay>()
      .defined((d) => d.p75 !== null)
      .x((_, i) => round1(x(i)))
      .y((d) => round1(y(d.p75 ?? 0)))(days) ?? '';
  const every = Math.max(1, Math.ceil(days.length / 4));
  return {
    width,
    height,
    left,
    right,
    top,
    bottom,
    bands: [band('good', 0, good), band('needsImprovement', good, poor), band('poor', poor, top0)],
    p75Path,
    points,
    yTicks: y.ticks(4).map((value) => ({ at: round1(y(value)), label: formatMetric(metric, value) })),
    xTicks: days.flatMap((d, i) => (i % every === 0 ? [{ at: round1(x(i)), label: d.day.slice(5) }] : [])),
  };
}
