/**
 * Issue 39: daily prices in the database, from a CSV (Nasdaq's download or ISO dates) and from the
 * scheduled job; the public answers the investor page shows (range, lookup, calculator, CSV).
 */
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import type { StockPrice } from '@azi/shared/api/schemas/stock';
import { migrate } from '../../src/db/migrate';
import type { Database } from '../../src/db/database';
import { PRICE_MAX, PRICE_MIN } from '@azi/shared/api/stockLimits';
import { CloseRecorder } from '../../src/stock/closeRecorder';
import { parsePriceCsv } from '../../src/stock/priceCsv';
import { missedDays } from '../../src/stock/missedDays';
import { secondsUntilNextClose } from '../../src/routes/stockPrices';
import { StockQuoteService } from '../../src/stock/stockQuoteService';
import { holidays, isTradingDay, newYorkInstant } from '../../src/stock/tradingCalendar';
import { createAccount, signIn } from '../helpers/consoleSession';
import { startFakeGateway, type FakeGateway } from '../helpers/fakeStockGateway';
import { adminHeaders, API, startTestApp, type TestApp } from '../helpers/testApp';
import { createTestDatabase, DATABASE_TARGETS, openTestDatabase, type TestDatabase } from '../helpers/testDatabases';

const NASDAQ_CSV = fs.readFileSync(path.join(__dirname, 'fixtures/nasdaq-2025.csv'), 'utf8');
const FILE = (() => {
  const parsed = parsePriceCsv(NASDAQ_CSV);
  if (!parsed.ok) throw new Error('the fixture does not parse');
  return parsed.prices;
})();
const byDate = new Map(FILE.map((p) => [p.date, p]));
const csvHeaders = { ...adminHeaders, 'content-type': 'text/csv' };

describe('the trading calendar', () => {
  test("2025's exchange holidays, and weekends, are not trading days", () => {
    expect([...holidays(2025)].sort()).toEqual([
      '2025-01-01',
      '2025-01-20',
      '2025-02-17',
      '2025-04-18',
      '2025-05-26',
      '2025-06-19',
      '2025-07-04',
      '2025-09-01',
      '2025-11-27',
      '2025-12-25',
    ]);
    expect(isTradingDay('2025-01-09')).toBe(false);
    expect(isTradingDay('2025-11-29')).toBe(false);
    expect(isTradingDay('2025-11-28')).toBe(true);
    // New Year's Day 2022 fell on a Saturday: no holiday on Friday 31 December 2021.
    expect(isTradingDay('2021-12-31')).toBe(true);
  });

  test('New York time across the summer-time change', () => {
    expect(newYorkInstant('2025-07-01', 16 * 60).toISOString()).toBe('2025-07-01T20:00:00.000Z');
    expect(newYorkInstant('2025-12-01', 16 * 60).toISOString()).toBe('2025-12-01T21:00:00.000Z');
    // Friday after the close: cached until Monday's close has settled.
    expect(secondsUntilNextClose(new Date('2025-11-28T22:00:00Z'))).toBe((3 * 24 - 0.5) * 3600);
  });
});

describe('reading a price CSV', () => {
  test("Nasdaq's download: every day, with $ prices and MM/DD/YYYY dates, oldest first", () => {
    expect(FILE).toHaveLength(250);
    expect(FILE[0]!.date).toBe('2025-01-02');
    expect(FILE.at(-1)).toEqual({
      date: '2025-12-31',
      close: 4.9015,
      volume: 185885,
      open: 4.7204,
      high: 4.9837,
      low: 4.6036,
    });
  });

  test('ISO dates, columns in any order, quoted volumes and missing figures', () => {
    const parsed = parsePriceCsv(
      '\uFEFFDate,Open,High,Low,Close,Volume\r\n2025-03-03,1.5,1.6,1.4,1.55,"1,200"\r\n2025-03-04,,,,1.6,\r\n',
    );
    expect(parsed).toEqual({
      ok: true,
      prices: [
        { date: '2025-03-03', open: 1.5, high: 1.6, low: 1.4, close: 1.55, volume: 1200 },
        { date: '2025-03-04', open: null, high: null, low: null, close: 1.6, volume: null },
      ],
    });
  });

  test('a line that does not read is named by its number and says what is wrong', () => {
    const parsed = parsePriceCsv(
      'Date,Close/Last,Volume,Open,High,Low\n03/04/2025,$1.60,100,$1.5,$1.7,$1.4\n02/30/2025,$1.50,100,$1.5,$1.6,$1.4\n03/05/2025,abc,100,$1.5,$1.6,$1.4\n03/04/2025,$1.60,100,$1.5,$1.7,$1.4\n',
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.map((e) => e.line)).toEqual([3, 4, 5]);
    expect(parsed.errors[0]!.message).toMatch(/02\/30\/2025.*not a date/);
    expect(parsed.errors[1]!.message).toMatch(/close "abc"/);
    expect(parsed.errors[2]!.message).toMatch(/already on line 2/);
    expect(parsePriceCsv('Day,Price\n1,2').ok).toBe(false);
  });
});

