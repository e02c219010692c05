/**
 * The price chart's geometry (issue 39), worked out here with d3-scale and d3-shape: the page
 * draws its SVG from these numbers and strings, in the render worker for the served HTML and in
 * the browser from the same answer (boot block, or fetched after a click), so no chart code is
 * ever sent to the browser and hydration draws exactly what the server drew (decision 016).
 *
 * Days are spaced evenly (a trading day each), as stock charts do: weekends and holidays leave no gaps.
 */
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import type { StockChartGeometry, StockPrice } from '@azi/shared/api/schemas/stock';
import { formatPrice } from '@azi/shared/stock/formatPrice';
import { HTML_LANG, type Lang } from '@azi/shared/i18n/languages';

export type ChartLayout = 'desktop' | 'mobile';

const SIZES: Record<
  ChartLayout,
  {
    width: number;
    height: number;
    left: number;
    right: number;
    top: number;
    bottom: number;
    volume: number;
    yTicks: number;
    xTicks: number;
  }
> = {
  desktop: { width: 960, height: 360, left: 64, right: 16, top: 12, bottom: 28, volume: 64, yTicks: 6, xTicks: 7 },
  mobile: { width: 360, height: 280, left: 60, right: 8, top: 10, bottom: 26, volume: 44, yTicks: 4, xTicks: 3 },
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A date's label on the time axis: day and month for short spans, month and year for long ones. */
function dateLabel(date: string, lang: Lang, withDay: boolean): string {
  const options: Intl.DateTimeFormatOptions = withDay
    ? { month: 'short', day: 'numeric', timeZone: 'UTC' }
    : { year: 'numeric', month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(HTML_LANG[lang], options).format(new Date(`${date}T00:00:00Z`));
}

/** Where the time axis is labelled: the first day of a month (every k-th month), or evenly for a span of weeks. */
function timeTicks(prices: readonly StockPrice[], wanted: number): { index: number; withDay: boolean }[] {
  const n = prices.length;
  const monthStarts = prices.flatMap((p, i) =>
    i > 0 && p.date.slice(0, 7) !== prices[i - 1]!.date.slice(0, 7) ? [i] : [],
  );
  if (monthStarts.length >= 2) {
    const every = Math.ceil(monthStarts.length / wanted);
    return monthStarts.filter((_, k) => k % every === 0).map((index) => ({ index, withDay: false }));
  }
  const step = Math.max(1, Math.ceil(n / wanted));
  const ticks: { index: number; withDay: boolean }[] = [];
  for (let i = 0; i < n; i += step) ticks.push({ index: i, withDay: true });
  return ticks;
}

export function chartGeometry(prices: readonly StockPrice[], lang: Lang, layout: ChartLayout): StockChartGeometry {
  const size = SIZES[layout];
  const left = size.left;
  const right = size.width - size.right;
  const top = size.top;
  const volumeBottom = size.height - size.bottom;
  const volumeTop = volumeBottom - size.volume;
  const priceBottom = volumeTop - 10;
  const n = prices.length;

  const x = scaleLinear()
    .domain([0, Math.max(1, n - 1)])
    .range(n === 1 ? [(left + right) / 2, (left + right) / 2] : [left, right]);
  const closes = prices.map((p) => p.close);
  const low = Math.min(...closes);
  const high = Math.max(...closes);
  const pad = high === low ? Math.max(0.01, high * 0.05) : 0;
  const y = scaleLinear()
    .domain([low - pad, high + pad])
    .range([priceBottom, top])
    .nice(size.yTicks);
  const maxVolume = Math.max(0, ...prices.map((p) => p.volume ?? 0));
  const v = scaleLinear()
    .domain([0, maxVolume || 1])
    .range([volumeBottom, volumeTop]);

  const xs = prices.map((_, i) => round1(x(i)));
  const ys = closes.map((c) => round1(y(c)));
  const closePath =
    line<number>()
      .x((_, i) => xs[i]!)
      .y((value) => value)(ys) ?? '';
  const volumePath = prices
    .map((p, i) => (p.volume ? `M${xs[i]},${volumeBottom}V${round1(v(p.volume))}` : ''))
    .join('');
  const barWidth = round1(Math.max(0.6, Math.min(8, ((right - left) / Math.max(1, n)) * 0.7)));

  const yTicks = y
    .ticks(size.yTicks)
    .map((value) => ({ at: round1(y(value)), label: formatPrice(value, HTML_LANG[lang]) }));
  const xTicks = timeTicks(prices, size.xTicks).map(({ index, withDay }) => ({
    at: xs[index]!,
    label: dateLabel(prices[index]!.date, lang, withDay),
  }));

  return {
    width: size.width,
    height: size.height,
    left,
    right,
    top,
    priceBottom,
    volumeTop,
    volumeBottom,
    closePath,
    volumePath,
    barWidth,
    xs,
    ys,
    yTicks,
    xTicks,
  };
}
