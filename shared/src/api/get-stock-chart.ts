import { apiRequest } from '@azi/shared/api/client';
import type { StockChart } from '@azi/shared/api/schemas/stock';
import type { StockRange } from '@azi/shared/api/stockLimits';
import type { Lang } from '@azi/shared/i18n/languages';
import type { Layout } from '@azi/shared/routing/paths';

/**
 * GET /api-official-web/stock/chart?range=&lang=&layout=: the stored days of a range, oldest first,
 * and their chart worked out by the API (labels in `lang`, sized for `layout`); none stored: an
 * empty list and no chart.
 */
export function getStockChart(range: StockRange, lang: Lang, layout: Layout): Promise<StockChart> {
  return apiRequest<StockChart>({ method: 'GET', url: '/stock/chart', params: { range, lang, layout } });
}
