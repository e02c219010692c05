import { apiRequest } from '@azi/shared/api/client';
import type { StockQuote } from '@azi/shared/api/schemas/forms';

/** GET /api-official-web/stock/quote: the AZI quote, or available: false (never invented numbers). */
export function getStockQuote(): Promise<StockQuote> {
  return apiRequest<StockQuote>({ method: 'GET', url: '/stock/quote' });
}