describe.each(DATABASE_TARGETS)('stored prices on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => {
    await t.close();
  });
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url: `${API}${url}` });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

  test('with nothing stored, the answers are empty: nothing is invented', async () => {
    expect(await get('/stock/prices?range=1Y')).toEqual({
      symbol: 'AZI',
      range: '1Y',
      prices: [],
      previousClose: null,
    });
    expect(await get('/stock/chart?range=1Y&lang=en')).toEqual({
      symbol: 'AZI',
      range: '1Y',
      prices: [],
      previousClose: null,
      geometry: null,
    });
    expect(await get('/stock/prices/day?date=2025-06-01')).toEqual({
      date: '2025-06-01',
      exact: false,
      future: false,
      price: null,
      previousClose: null,
    });
    expect((await get('/stock/calculator?amount=1000&start=2025-01-02')).result).toBeNull();
  });

  test('a CSV with a bad line is refused with its line number and nothing is stored', async () => {
    const bad = NASDAQ_CSV.replace('11/28/2025,', '11/31/2025,');
    const lineOfBad = NASDAQ_CSV.split('\n').findIndex((line) => line.startsWith('11/28/2025')) + 1;
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/admin/stock/prices`,
      headers: csvHeaders,
      payload: bad,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`line ${lineOfBad}:`);
    expect(response.json().errors).toHaveProperty(`line ${lineOfBad}`);
    expect((await get('/stock/prices?range=ALL')).prices).toEqual([]);
  });

  test('the preview says what would change; the import adds every day once; again, it changes nothing', async () => {
    const preview = await t.app.inject({
      method: 'POST',
      url: `${API}/admin/stock/prices?preview=true`,
      headers: csvHeaders,
      payload: NASDAQ_CSV,
    });
    expect(preview.json().data).toMatchObject({ added: 250, updated: 0, unchanged: 0, total: 250 });
    expect((await get('/stock/prices?range=ALL')).prices).toEqual([]);
    const first = await t.app.inject({
      method: 'POST',
      url: `${API}/admin/stock/prices`,
      headers: csvHeaders,
      payload: NASDAQ_CSV,
    });
    expect(first.json().data).toEqual({ added: 250, updated: 0, total: 250 });
    const again = await t.app.inject({
      method: 'POST',
      url: `${API}/admin/stock/prices`,
      headers: csvHeaders,
      payload: NASDAQ_CSV,
    });
    expect(again.json().data).toEqual({ added: 0, updated: 0, total: 250 });
    const changed = 'Date,Close,Volume\n2025-12-31,5.5,1000\n2026-01-02,5.6,2000\n';
    const preview2 = await t.app.inject({
      method: 'POST',
      url: `${API}/admin/stock/prices?preview=true`,
      headers: csvHeaders,
      payload: changed,
    });
    expect(preview2.json().data).toMatchObject({
      added: 1,
      updated: 1,
      unchanged: 0,
      total: 251,
      changes: [{ date: '2025-12-31', before: byDate.get('2025-12-31'), after: { close: 5.5 } }],
    });
    // Put back what the file says (the other tests read the file's figures).
    await t.app.inject({ method: 'POST', url: `${API}/admin/stock/prices`, headers: csvHeaders, payload: NASDAQ_CSV });
  });

  test("a range ends at the latest stored day and holds the file's figures", async () => {
    const year = await get('/stock/prices?range=1Y');
    expect(year.prices).toEqual(FILE);
    const month = await get('/stock/prices?range=1M');
    expect(month.prices.map((p: StockPrice) => p.date)).toEqual(
      FILE.filter((p) => p.date > '2025-11-30').map((p) => p.date),
    );
    expect(month.previousClose).toBe(byDate.get('2025-11-28')!.close);
    expect((await get('/stock/prices?range=YTD')).prices).toHaveLength(250);
  });

  test("a range's chart: the file's days, the highest close the highest point, labels in the language asked for", async () => {
    const chart = await get('/stock/chart?range=1Y&lang=hk&layout=mobile');
    expect(chart.prices).toEqual(FILE);
    const ys: number[] = chart.geometry.ys;
    expect(ys).toHaveLength(250);
    const closes = FILE.map((p) => p.close);
    expect(ys.indexOf(Math.min(...ys))).toBe(closes.indexOf(Math.max(...closes)));
    expect(chart.geometry.width).toBe(360);
    expect(chart.geometry.xTicks[0].label).toMatch(/^2025年/);
    expect((await t.app.inject({ method: 'GET', url: `${API}/stock/chart?layout=tablet` })).statusCode).toBe(400);
  });

  test('the lookup of a Sunday answers the Friday before, and says it is not that day', async () => {
    expect(await get('/stock/prices/day?date=2025-11-30')).toEqual({
      date: '2025-11-30',
      exact: false,
      future: false,
      price: byDate.get('2025-11-28'),
      previousClose: byDate.get('2025-11-26')!.close,
    });
    expect((await get('/stock/prices/day?date=2025-11-28')).exact).toBe(true);
    // A day to come is said to be one, not taken for a day the market was shut.
    expect(await get('/stock/prices/day?date=2099-01-05')).toMatchObject({
      exact: false,
      future: true,
      price: byDate.get('2025-12-31'),
    });
    expect((await t.app.inject({ method: 'GET', url: `${API}/stock/prices/day?date=2025-02-30` })).statusCode).toBe(
      400,
    );
  });

  test('the CSV download of a range equals the stored rows, named by ticker and range, cached until the next close', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}/stock/prices.csv?from=2025-03-01&to=2025-03-31`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="AZI-daily-prices-2025-03-01-to-2025-03-31.csv"',
    );
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const back = parsePriceCsv(response.body);
    expect(back).toEqual({ ok: true, prices: FILE.filter((p) => p.date.startsWith('2025-03')) });
  });

  test("the calculator: shares at the start day's close, worth the latest close; dividends only as entered", async () => {
    const buy = byDate.get('2025-03-03')!;
    const end = FILE.at(-1)!;
    const plain = await get('/stock/calculator?amount=10000&start=2025-03-01');
    expect(plain).toMatchObject({
      firstDate: '2025-01-02',
      dividendsEntered: 0,
      reason: null,
      result: { buyDate: '2025-03-03', endDate: '2025-12-31', dividends: [] },
    });
    // Years before the first price: bought on the first stored day, and the answer says which day that is.
    expect(await get('/stock/calculator?amount=10000&start=2019-05-06')).toMatchObject({
      firstDate: '2025-01-02',
      result: { buyDate: '2025-01-02' },
    });
    expect(plain.result.value).toBeCloseTo((10000 / buy.close) * end.close, 6);
    expect(plain.result.annualisedPercent).toBeNull();

    const dividend = await t.app.inject({
      method: 'POST',
      url: `${API}/admin/stock/dividends`,
      headers: adminHeaders,
      payload: { exDate: '2025-06-02', amount: 0.1 },
    });
    expect(dividend.statusCode).toBe(200);
    const cash = await get('/stock/calculator?amount=10000&start=2025-03-01');
    expect(cash.result.dividendCash).toBeCloseTo((10000 / buy.close) * 0.1, 6);
    const reinvested = await get('/stock/calculator?amount=10000&start=2025-03-01&reinvest=true');
    const shares = (10000 / buy.close) * (1 + 0.1 / byDate.get('2025-06-02')!.close);
    expect(reinvested.result.shares).toBeCloseTo(shares, 9);
    expect(reinvested.result.value).toBeCloseTo(shares * end.close, 6);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${API}/admin/stock/dividends/2025-06-02`, headers: adminHeaders }))
        .statusCode,
    ).toBe(200);
    expect((await get('/stock/calculator?amount=10000&start=2025-03-01')).dividendsEntered).toBe(0);
  });

  test('ir and admin may import; media may not; the public has no such route', async () => {
    await createAccount(t.app, 'ir-stock@example.com', 'ir');
    await createAccount(t.app, 'media-stock@example.com', 'media');
    const ir = await signIn(t.app, 'ir-stock@example.com');
    const media = await signIn(t.app, 'media-stock@example.com');
    expect((await ir.inject('POST', 'admin/stock/prices', NASDAQ_CSV, { 'content-type': 'text/csv' })).statusCode).toBe(
      200,
    );
    expect(
      (await media.inject('POST', 'admin/stock/prices', NASDAQ_CSV, { 'content-type': 'text/csv' })).statusCode,
    ).toBe(403);
    expect((await ir.inject('GET', 'admin/stock/status')).json().data).toMatchObject({
      count: 250,
      first: '2025-01-02',
      last: '2025-12-31',
      recorderEnabled: false,
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${API}/admin/stock/prices`,
          payload: NASDAQ_CSV,
          headers: { 'content-type': 'text/csv' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe.each(DATABASE_TARGETS)('a price at the stored bounds on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => {
    await t.close();
  });
  const post = (csv: string) =>
    t.app.inject({ method: 'POST', url: `${API}/admin/stock/prices`, headers: csvHeaders, payload: csv });

  test('the smallest and the largest price the import reads are stored as written', async () => {
    const answer = await post(
      `Date,Close,Open,High,Low\n2025-03-03,${PRICE_MIN},${PRICE_MIN},${PRICE_MAX},${PRICE_MIN}\n`,
    );
    expect({ status: answer.statusCode, body: answer.body }).toMatchObject({ status: 200 });
    const stored = (await t.app.inject({ method: 'GET', url: `${API}/stock/prices/day?date=2025-03-03` })).json().data
      .price;
    expect(stored).toMatchObject({ close: PRICE_MIN, open: PRICE_MIN, high: PRICE_MAX, low: PRICE_MIN });
  });

  test.each(['0.00001', '0.00004', '10000000000', '9999999999.99999', '1.23456'])(
    'a close of %s is refused by its line, not by the database',
    async (close) => {
      const answer = await post(`Date,Close\n2025-03-04,1.5\n2025-03-05,${close}\n`);
      expect({ status: answer.statusCode, body: answer.body }).toMatchObject({ status: 400 });
      expect(answer.json().message).toContain('line 3:');
      expect(answer.json().message).toContain(`"${close}" is not a price`);
    },
  );
});

