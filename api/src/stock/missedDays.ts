/**
 * The trading days without a price (issue 39): from the first stored day (at most 120 days back)
 * to the last day whose close is due, holidays left out. Each with the reason of the job's last
 * failed attempt that day, when there was one. Never filled in: the console lists them, staff
 * import the figures.
 */
import type { Queryable } from '../db/database';
import { RECORD_FROM_MINUTES } from './closeRecorder';
import { storedDays } from './priceRepository';
import { addDays, isTradingDay, newYorkTime, previousTradingDay, tradingDaysBetween } from './tradingCalendar';

const LOOK_BACK_DAYS = 120;

export async function missedDays(db: Queryable, now: Date): Promise<{ date: string; reason: string | null }[]> {
  const [bounds] = await db.query<{ first: string | null }>(
    `select to_char(least((select min(trade_date) from stock_price), (select min(trade_date) from stock_close_run)), 'YYYY-MM-DD') as first`,
  );
  if (!bounds?.first) return [];
  const { date: today, minutes } = newYorkTime(now);
  const lastDue = isTradingDay(today) && minutes >= RECORD_FROM_MINUTES ? today : previousTradingDay(today);
  const earliest = addDays(lastDue, -LOOK_BACK_DAYS);
  const from = bounds.first > earliest ? bounds.first : earliest;
  if (from > lastDue) return [];
  const stored = await storedDays(db, from, lastDue);
  const missing = tradingDaysBetween(from, lastDue).filter((day) => !stored.has(day));
  if (missing.length === 0) return [];
  const reasons = await db.query<{ date: string; detail: string }>(
    `select distinct on (trade_date) to_char(trade_date, 'YYYY-MM-DD') as date, detail from stock_close_run
     where outcome = 'failed' and trade_date between $1::date and $2::date order by trade_date, at desc`,
    [from, lastDue],
  );
  const reasonOf = new Map(reasons.map((r) => [r.date, r.detail]));
  return missing.reverse().map((date) => ({ date, reason: reasonOf.get(date) ?? null }));
}
