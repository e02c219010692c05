/**
 * The stored daily prices and dividends (migration 011): the ranges the chart shows, one day for
 * the history lookup, the CSV import (preview, then upsert by date in one transaction) and the
 * console's view of what is stored. Numbers leave the database as strings (numeric, bigint) and
 * are read back into numbers here, dates as YYYY-MM-DD.
 */
import type { StockDividend, StockPrice } from '@azi/shared/api/schemas/stock';
import type { StockRange } from '@azi/shared/api/stockLimits';
import type { Queryable } from '../db/database';

interface PriceRow {
  date: string;
  open: string | null;
  high: string | null;
  low: string | null;
  close: string;
  volume: string | number | null;
}

const COLUMNS = `to_char(trade_date, 'YYYY-MM-DD') as date, open::text, high::text, low::text, close::text, volume::text`;
const num = (value: string | number | null) => (value === null ? null : Number(value));

function toPrice(row: PriceRow): StockPrice {
  return {
    date: row.date,
    open: num(row.open),
    high: num(row.high),
    low: num(row.low),
    close: Number(row.close),
    volume: num(row.volume),
  };
}

/** `date` moved back by whole months, the day kept where the month has it (03-31 -> 02-28). */
export function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = total % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, last))).toISOString().slice(0, 10);
}

/** The first day after which a range's days are shown, counted back from the latest stored day; null: all of them. */
export function rangeStart(range: StockRange, latest: string): { after: string } | { from: string } | null {
  switch (range) {
    case '1M':
      return { after: monthsBefore(latest, 1) };
    case '3M':
      return { after: monthsBefore(latest, 3) };
    case '6M':
      return { after: monthsBefore(latest, 6) };
    case '1Y':
      return { after: monthsBefore(latest, 12) };
    case '5Y':
      return { after: monthsBefore(latest, 60) };
    case 'YTD':
      return { from: `${latest.slice(0, 4)}-01-01` };
    case 'ALL':
      return null;
  }
}

export async function latestDate(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ date: string | null }>(
    `select to_char(max(trade_date), 'YYYY-MM-DD') as date from stock_price`,
  );
  return row?.date ?? null;
}

/** A range's days, oldest first, and the close of the day before the first. */
export async function pricesInRange(
  db: Queryable,
  range: StockRange,
): Promise<{ prices: StockPrice[]; previousClose: number | null }> {
  const latest = await latestDate(db);
  if (!latest) return { prices: [], previousClose: null };
  const start = rangeStart(range, latest);
  const first = start === null ? '0001-01-01' : 'from' in start ? start.from : addOneDay(start.after);
  return pricesBetween(db, first, latest);
}

function addOneDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The days from `from` to `to` (both included), oldest first, and the close before `from`. */
export async function pricesBetween(
  db: Queryable,
  from: string,
  to: string,
): Promise<{ prices: StockPrice[]; previousClose: number | null }> {
  const rows = await db.query<PriceRow>(
    `select ${COLUMNS} from stock_price where trade_date between $1::date and $2::date order by trade_date`,
    [from, to],
  );
  const [before] = await db.query<{ close: string }>(
    `select close::text from stock_price where trade_date < $1::date order by trade_date desc limit 1`,
    [from],
  );
  return { prices: rows.map(toPrice), previousClose: before ? Number(before.close) : null };
}

/** The day asked for or, when it is not stored, the closest earlier stored day. */
export async function dayOnOrBefore(
  db: Queryable,
  date: string,
): Promise<{ price: StockPrice | null; previousClose: number | null }> {
  const rows = await db.query<PriceRow>(
    `select ${COLUMNS} from stock_price where trade_date <= $1::date order by trade_date desc limit 2`,
    [date],
  );
  return { price: rows[0] ? toPrice(rows[0]) : null, previousClose: rows[1] ? Number(rows[1].close) : null };
}

export async function firstDayOnOrAfter(db: Queryable, date: string): Promise<StockPrice | null> {
  const [row] = await db.query<PriceRow>(
    `select ${COLUMNS} from stock_price where trade_date >= $1::date order by trade_date limit 1`,
    [date],
  );
  return row ? toPrice(row) : null;
}

export async function latestPrice(db: Queryable): Promise<StockPrice | null> {
  const [row] = await db.query<PriceRow>(`select ${COLUMNS} from stock_price order by trade_date desc limit 1`);
  return row ? toPrice(row) : null;
}

