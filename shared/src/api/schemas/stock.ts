/**
 * Daily share prices (issue 39): what the public stock routes answer (a range for the chart, one
 * day for the history lookup, the investment calculator) and the query values they take, typed
 * once for the API, the investor page and the console.
 */
import type { Static } from '@azi/shared/api/json-schema';

import { ISO_DATE_PATTERN, STOCK_RANGES } from '@azi/shared/api/stockLimits';

const nullableNumber = { type: ['number', 'null'] } as const;
const isoDate = { type: 'string', pattern: ISO_DATE_PATTERN } as const;

/** One trading day. Open, high, low and volume are null where the source did not give them. */
export const stockPriceSchema = {
  type: 'object',
  required: ['date', 'open', 'high', 'low', 'close', 'volume'],
  properties: {
    date: isoDate,
    open: nullableNumber,
    high: nullableNumber,
    low: nullableNumber,
    close: { type: 'number' },
    /** Shares traded. */
    volume: nullableNumber,
  },
} as const;
export type StockPrice = Static<typeof stockPriceSchema>;

/** GET /stock/prices?range=: the days of a range, oldest first, ending at the latest stored day. */
export const stockPricesSchema = {
  type: 'object',
  required: ['symbol', 'range', 'prices', 'previousClose'],
  properties: {
    symbol: { type: 'string' },
    range: { type: 'string', enum: STOCK_RANGES },
    prices: { type: 'array', items: stockPriceSchema },
    /** The close of the trading day before the range's first (its change), null when none is stored. */
    previousClose: nullableNumber,
  },
} as const;
export type StockPrices = Static<typeof stockPricesSchema>;

const numbers = { type: 'array', items: { type: 'number' } } as const;
const ticks = {
  type: 'array',
  items: {
    type: 'object',
    required: ['at', 'label'],
    properties: { at: { type: 'number' }, label: { type: 'string' } },
  },
} as const;

/**
 * The chart of a range, worked out by the API (d3-scale, d3-shape) for a language and layout: the
 * page draws its SVG from these numbers and strings, on the server and in the browser alike, so no
 * chart code reaches the browser. Days are spaced evenly (one trading day each).
 */
export const stockChartGeometrySchema = {
  type: 'object',
  required: [
    'width',
    'height',
    'left',
    'right',
    'top',
    'priceBottom',
    'volumeTop',
    'volumeBottom',
    'closePath',
    'volumePath',
    'barWidth',
    'xs',
    'ys',
    'yTicks',
    'xTicks',
  ],
  properties: {
    /** The viewBox. */
    width: { type: 'number' },
    height: { type: 'number' },
    /** The plot's edges: prices above priceBottom, volume bars from volumeTop down to volumeBottom. */
    left: { type: 'number' },
    right: { type: 'number' },
    top: { type: 'number' },
    priceBottom: { type: 'number' },
    volumeTop: { type: 'number' },
    volumeBottom: { type: 'number' },
    closePath: { type: 'string' },
    /** One path of vertical strokes, barWidth wide. */
    volumePath: { type: 'string' },
    barWidth: { type: 'number' },
    /** Each day's point, in the order of the prices. */
    xs: numbers,
    ys: numbers,
    /** Prices and dates as the language writes them. */
    yTicks: ticks,
    xTicks: ticks,
  },
} as const;
export type StockChartGeometry = Static<typeof stockChartGeometrySchema>;

/** GET /stock/chart?range=&lang=&layout=: the range's prices and their chart (null when none is stored). */
export const stockChartSchema = {
  type: 'object',
  required: ['symbol', 'range', 'prices', 'previousClose', 'geometry'],
  properties: {
    ...stockPricesSchema.properties,
    geometry: { anyOf: [stockChartGeometrySchema, { type: 'null' }] },
  },
} as const;
export type StockChart = Static<typeof stockChartSchema>;

