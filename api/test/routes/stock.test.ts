import { StockQuoteService } from '../../src/stock/stockQuoteService';
import { startFakeGateway, type FakeGateway } from '../helpers/fakeStockGateway';
import { API, startTestApp } from '../helpers/testApp';

const silent = { warn: () => undefined };
const QUOTE = {
  data: {
    AZI: {
      price: '1.23',
      open: '1.20',
      preClose: '1.10',
      high: '1.30',
      low: '1.05',
      turnover_rate: '0.8',
      pe: '-3.2',
      volume: '120000',
      amount: '150000',
      market_value: '9000000',
      trade_time: '2026-11-20 16:00:00',
    },
  },
};

describe('the stock quote', () => {
  let gateway: FakeGateway;
  beforeAll(async () => {
    gateway = await startFakeGateway();
  });
  afterAll(async () => gateway.close());

  it('says unavailable when no gateway is configured, with no figures', async () => {
    const t = await startTestApp('pglite');
    try {
      const response = await t.app.inject({ method: 'GET', url: `${API}/stock/quote` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: 200,
        message: 'ok',
        data: { symbol: 'AZI', available: false, quote: null },
      });
    } finally {
      await t.close();
    }
  });

  it('maps the gateway figures through the endpoint and sends the APPCODE header', async () => {
    gateway.respond(200, QUOTE);
    const t = await startTestApp('pglite', { stockGatewayUrl: `${gateway.url}/`, stockAppCode: 'secret-code' });
    try {
      const response = await t.app.inject({ method: 'GET', url: `${API}/stock/quote` });
      expect(response.json().data).toEqual({
        symbol: 'AZI',
        available: true,
        quote: {
          price: 1.23,
          open: 1.2,
          prevClose: 1.1,
          high: 1.3,
          low: 1.05,
          turnoverRate: 0.8,
          peRatio: -3.2,
          volume: 120000,
          turnover: 150000,
          marketValue: 9000000,
          updatedAt: '2026-11-20 16:00:00',
        },
      });
      expect(gateway.requests.at(-1)).toMatchObject({
        url: '/us/real?symbol=AZI',
        headers: { authorization: 'APPCODE secret-code' },
      });
    } finally {
      await t.close();
    }
  });

  it('asks the gateway at most once a minute', async () => {
    gateway.respond(200, QUOTE);
    const service = new StockQuoteService({ gatewayUrl: gateway.url, appCode: 'c' }, silent);
    const before = gateway.requests.length;
    await Promise.all([service.get(), service.get()]);
    await service.get();
    expect(gateway.requests.length - before).toBe(1);
  });

  it.each([
    ['a 500', 500, { error: 'boom' }],
    ['a 204-like non-200', 201, QUOTE],
    ['a body without figures', 200, { msg: 'no data' }],
    ['a body that is not JSON', 200, 'not json'],
  ])('treats %s as unavailable', async (_name, status, body) => {
    gateway.respond(status, body);
    const service = new StockQuoteService({ gatewayUrl: gateway.url, appCode: 'c' }, silent);
    expect(await service.get()).toEqual({ symbol: 'AZI', available: false, quote: null });
  });

  it('treats an unreachable gateway as unavailable', async () => {
    const service = new StockQuoteService({ gatewayUrl: 'http://127.0.0.1:9', appCode: 'c' }, silent);
    expect((await service.get()).available).toBe(false);
  });
});
