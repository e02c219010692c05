import { apiRequest } from './client';
import type { StockQuote } from './schemas/forms';

/** GET /api-official-web/stock/quote: the AZI quote, or available: false (never invented numbers). */
export function getStockQuote(): Promise<StockQuote> {
  return apiRequest<StockQuote>({ method: 'GET', url: '/stock/quote' });
}
