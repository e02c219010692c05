import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { StockChartGeometry, StockPrice } from '@azi/shared/api/schemas/stock';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { formatDay, formatFigure } from './formatStock';
import styles from './PriceHistory.module.css';

export interface PriceChartProps {
  prices: readonly StockPrice[];
  /** The close before the first day (its change). */
  previousClose: number | null;
  geometry: StockChartGeometry;
  /** The range's name, for the chart's label. */
  rangeName: string;
}

const KEY_STEPS: Record<string, (index: number, last: number) => number> = {
  ArrowLeft: (i) => i - 1,
  ArrowDown: (i) => i - 1,
  ArrowRight: (i) => i + 1,
  ArrowUp: (i) => i + 1,
  PageDown: (i) => i - 10,
  PageUp: (i) => i + 10,
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * The close line and volume bars, drawn from geometry the API worked out, and a readout of
 * one day (the latest at first). Once the page has started, the readout follows the pointer and
 * the arrow keys; the chart is a slider over the days, whose value says the readout in words.
 */
export function PriceChart({ prices, previousClose, geometry: g, rangeName }: PriceChartProps) {
  const t = useT('investor');
  const { lang } = usePageAddress();
  const last = prices.length - 1;
  const [index, setIndex] = useState(last);
  const day = prices[index]!;
  const before = index > 0 ? prices[index - 1]!.close : previousClose;
  const change = before === null ? null : day.close - before;

  const readout = [
    [t('prices.readout.date'), formatDay(day.date, lang)],
    [t('prices.readout.close'), formatFigure(day.close, 'price', lang)],
    [
      t('prices.readout.change'),
      change === null || before === null
        ? t('prices.notGiven')
        : `${formatFigure(change, 'signedPrice', lang, day.close)} (${formatFigure((change / before) * 100, 'percent', lang)})`,
    ],
    [t('prices.readout.volume'), day.volume === null ? t('prices.notGiven') : formatFigure(day.volume, 'volume', lang)],
  ] as const;

  const move = (next: number) => setIndex(Math.max(0, Math.min(last, next)));
  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    move(step(index, last));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || last === 0) return;
    const x = ((event.clientX - box.left) / box.width) * g.width;
    const step = (g.xs[last]! - g.xs[0]!) / last;
    move(Math.round((x - g.xs[0]!) / step));
  };

  return (
    <div className={styles.chartBlock}>
      <dl className={styles.readout} aria-hidden="true" data-testid="price-readout">
        {readout.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div
        className={styles.chart}
        role="slider"
        tabIndex={0}
        aria-label={t('prices.chartLabel', { range: rangeName })}
        aria-valuemin={1}
        aria-valuemax={prices.length}
        aria-valuenow={index + 1}
        aria-valuetext={readout.map(([label, value]) => `${label}: ${value}`).join('; ')}
        onKeyDown={onKeyDown}
        onPointerMove={onPointerMove}
        onPointerDown={onPointerMove}
      >
        <svg
          viewBox={`0 0 ${g.width} ${g.height}`}
          aria-hidden="true"
          focusable="false"
          className={styles.svg}
          data-testid="price-chart"
        >
          <g className={styles.grid}>
            {g.yTicks.map((tick) => (
              <g key={tick.at}>
                <line x1={g.left} x2={g.right} y1={tick.at} y2={tick.at} />
                <text x={g.left - 6} y={tick.at} dy="0.32em" textAnchor="end">
                  {tick.label}
                </text>
              </g>
            ))}
            {g.xTicks.map((tick) => (
              <text key={tick.at} x={tick.at} y={g.volumeBottom + 18} textAnchor="middle">
                {tick.label}
              </text>
            ))}
            <line x1={g.left} x2={g.right} y1={g.volumeBottom} y2={g.volumeBottom} />
          </g>
          <path className={styles.volume} d={g.volumePath} strokeWidth={g.barWidth} data-testid="volume-bars" />
          <path className={styles.close} d={g.closePath} data-testid="close-line" />
          <line className={styles.cursor} x1={g.xs[index]} x2={g.xs[index]} y1={g.top} y2={g.volumeBottom} />
          <circle className={styles.point} cx={g.xs[index]} cy={g.ys[index]} r={4} />
        </svg>
      </div>
    </div>
  );
}
