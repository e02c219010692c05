/**
 * The investment calculator (issue 39): `amount` dollars buy shares at the close of the first
 * trading day on or after `start`; they are worth their number times the latest close. Dividends
 * count only as IR staff entered them (ex-date, cash per share): a holder before the ex-date
 * receives one; reinvested, it buys shares at the close of the ex-date (or the first stored day
 * after it), otherwise it is kept as cash. Fees and taxes are not counted.
 */
import type { StockCalculation } from '@azi/shared/api/schemas/stock';
import type { Queryable } from '../db/database';
import { firstDayOnOrAfter, latestPrice, listDividends, storedSummary } from './priceRepository';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export async function calculateInvestment(
  db: Queryable,
  amount: number,
  start: string,
  reinvest: boolean,
): Promise<StockCalculation> {
  const [dividends, stored] = await Promise.all([listDividends(db), storedSummary(db)]);
  const base = { amount, start, firstDate: stored.first, reinvest, dividendsEntered: dividends.length };
  const end = await latestPrice(db);
  if (!end) return { ...base, result: null, reason: 'noPrices' };
  const buy = await firstDayOnOrAfter(db, start);
  if (!buy) return { ...base, result: null, reason: 'afterLatest' };

  let shares = amount / buy.close;
  let dividendCash = 0;
  const received = dividends.filter((d) => d.exDate > buy.date && d.exDate <= end.date);
  for (const dividend of received) {
    const cash = shares * dividend.amount;
    if (!reinvest) {
      dividendCash += cash;
      continue;
    }
    const day = await firstDayOnOrAfter(db, dividend.exDate);
    shares += cash / (day ?? end).close;
  }
  const value = shares * end.close + dividendCash;
  const gain = value - amount;
  const days = daysBetween(buy.date, end.date);
  return {
    ...base,
    reason: null,
    result: {
      buyDate: buy.date,
      buyClose: buy.close,
      shares,
      endDate: end.date,
      endClose: end.close,
      value,
      gain,
      gainPercent: (gain / amount) * 100,
      annualisedPercent: days >= 365 ? (Math.pow(value / amount, 365 / days) - 1) * 100 : null,
      dividendCash,
      dividends: received,
    },
  };
}
