/**
 * What the API writes to the log it is given (the site's pino logger): admin writes with who and
 * what, refused admin requests, failures of the quote gateway, every 5xx with its stack (and
 * nothing of it to the client), and a warning at start when the captcha is fixed.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app';
import * as contentRepository from '../src/content/contentRepository';
import { StockQuoteService } from '../src/stock/stockQuoteService';
import { startFakeGateway, type FakeGateway } from './helpers/fakeStockGateway';
import { ADMIN_TOKEN, API, adminHeaders, FIXED_CAPTCHA } from './helpers/testApp';
import { throwAwayDatabase } from './helpers/pgliteImage';

jest.mock('../src/content/contentRepository', () => {
  const actual = jest.requireActual<typeof import('../src/content/contentRepository')>(
    '../src/content/contentRepository',
  );
  return { ...actual, findPage: jest.fn(actual.findPage) };
});

jest.setTimeout(60_000);

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  err?: { message: string; stack: string };
  [key: string]: unknown;
}
const WARN = 40;
const ERROR = 50;

async function appWithLog(options: BuildOptions = {}): Promise<{ app: FastifyInstance; lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
  const app = await buildApp({
    ...(await throwAwayDatabase('migrated')),
    seed: false,
    adminToken: ADMIN_TOKEN,
    nodeEnv: 'test',
    logger: { level: 'info', stream },
    ...options,
  });
  return { app, lines };
}

describe('the API log', () => {
  let app: FastifyInstance;
  let lines: LogLine[];
  beforeAll(async () => {
    ({ app, lines } = await appWithLog());
  });
  afterAll(async () => app.close());

  const admin = (
    method: 'POST' | 'PUT' | 'DELETE' | 'GET',
    url: string,
    payload?: object,
    headers: Record<string, string> = adminHeaders,
  ) => app.inject({ method, url: `${API}/${url}`, headers, ...(payload ? { payload } : {}) });

  it('records each admin write with who made it, the method, the route and the row', async () => {
    const row = { title: { zh: '公告', hk: '公告', en: 'Notice' }, date: '2026-11-22' };
    const id = (await admin('POST', 'admin/notice', row)).json().data.id as number;
    await admin('PUT', `admin/notice/${id}`, row);
    await admin('DELETE', `admin/notice/${id}`);
    const writes = lines.filter((l) => l.msg === 'admin write');
    expect(writes).toEqual([
      expect.objectContaining({
        actor: 'admin-token',
        method: 'POST',
        route: '/api-official-web/admin/notice',
        id,
        reqId: expect.any(String),
      }),
      expect.objectContaining({ actor: 'admin-token', method: 'PUT', route: '/api-official-web/admin/notice/:id', id }),
      expect.objectContaining({
        actor: 'admin-token',
        method: 'DELETE',
        route: '/api-official-web/admin/notice/:id',
        id,
      }),
    ]);
    // A write that found nothing changed nothing: no audit line.
    await admin('DELETE', `admin/notice/${id}`);
    expect(lines.filter((l) => l.msg === 'admin write')).toHaveLength(3);
    expect(JSON.stringify(lines)).not.toContain(ADMIN_TOKEN);
  });

  it('records who read the leads, and warns of a request refused for its token', async () => {
    await admin('GET', 'admin/clues?format=csv');
    expect(lines.find((l) => l.msg === 'admin read leads')).toMatchObject({
      actor: 'admin-token',
      format: 'csv',
      count: 0,
    });
    await admin('DELETE', 'admin/notice/1', undefined, { authorization: 'Bearer not-the-token-at-all' });
    expect(lines.find((l) => l.msg === 'admin request refused')).toMatchObject({
      level: WARN,
      method: 'DELETE',
      route: '/api-official-web/admin/notice/:id',
      tokenGiven: true,
    });
    expect(JSON.stringify(lines)).not.toContain('not-the-token-at-all');
  });

  it('does not warn of CAPTCHA_FIXED when it is not set', () => {
    expect(lines.some((l) => /CAPTCHA_FIXED/.test(l.msg))).toBe(false);
  });

  it('logs a 5xx with its stack and the request id, and tells the client nothing of it', async () => {
    jest.mocked(contentRepository.findPage).mockRejectedValueOnce(new Error('disk on fire at /var/lib/db'));
    const response = await app.inject({ method: 'GET', url: `${API}/notice/findPage/1/10?lang=en` });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 500,
      message: 'The service is temporarily unavailable; please try again later',
    });
    const failure = lines.find((l) => l.msg === 'request failed');
    expect(failure).toMatchObject({
      level: ERROR,
      reqId: expect.any(String),
      err: { message: 'disk on fire at /var/lib/db' },
    });
    expect(failure?.err?.stack).toMatch(/^Error: disk on fire[^]*at /);
  });
});

describe('the API log at start and around the quote gateway', () => {
  let gateway: FakeGateway;
  let app: FastifyInstance;
  let lines: LogLine[];
  beforeAll(async () => {
    gateway = await startFakeGateway();
    ({ app, lines } = await appWithLog({
      captchaFixed: FIXED_CAPTCHA,
      stockGatewayUrl: gateway.url,
      stockAppCode: 'secret-code',
    }));
  });
  afterAll(async () => {
    await app.close();
    await gateway.close();
  });

  it('warns loudly when CAPTCHA_FIXED is in use, without writing the code', () => {
    expect(lines.find((l) => /CAPTCHA_FIXED IS SET/.test(l.msg))).toMatchObject({ level: WARN });
    expect(JSON.stringify(lines)).not.toContain(FIXED_CAPTCHA);
  });

  it('warns when the gateway answers without a quote', async () => {
    gateway.respond(502, 'bad gateway');
    expect((await app.inject({ method: 'GET', url: `${API}/stock/quote` })).json().data.available).toBe(false);
    expect(lines.find((l) => l.msg === 'stock gateway answered without data')).toMatchObject({
      level: WARN,
      status: 502,
    });
    expect(JSON.stringify(lines)).not.toContain('secret-code');
  });

  it('warns when the gateway cannot be reached', async () => {
    const log = { warn: jest.fn() };
    const service = new StockQuoteService({ gatewayUrl: 'http://127.0.0.1:1', appCode: 'secret-code' }, log);
    expect((await service.get()).available).toBe(false);
    // fetch's errors come from another realm than Jest's Error: compare the message.
    expect(log.warn).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'fetch failed' }) },
      'stock gateway unreachable',
    );
  });
});
