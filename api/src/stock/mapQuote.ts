/**
 * The gateway's response shape is not documented to us, so the mapping is a table of the names
 * such gateways use for each figure. A figure not found stays null: never a guess.
 */
import type { StockQuote } from '@azi/shared/api/schemas/forms';

type Quote = NonNullable<StockQuote['quote']>;
type NumericKey = Exclude<keyof Quote, 'updatedAt'>;

const ALIASES: Record<NumericKey, readonly string[]> = {
  price: ['price', 'last', 'lastPrice', 'nowPrice', 'current', 'close'],
  open: ['open', 'openPrice', 'todayOpen', 'todayOpenPrice', 'o'],
  prevClose: ['prevClose', 'preClose', 'previousClose', 'yesterdayClose', 'yestClosePrice', 'closePrice', 'pc'],
  high: ['high', 'highPrice', 'todayMax', 'maxPrice', 'h'],
  low: ['low', 'lowPrice', 'todayMin', 'minPrice', 'l'],
  turnoverRate: ['turnoverRate', 'turnover_rate', 'changeRate', 'hsl'],
  peRatio: ['pe', 'peRatio', 'pe_ratio', 'syl', 'marketSurplus'],
  volume: ['volume', 'tradeNum', 'vol', 'v'],
  turnover: ['turnover', 'amount', 'tradeAmount', 'tradeMoney'],
  marketValue: ['marketValue', 'market_value', 'totalMarketValue', 'totalValue', 'marketCap', 'zsz'],
};
const TIME_ALIASES = ['updatedAt', 'updateTime', 'time', 'tradeTime', 'trade_time', 'date', 'datetime'];

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.replace(/[,%\s]/g, ''));
  return Number.isFinite(parsed) ? parsed : null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Finds the object holding the figures: the root, a data/result/body wrapper, or the symbol's entry. */
function findQuoteObject(body: unknown, symbol: string, depth = 0): Record<string, unknown> | undefined {
  if (Array.isArray(body)) return findQuoteObject(body[0], symbol, depth + 1);
  if (!isRecord(body) || depth > 4) return undefined;
  if (Object.values(ALIASES).some((names) => names.some((n) => n in body && toNumber(body[n]) !== null))) return body;
  for (const key of [
    symbol,
    symbol.toLowerCase(),
    'data',
    'result',
    'Obj',
    'obj',
    'body',
    'showapi_res_body',
    'quote',
    'list',
    'stockMarket',
  ]) {
    const found = findQuoteObject(body[key], symbol, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Null when the body holds no recognisable figures at all. */
export function mapQuote(body: unknown, symbol: string): Quote | null {
  const source = findQuoteObject(body, symbol);
  if (!source) return null;
  const pick = (names: readonly string[]) => {
    for (const name of names) {
      const value = toNumber(source[name]);
      if (value !== null) return value;
    }
    return null;
  };
  const quote = Object.fromEntries(Object.entries(ALIASES).map(([key, names]) => [key, pick(names)])) as Record<
    NumericKey,
    number | null
  >;
  const time = TIME_ALIASES.map((n) => source[n]).find((v) => typeof v === 'string' || typeof v === 'number');
  return { ...quote, updatedAt: time === undefined ? null : String(time) };
}