export interface ImportPreview {
  added: number;
  updated: number;
  unchanged: number;
  /** Days stored after the import. */
  total: number;
  /** The days whose figures would change, with what is stored now (the first 50). */
  changes: { date: string; before: StockPrice; after: StockPrice }[];
}

const same = (a: StockPrice, b: StockPrice) =>
  a.open === b.open && a.high === b.high && a.low === b.low && a.close === b.close && a.volume === b.volume;

/** What importing `prices` would change, without writing anything. */
export async function previewImport(db: Queryable, prices: readonly StockPrice[]): Promise<ImportPreview> {
  const rows = await db.query<PriceRow>(`select ${COLUMNS} from stock_price where trade_date = any($1::date[])`, [
    `{${prices.map((p) => p.date).join(',')}}`,
  ]);
  const stored = new Map(rows.map((row) => [row.date, toPrice(row)]));
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'select count(*)::int as count from stock_price',
  );
  let added = 0;
  let unchanged = 0;
  const changes: ImportPreview['changes'] = [];
  let updated = 0;
  for (const price of prices) {
    const before = stored.get(price.date);
    if (!before) added += 1;
    else if (same(before, price)) unchanged += 1;
    else {
      updated += 1;
      if (changes.length < 50) changes.push({ date: price.date, before, after: price });
    }
  }
  return { added, updated, unchanged, total: count + added, changes };
}

/**
 * Upserts `prices` by date in one statement (so in one transaction: all or nothing); a day whose
 * figures are the same is left as it is. Answers how many days were added and changed, and how
 * many are stored now.
 */
export async function importPrices(
  db: Queryable,
  prices: readonly StockPrice[],
  source: 'import' | 'schedule' = 'import',
): Promise<{ added: number; updated: number; total: number }> {
  const rows = await db.query<{ inserted: boolean }>(
    `insert into stock_price as s (trade_date, open, high, low, close, volume, source)
     select r.date, r.open, r.high, r.low, r.close, r.volume, $2
     from jsonb_to_recordset($1::jsonb) as r(date date, open numeric, high numeric, low numeric, close numeric, volume bigint)
     on conflict (trade_date) do update set open = excluded.open, high = excluded.high, low = excluded.low, close = excluded.close,
       volume = excluded.volume, source = excluded.source, updated_at = now()
     where (s.open, s.high, s.low, s.close, s.volume) is distinct from (excluded.open, excluded.high, excluded.low, excluded.close, excluded.volume)
     returning (xmax = 0) as inserted`,
    [JSON.stringify(prices), source],
  );
  const added = rows.filter((r) => r.inserted).length;
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    'select count(*)::int as total from stock_price',
  );
  return { added, updated: rows.length - added, total };
}

export async function storedSummary(
  db: Queryable,
): Promise<{ count: number; first: string | null; last: string | null }> {
  const [row] = await db.query<{ count: number; first: string | null; last: string | null }>(
    `select count(*)::int as count, to_char(min(trade_date), 'YYYY-MM-DD') as first, to_char(max(trade_date), 'YYYY-MM-DD') as last from stock_price`,
  );
  return row ?? { count: 0, first: null, last: null };
}

/** Which of `days` have a price stored. */
export async function storedDays(db: Queryable, from: string, to: string): Promise<Set<string>> {
  const rows = await db.query<{ date: string }>(
    `select to_char(trade_date, 'YYYY-MM-DD') as date from stock_price where trade_date between $1::date and $2::date`,
    [from, to],
  );
  return new Set(rows.map((r) => r.date));
}

export async function listDividends(db: Queryable): Promise<StockDividend[]> {
  const rows = await db.query<{ ex_date: string; amount: string }>(
    `select to_char(ex_date, 'YYYY-MM-DD') as ex_date, amount::text from stock_dividend order by ex_date`,
  );
  return rows.map((r) => ({ exDate: r.ex_date, amount: Number(r.amount) }));
}

export async function saveDividend(db: Queryable, dividend: StockDividend, by: string): Promise<void> {
  await db.query(
    `insert into stock_dividend (ex_date, amount, created_by) values ($1::date, $2, $3)
     on conflict (ex_date) do update set amount = excluded.amount, created_by = excluded.created_by, created_at = now()`,
    [dividend.exDate, dividend.amount, by],
  );
}

export async function deleteDividend(db: Queryable, exDate: string): Promise<boolean> {
  const rows = await db.query(`delete from stock_dividend where ex_date = $1::date returning 1`, [exDate]);
  return rows.length > 0;
}
