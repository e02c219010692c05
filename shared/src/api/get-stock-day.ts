import { apiRequest } from '@azi/shared/api/client';
import type { StockDay } from '@azi/shared/api/schemas/stock';

/** GET /api-official-web/stock/prices/day?date=: that day's prices, or the closest earlier trading day's (exact: false). */
export function getStockDay(date: string): Promise<StockDay> {
  return apiRequest<StockDay>({ method: 'GET', url: '/stock/prices/day', params: { date } });
}
