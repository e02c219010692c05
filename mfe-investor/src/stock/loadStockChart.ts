import { getStockPrices } from '@azi/shared/api/get-stock-prices';
import type { StockPrices } from '@azi/shared/api/schemas/stock';
import type { StockRange } from '@azi/shared/api/stockLimits';
import type { Lang } from '@azi/shared/i18n/languages';
import type { Layout } from '@azi/shared/routing/paths';
import type { ChartGeometry } from './chartGeometry';

export interface StockChartData {
  prices: StockPrices;
  /** Null when no price is stored: nothing is drawn. */
  geometry: ChartGeometry | null;
}

/**
 * A range's prices and the chart drawn from them. The drawing code (d3) is a chunk of its own:
 * the server runs it for the first view and the browser only for a range chosen after start-up.
 */
export async function loadStockChart(range: StockRange, lang: Lang, layout: Layout): Promise<StockChartData> {
  const prices = await getStockPrices(range);
  if (prices.prices.length === 0) return { prices, geometry: null };
  const { chartGeometry } = await import(/* webpackChunkName: "later-stock-chart" */ './chartGeometry');
  return { prices, geometry: chartGeometry(prices.prices, lang, layout) };
}