describe.each(DATABASE_TARGETS)('the scheduled close on %s', (target) => {
  let database: TestDatabase;
  let db: Database;
  let gateway: FakeGateway;
  const log = pino({ level: 'silent' });
  // Monday 1 December 2025, 16:30 in New York.
  const afterClose = new Date('2025-12-01T21:30:00Z');

  beforeEach(async () => {
    gateway = await startFakeGateway();
    database = await createTestDatabase(target);
    db = await openTestDatabase(database);
    await migrate(db);
  });
  afterEach(async () => {
    await db.close();
    await database.drop();
    await gateway.close();
  });

  /** A site copy: its own quote service and recorder, sharing the database. */
  const copy = (now: Date) => {
    const quotes = new StockQuoteService({ gatewayUrl: gateway.url, appCode: 'test-code' }, log);
    return new CloseRecorder(db, { quote: () => quotes.get(), clock: () => now, tickMs: 60_000 }, log);
  };

  test('two copies looking at once record the day once, from one request to the gateway', async () => {
    gateway.respond(200, {
      data: {
        price: '4.12',
        open: '4.00',
        high: '4.20',
        low: '3.95',
        volume: '123456',
        updateTime: '2025-12-01 16:00:00',
      },
    });
    const outcomes = await Promise.all([copy(afterClose).tick(), copy(afterClose).tick()]);
    // One records; the other finds the lease taken, or (had it looked just after) the day stored.
    expect(outcomes.filter((o) => o === 'recorded')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'recorded')).toEqual([expect.stringMatching(/^(busy|notDue)$/)]);
    expect(gateway.requests).toHaveLength(1);
    const rows = await db.query(
      `select to_char(trade_date, 'YYYY-MM-DD') as date, close::float8 as close, volume::int as volume, source from stock_price`,
    );
    expect(rows).toEqual([{ date: '2025-12-01', close: 4.12, volume: 123456, source: 'schedule' }]);
    // Later looks find the day stored: no more requests.
    expect(await copy(new Date(afterClose.getTime() + 120_000)).tick()).toBe('notDue');
    expect(gateway.requests).toHaveLength(1);
  });

  test('nothing before the close, nothing on a holiday; a quote of another day is not recorded and the day is listed as missed', async () => {
    expect(await copy(new Date('2025-12-01T20:30:00Z')).tick()).toBe('notDue');
    expect(await copy(new Date('2025-11-27T22:00:00Z')).tick()).toBe('notDue');
    expect(gateway.requests).toHaveLength(0);
    gateway.respond(200, { price: 4.1, time: '2025-11-28 16:00:00' });
    expect(await copy(afterClose).tick()).toBe('failed');
    expect(await db.query('select 1 from stock_price')).toHaveLength(0);
    // Tried again ten minutes later, not before.
    expect(await copy(new Date(afterClose.getTime() + 60_000)).tick()).toBe('notDue');
    expect(await missedDays(db, new Date('2025-12-02T12:00:00Z'))).toEqual([
      { date: '2025-12-01', reason: "the quote gateway's figures are dated 2025-11-28, not 2025-12-01" },
    ]);
  });
});