/** GET /stock/prices/day?date=: that day, or the closest earlier trading day (exact false). */
export const stockDaySchema = {
  type: 'object',
  required: ['date', 'exact', 'future', 'price', 'previousClose'],
  properties: {
    /** The date asked for. */
    date: isoDate,
    /** True when `price` is of the date asked for. */
    exact: { type: 'boolean' },
    /** True when the date has not begun yet in New York, the market's own day: no close can be stored for it. */
    future: { type: 'boolean' },
    /** Null when no price is stored on or before the date. */
    price: { anyOf: [stockPriceSchema, { type: 'null' }] },
    previousClose: nullableNumber,
  },
} as const;
export type StockDay = Static<typeof stockDaySchema>;

export const stockDividendSchema = {
  type: 'object',
  required: ['exDate', 'amount'],
  properties: {
    exDate: isoDate,
    /** US dollars per share. */
    amount: { type: 'number' },
  },
} as const;
export type StockDividend = Static<typeof stockDividendSchema>;

/**
 * GET /stock/calculator?amount=&start=&reinvest=: `amount` dollars invested at the close of the
 * first trading day on or after `start`, worth what at the latest close. `result` is null when no
 * price is stored on or after the start (`reason` says why).
 */
export const stockCalculationSchema = {
  type: 'object',
  required: ['amount', 'start', 'firstDate', 'reinvest', 'dividendsEntered', 'result', 'reason'],
  properties: {
    amount: { type: 'number' },
    start: isoDate,
    /** The first day a price is stored for (null: none): a start before it buys on it. */
    firstDate: { type: ['string', 'null'], pattern: ISO_DATE_PATTERN },
    reinvest: { type: 'boolean' },
    /** How many dividends IR staff entered at all: with none, the page says dividends are not included. */
    dividendsEntered: { type: 'integer' },
    reason: { type: ['string', 'null'], enum: ['noPrices', 'afterLatest', null] },
    result: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          required: [
            'buyDate',
            'buyClose',
            'shares',
            'endDate',
            'endClose',
            'value',
            'gain',
            'gainPercent',
            'annualisedPercent',
            'dividendCash',
            'dividends',
          ],
          properties: {
            buyDate: isoDate,
            buyClose: { type: 'number' },
            /** Shares held at the end (more than bought when dividends were reinvested). */
            shares: { type: 'number' },
            endDate: isoDate,
            endClose: { type: 'number' },
            /** Shares at the latest close plus dividends kept as cash. */
            value: { type: 'number' },
            gain: { type: 'number' },
            gainPercent: { type: 'number' },
            /** Null for a holding shorter than a year: a shorter return is not annualised. */
            annualisedPercent: nullableNumber,
            /** Dividends received and kept as cash (0 when reinvested). */
            dividendCash: { type: 'number' },
            /** The dividends the holding received. */
            dividends: { type: 'array', items: stockDividendSchema },
          },
        },
      ],
    },
  },
} as const;
export type StockCalculation = Static<typeof stockCalculationSchema>;

/** POST /admin/stock/prices (a CSV): what was written. */
export interface StockImportResult {
  added: number;
  updated: number;
  /** Days stored after the import. */
  total: number;
}

/** POST /admin/stock/prices?preview=true: what the import would change, nothing written. */
export interface StockImportPreview extends StockImportResult {
  unchanged: number;
  /** The days whose figures would change, with what is stored now (the first 50). */
  changes: { date: string; before: StockPrice; after: StockPrice }[];
}

/** The console's "Share prices" screen: what is stored, the job's last attempts and the missed days. */
export interface StockAdminStatus {
  count: number;
  first: string | null;
  last: string | null;
  /** Whether this site records the day's close from the quote gateway (STOCK_GATEWAY_URL set). */
  recorderEnabled: boolean;
  /** Trading days (holidays left out) without a price, newest first, over the last 120 days of what is stored. */
  missed: { date: string; reason: string | null }[];
  runs: { date: string; at: string; outcome: 'recorded' | 'present' | 'failed'; detail: string }[];
  dividends: StockDividend[];
}
