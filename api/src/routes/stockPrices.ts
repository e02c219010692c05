/**
 * The stored daily prices, publicly (issue 39): a range (with its chart) for the investor page, one day for
 * its history lookup, the investment calculator's answer, and any span as a CSV download. Each
 * answers from what is stored; nothing is filled in for a day that is not.
 */
import { envelopeSchema, errorBodySchema } from '@azi/shared/api/schemas/envelope';
import {
  stockCalculationSchema,
  stockChartSchema,
  stockDaySchema,
  stockPricesSchema,
  type StockPrice,
} from '@azi/shared/api/schemas/stock';
import { LANGS, type Lang } from '@azi/shared/i18n/languages';
import {
  DEFAULT_STOCK_RANGE,
  INVEST_AMOUNT_MAX,
  INVEST_AMOUNT_MIN,
  ISO_DATE_PATTERN,
  isIsoDate,
  STOCK_RANGES,
  type StockRange,
} from '@azi/shared/api/stockLimits';
import type { FastifyInstance } from 'fastify';
import { ApiHttpError, ok } from '../http/envelope';
import type { Services } from '../services';
import { STOCK_SYMBOL } from '../stock/stockQuoteService';
import { chartGeometry, type ChartLayout } from '../stock/chartGeometry';
import { calculateInvestment } from '../stock/investmentCalculator';
import { dayOnOrBefore, pricesBetween, pricesInRange, storedSummary } from '../stock/priceRepository';
import { CLOSE_MINUTES, isTradingDay, newYorkInstant, newYorkTime, nextTradingDay } from '../stock/tradingCalendar';

const errors = { '4xx': errorBodySchema, '5xx': errorBodySchema };
const isoDate = { type: 'string', pattern: ISO_DATE_PATTERN } as const;
/** Until the next close is recorded (a few minutes after the bell) every answer stays the same. */
const SETTLE_MINUTES = 30;

/** Seconds until the next trading day's close has had time to be recorded. */
export function secondsUntilNextClose(now: Date): number {
  const { date, minutes } = newYorkTime(now);
  const day = isTradingDay(date) && minutes < CLOSE_MINUTES + SETTLE_MINUTES ? date : nextTradingDay(date);
  const at = newYorkInstant(day, CLOSE_MINUTES + SETTLE_MINUTES);
  return Math.max(60, Math.round((at.getTime() - now.getTime()) / 1000));
}

/** A CSV of days: header row, ISO dates, plain numbers, empty where a figure is unknown. */
export function pricesCsv(prices: readonly StockPrice[]): string {
  const cell = (value: number | null) => (value === null ? '' : String(value));
  const lines = prices.map((p) =>
    [p.date, cell(p.open), cell(p.high), cell(p.low), cell(p.close), cell(p.volume)].join(','),
  );
  return ['Date,Open,High,Low,Close,Volume', ...lines].join('\r\n') + '\r\n';
}

function checkDate(name: string, value: string | undefined): void {
  if (value !== undefined && !isIsoDate(value))
    throw new ApiHttpError(400, `${name} is not a date (YYYY-MM-DD)`, { [name]: 'format' });
}

export async function stockPriceRoutes(api: FastifyInstance, { db, clock }: Services): Promise<void> {
  const cacheHeaders = (reply: { header(name: string, value: string): unknown }) =>
    reply.header('cache-control', `public, max-age=${Math.min(300, secondsUntilNextClose(clock()))}`);

  api.get<{ Querystring: { range?: StockRange } }>(
    '/stock/prices',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { range: { type: 'string', enum: STOCK_RANGES }, lang: { type: 'string' } },
        },
        response: { 200: envelopeSchema(stockPricesSchema), ...errors },
      },
    },
    async (request, reply) => {
      const range = request.query.range ?? DEFAULT_STOCK_RANGE;
      const { prices, previousClose } = await pricesInRange(db, range);
      cacheHeaders(reply);
      return ok({ symbol: STOCK_SYMBOL, range, prices, previousClose });
    },
  );

  api.get<{ Querystring: { range?: StockRange; lang?: Lang; layout?: ChartLayout } }>(
    '/stock/chart',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            range: { type: 'string', enum: STOCK_RANGES },
            lang: { type: 'string', enum: LANGS },
            layout: { type: 'string', enum: ['desktop', 'mobile'] },
          },
        },
        response: { 200: envelopeSchema(stockChartSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { range = DEFAULT_STOCK_RANGE, lang = 'zh', layout = 'desktop' } = request.query;
      const { prices, previousClose } = await pricesInRange(db, range);
      cacheHeaders(reply);
      return ok({
        symbol: STOCK_SYMBOL,
        range,
        prices,
        previousClose,
        geometry: prices.length > 0 ? chartGeometry(prices, lang, layout) : null,
      });
    },
  );

  api.get<{ Querystring: { date: string } }>(
    '/stock/prices/day',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['date'],
          additionalProperties: false,
          properties: { date: isoDate, lang: { type: 'string' } },
        },
        response: { 200: envelopeSchema(stockDaySchema), ...errors },
      },
    },
    async (request, reply) => {
      const { date } = request.query;
      checkDate('date', date);
      const { price, previousClose } = await dayOnOrBefore(db, date);
      cacheHeaders(reply);
      return ok({ date, exact: price?.date === date, future: date > newYorkTime(clock()).date, price, previousClose });
    },
  );

  api.get<{ Querystring: { amount: number; start: string; reinvest?: boolean } }>(
    '/stock/calculator',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['amount', 'start'],
          additionalProperties: false,
          properties: {
            amount: { type: 'integer', minimum: INVEST_AMOUNT_MIN, maximum: INVEST_AMOUNT_MAX },
            start: isoDate,
            reinvest: { type: 'boolean' },
            lang: { type: 'string' },
          },
        },
        response: { 200: envelopeSchema(stockCalculationSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { amount, start, reinvest = false } = request.query;
      checkDate('start', start);
      cacheHeaders(reply);
      return ok(await calculateInvestment(db, amount, start, reinvest));
    },
  );

  api.get<{ Querystring: { from?: string; to?: string } }>(
    '/stock/prices.csv',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { from: isoDate, to: isoDate, lang: { type: 'string' } },
        },
        response: errors,
      },
    },
    async (request, reply) => {
      checkDate('from', request.query.from);
      checkDate('to', request.query.to);
      const stored = await storedSummary(db);
      const from = request.query.from ?? stored.first ?? '1900-01-01';
      const to = request.query.to ?? stored.last ?? from;
      if (from > to) throw new ApiHttpError(400, 'from is after to', { from: 'order' });
      const { prices } = await pricesBetween(db, from, to);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${STOCK_SYMBOL}-daily-prices-${from}-to-${to}.csv"`)
        .header('cache-control', `public, max-age=${secondsUntilNextClose(clock())}`)
        .send(pricesCsv(prices));
    },
  );
}
