import {
  DEFAULT_STOCK_RANGE,
  INVEST_AMOUNT_MAX,
  INVEST_AMOUNT_MIN,
  isIsoDate,
  STOCK_RANGES,
  type StockRange,
} from '@azi/shared/api/stockLimits';
import { readQueryNumber } from '@azi/shared/routing/queryNumber';

/** The share-price views of the investor page, as they live in its URL (?range=3M&date=2025-11-30&amount=1000&start=2025-01-02&reinvest=true). */
export interface StockQuery {
  range: StockRange;
  /** The history lookup's date. */
  date: string | undefined;
  /** The calculator: dollars invested, from which day, dividends reinvested. */
  amount: number | undefined;
  start: string | undefined;
  reinvest: boolean;
}

const dateOf = (value: string | null) => (value !== null && isIsoDate(value.trim()) ? value.trim() : undefined);

/**
 * Reads the URL's query as the page table's rules for the investor page do (sitePages.ts): a value
 * that makes no sense is ignored, so the server renders what the browser will.
 */
export function parseStockQuery(params: URLSearchParams): StockQuery {
  const range = params.get('range');
  return {
    range: STOCK_RANGES.find((r) => r === range) ?? DEFAULT_STOCK_RANGE,
    date: dateOf(params.get('date')),
    amount: readQueryNumber(params.get('amount'), INVEST_AMOUNT_MIN, INVEST_AMOUNT_MAX),
    start: dateOf(params.get('start')),
    reinvest: params.get('reinvest') === 'true',
  };
}

/** The query of a view; defaults are left out so links stay short. */
export function stockQueryParams(query: StockQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.range !== DEFAULT_STOCK_RANGE) out.range = query.range;
  if (query.date) out.date = query.date;
  if (query.amount !== undefined) out.amount = String(query.amount);
  if (query.start) out.start = query.start;
  if (query.reinvest) out.reinvest = 'true';
  return out;
}
