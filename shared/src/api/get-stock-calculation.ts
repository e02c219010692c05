import { apiRequest } from '@azi/shared/api/client';
import type { StockCalculation } from '@azi/shared/api/schemas/stock';

/** GET /api-official-web/stock/calculator: what `amount` dollars invested at the close of `start` (or the next trading day) are worth at the latest close. */
export function getStockCalculation(params: {
  amount: number;
  start: string;
  reinvest: boolean;
}): Promise<StockCalculation> {
  return apiRequest<StockCalculation>({
    method: 'GET',
    url: '/stock/calculator',
    params: { amount: params.amount, start: params.start, ...(params.reinvest ? { reinvest: true } : {}) },
  });
}
