import { apiRequest } from '@azi/shared/api/client';
import type { StockPrices } from '@azi/shared/api/schemas/stock';
import type { StockRange } from '@azi/shared/api/stockLimits';

/** GET /api-official-web/stock/prices?range=: the stored days of a range, oldest first (none stored: an empty list). */
export function getStockPrices(range: StockRange): Promise<StockPrices> {
  return apiRequest<StockPrices>({ method: 'GET', url: '/stock/prices', params: { range } });
}
