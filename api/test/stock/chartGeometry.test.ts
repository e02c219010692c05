import type { StockPrice } from '@azi/shared/api/schemas/stock';
import { chartGeometry } from '../../src/stock/chartGeometry';

const day = (date: string, close: number, volume: number | null): StockPrice => ({
  date,
  open: null,
  high: null,
  low: null,
  close,
  volume,
});
const PRICES = [
  day('2025-11-24', 3.2, 1000),
  day('2025-11-25', 3.85, 5000),
  day('2025-11-26', 2.6, 2500),
  day('2025-11-28', 2.9, null),
];
/** The y of each point of a path of straight segments ("M1,2L3,4…"). */
const pathYs = (d: string) => [...d.matchAll(/[ML]([\d.]+),([\d.]+)/g)].map((m) => Number(m[2]));

describe('the chart of a range', () => {
  test('one point per day, evenly spaced; the highest close is the highest point, the lowest the lowest', () => {
    const g = chartGeometry(PRICES, 'en', 'desktop');
    const ys = pathYs(g.closePath);
    expect(ys).toEqual(g.ys);
    expect(ys.indexOf(Math.min(...ys))).toBe(1);
    expect(ys.indexOf(Math.max(...ys))).toBe(2);
    expect(g.xs[0]).toBe(g.left);
    expect(g.xs[3]).toBe(g.right);
    expect(g.ys.every((y) => y >= g.top && y <= g.priceBottom)).toBe(true);
  });

  test('a bar per day with a volume, the largest the tallest', () => {
    const g = chartGeometry(PRICES, 'en', 'desktop');
    const bars = [...g.volumePath.matchAll(/M([\d.]+),([\d.]+)V([\d.]+)/g)].map((m) => Number(m[3]));
    expect(bars).toHaveLength(3);
    expect(bars[1]).toBe(g.volumeTop);
  });

  test('labels in the page language, sized for the layout', () => {
    const en = chartGeometry(PRICES, 'en', 'desktop');
    const zh = chartGeometry(PRICES, 'zh', 'mobile');
    expect(en.yTicks.map((t) => t.label)).toContain('$3.00');
    expect(zh.yTicks.map((t) => t.label)[0]).toMatch(/^US\$/);
    expect(en.xTicks[0]!.label).toBe('Nov 24');
    expect(zh.xTicks[0]!.label).toBe('11月24日');
    expect([en.width, zh.width]).toEqual([960, 360]);
  });
});
