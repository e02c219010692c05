/**
 * The values the stock routes take (issue 39), apart from the schemas so that the page table
 * (which the shell loads on every page) reads them without the schemas.
 */
/** The chart's ranges, in the order of its links. */
export const STOCK_RANGES = ['1M', '3M', '6M', 'YTD', '1Y', '5Y', 'ALL'] as const;
export type StockRange = (typeof STOCK_RANGES)[number];
/** What the investor page shows without `?range=`. */
export const DEFAULT_STOCK_RANGE: StockRange = '1Y';

/** An ISO calendar date, YYYY-MM-DD. */
export const ISO_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** Whether `text` is a real calendar date written YYYY-MM-DD (2025-02-30 is not). */
export function isIsoDate(text: string): boolean {
  if (!new RegExp(ISO_DATE_PATTERN).test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The calculator's amount: whole US dollars. */
export const INVEST_AMOUNT_MIN = 1;
export const INVEST_AMOUNT_MAX = 100_000_000;

/**
 * A stored price's bounds: the columns are numeric(14, 4) with a check that a price is above zero
 * (migration 011), so a price has at most four decimals and ten whole digits. The CSV import
 * refuses anything else by its line, before the database would.
 */
export const PRICE_DECIMALS = 4;
export const PRICE_MIN = 0.0001;
export const PRICE_MAX = 9_999_999_999.9999;
