/**
 * The SEC import against a real local HTTP server serving recorded submissions JSON: every filing
 * of every page in its category, titles generated in three languages, upsert by accession number,
 * conditional requests, 429 / 5xx / malformed / hanging answers, the lease, and the console route.
 */
import Fastify from 'fastify';
import pino from 'pino';
import apiPlugin from '../../src/plugin';
import { migrate } from '../../src/db/migrate';
import type { Database } from '../../src/db/database';
import { EdgarClient, retryAfterMs } from '../../src/sec/edgarClient';
import { resolveSecConfig, type SecConfig } from '../../src/sec/secConfig';
import { parseEvery as parseAnyEvery } from '../../src/time/every';

const parseEvery = (text: string) => parseAnyEvery(text, 'SEC_IMPORT_EVERY');
import { categoryOf, filingWords } from '../../src/sec/secForms';
import { SEC_LEASE, SecImporter } from '../../src/sec/secImporter';
import { createAccount, signIn } from '../helpers/consoleSession';
import { adminHeaders, API, startTestApp, type TestApp } from '../helpers/testApp';
import { createTestDatabase, DATABASE_TARGETS, openTestDatabase, type TestDatabase } from '../helpers/testDatabases';
import { fixture, MAIN, OLDER_1, OLDER_2, startEdgarTestServer, type EdgarTestServer } from './edgarTestServer';

const USER_AGENT = 'Autozi Internet Technology ir-tests@example.com';
const FEED_FILINGS = 20;

describe('SEC settings and forms', () => {
  test('off without SEC_CIK; SEC_USER_AGENT required with it; the base URL and schedule are read', () => {
    expect(resolveSecConfig({}, {})).toBeUndefined();
    expect(() => resolveSecConfig({}, { SEC_CIK: '1959726' })).toThrow(/SEC_USER_AGENT is required/);
    expect(() => resolveSecConfig({}, { SEC_CIK: '1959726', SEC_USER_AGENT: 'no-email' })).toThrow(/SEC_USER_AGENT/);
    expect(() => resolveSecConfig({}, { SEC_CIK: 'abc', SEC_USER_AGENT: USER_AGENT })).toThrow(/SEC_CIK/);
    expect(resolveSecConfig({}, { SEC_CIK: '0001959726', SEC_USER_AGENT: USER_AGENT })).toMatchObject({
      cik: '1959726',
      baseUrl: 'https://data.sec.gov',
      everyMs: 30 * 60_000,
    });
    expect(
      resolveSecConfig(
        {},
        {
          SEC_CIK: '1959726',
          SEC_USER_AGENT: USER_AGENT,
          SEC_BASE_URL: 'http://127.0.0.1:4650/',
          SEC_IMPORT_EVERY: '2h',
        },
      ),
    ).toMatchObject({
      baseUrl: 'http://127.0.0.1:4650',
      everyMs: 7_200_000,
    });
    expect(parseEvery('0')).toBe(0);
    expect(parseEvery('45')).toBe(45 * 60_000);
    expect(parseEvery('90s')).toBe(90_000);
    expect(() => parseEvery('10s')).toThrow(/at least one minute/);
    expect(() => parseEvery('soon')).toThrow(/SEC_IMPORT_EVERY/);
  });

  test('the form-to-category table', () => {
    const table: Record<string, string[]> = {
      annual: ['20-F', '20-F/A', '10-K', '10-K/A'],
      current: ['6-K', '6-K/A', '8-K', '8-K/A'],
      registration: ['F-1', 'F-1/A', 'F-3', 'F-6', 'S-8', 'F-1MEF', 'S-8 POS', '424B3', '424B4'],
      insider: ['3', '4', '5', '3/A', '4/A', '5/A'],
      ownership: ['SC 13D', 'SC 13G', 'SC 13D/A', 'SC 13G/A', 'SCHEDULE 13G', 'SCHEDULE 13D/A'],
      other: ['EFFECT', 'CORRESP', 'UPLOAD', 'DRSLTR', 'NT 20-F', '40-F', '13F-HR', '424A'],
    };
    for (const [category, forms] of Object.entries(table))
      for (const form of forms) expect([form, categoryOf(form)]).toEqual([form, category]);
  });

  test('titles say what the form, EDGAR and the date say, in zh, hk and en', () => {
    expect(filingWords('6-K', '6-K', '2026-03-02', null).title).toEqual({
      zh: '6-K表格：临时报告，2026-03-02',
      hk: '6-K表格：臨時報告，2026-03-02',
      en: 'Form 6-K: current report, 2026-03-02',
    });
    expect(filingWords('20-F/A', 'AMENDMENT NO. 1 TO ANNUAL REPORT', '2025-06-12', '2024-09-30')).toEqual({
      title: {
        zh: '20-F/A表格：年度报告（修订），2025-06-12',
        hk: '20-F/A表格：年度報告（修訂），2025-06-12',
        en: 'Form 20-F/A: annual report (amendment), 2025-06-12',
      },
      summary: {
        zh: '年度报告第 1 号修订；报告期：2024-09-30',
        hk: '年度報告第 1 號修訂；報告期：2024-09-30',
        en: 'AMENDMENT NO. 1 TO ANNUAL REPORT. Period of report: 2024-09-30',
      },
    });
    // An unknown form: EDGAR's description when it says something, else the form alone.
    expect(filingWords('EFFECT', '', '2024-08-26', null).title.en).toBe('Form EFFECT, 2024-08-26');
    // EDGAR's English stays off the Chinese pages unless known: the form's name alone.
    expect(filingWords('ABC', 'Notice of something', '2024-08-26', null).title.hk).toBe('ABC表格，2024-08-26');
    expect(filingWords('ABC', 'Notice of something', '2024-08-26', null).title.en).toBe(
      'Form ABC: Notice of something, 2024-08-26',
    );
    expect(filingWords('6-K', 'PRESS RELEASE', '2026-03-02', null).summary).toEqual({
      zh: '新闻稿',
      hk: '新聞稿',
      en: 'PRESS RELEASE',
    });
    expect(filingWords('6-K', 'EXHIBIT 99.1 INVESTOR UPDATE', '2026-03-02', null).summary.zh).toBe('');
  });

  test('Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('3', 0)).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(retryAfterMs(null, 0)).toBeUndefined();
  });
});

interface Filing {
  title: string;
  formType: string;
  category: string;
  accessionNumber: string | null;
  filingDate: string | null;
  reportDate: string | null;
  linkUrl: string;
  indexUrl: string;
  primaryDocument: string;
  primaryDocDescription: string;
  date: string;
  id: number;
}

describe.each(DATABASE_TARGETS)('the SEC import on %s', (target) => {
  let edgar: EdgarTestServer;
  let t: TestApp;

  const list = async (query = '', lang = 'en'): Promise<{ list: Filing[]; total: number }> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}/americaNotice/findPage/1/50?lang=${lang}${query}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const importNow = () => t.app.inject({ method: 'POST', url: `${API}/admin/sec/import`, headers: adminHeaders });

  beforeEach(async () => {
    edgar = await startEdgarTestServer();
    t = await startTestApp(target, {
      secCik: '1959726',
      secUserAgent: USER_AGENT,
      secBaseUrl: edgar.baseUrl,
      secImportEveryMs: 0,
      secRequestTimeoutMs: 500,
      secBackoffMs: 20,
      listCacheMs: 0,
    });
  });
  afterEach(async () => {
    await t.close();
    await edgar.close();
  });

  test('"Import now" brings every filing of every page, each in its category; a second import adds nothing', async () => {
    const before = await list();
    const first = await importNow();
    expect(first.statusCode).toBe(200);
    // The seed's 20-F (FY2024 and FY2025) and 6-K link their folders on sec.gov: completed, not doubled.
    expect(first.json().data).toEqual({ added: FEED_FILINGS - 3, updated: 3, total: FEED_FILINGS });
    const after = await list();
    expect(after.total).toBe(before.total + FEED_FILINGS - 3);
    expect(edgar.requests.map((r) => r.path)).toEqual([MAIN, OLDER_1, OLDER_2]);
    expect(edgar.requests.every((r) => r.userAgent === USER_AGENT)).toBe(true);

    const byAccession = new Map(after.list.map((f) => [f.accessionNumber, f]));
    const form4 = byAccession.get('0001959726-26-000004')!;
    expect(form4).toMatchObject({
      title: 'Form 4: statement of changes in beneficial ownership of securities, 2026-02-20',
      formType: '4',
      category: 'insider',
      filingDate: '2026-02-20',
      reportDate: '2026-02-18',
      date: '2026-02-20',
      primaryDocument: 'xslF345X05/wk-form4_1771622040.xml',
      linkUrl: 'https://www.sec.gov/Archives/edgar/data/1959726/000195972626000004/xslF345X05/wk-form4_1771622040.xml',
      indexUrl: 'https://www.sec.gov/Archives/edgar/data/1959726/000195972626000004/0001959726-26-000004-index.htm',
    });
    // The seed's own title of the FY2025 20-F stays; EDGAR's fields complete it.
    expect(byAccession.get('0001493152-26-006271')).toMatchObject({
      title: 'Annual report for fiscal year 2025 (Form 20-F)',
      category: 'annual',
      filingDate: '2026-01-29',
    });
    expect(byAccession.get('9999999995-24-001234')).toMatchObject({
      category: 'other',
      title: 'Form EFFECT, 2024-08-26',
    });

    const insider = await list('&category=insider');
    expect(insider.list.map((f) => f.formType).sort()).toEqual(['3', '4', '4/A', '5']);
    const ownership = await list('&category=ownership');
    expect(ownership.list.map((f) => f.formType).sort()).toEqual(['SC 13G/A', 'SCHEDULE 13G']);
    expect((await list('&category=registration')).list.map((f) => f.formType).sort()).toEqual([
      '424B4',
      'F-1',
      'F-1',
      'F-1/A',
      'F-6',
      'S-8',
    ]);
    expect((await list('&category=annual&year=2025')).list.map((f) => f.formType).sort()).toEqual(['20-F', '20-F/A']);
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/americaNotice/findPage/1/10?category=nonsense` })).statusCode,
    ).toBe(400);
    const zh = await list('&category=insider', 'zh');
    expect(zh.list.find((f) => f.formType === '3')?.title).toBe('3表格：证券实益拥有权初始声明，2026-02-10');

    // Again: conditional requests (304s), nothing added or changed. When the client sent each
    // request is read at its fetch call: the test server shares this process, and a busy moment
    // (the other jest worker) delays its reading of one arrival more than the next one's.
    edgar.requests.length = 0;
    const sentAt: number[] = [];
    const realFetch = globalThis.fetch;
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (String(input instanceof Request ? input.url : input).startsWith(edgar.baseUrl)) sentAt.push(Date.now());
      return realFetch(input, init);
    });
    const second = await importNow().finally(() => fetchSpy.mockRestore());
    expect(second.json().data).toEqual({ added: 0, updated: 0, total: FEED_FILINGS });
    expect(edgar.requests.map((r) => [r.path, r.status])).toEqual([
      [MAIN, 304],
      [OLDER_1, 304],
      [OLDER_2, 304],
    ]);
    expect(edgar.requests.every((r) => r.ifNoneMatch && r.ifModifiedSince)).toBe(true);
    // At most 10 requests a second: each sent at least 100 ms after the one before (a timer never
    // fires early; the clock's millisecond may cut one short by 1).
    expect(sentAt).toHaveLength(3);
    const gaps = sentAt.slice(1).map((at, i) => at - sentAt[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(99);
  });

  test('a title staff changed and a filing staff hid stay so; a new filing arrives; nothing is deleted', async () => {
    await importNow();
    const form6k = (await list()).list.find((f) => f.accessionNumber === '0001493152-26-009120')!;
    const form4 = (await list()).list.find((f) => f.accessionNumber === '0001959726-26-000004')!;
    const item = (
      await t.app.inject({ method: 'GET', url: `${API}/admin/americaNotice/${form6k.id}`, headers: adminHeaders })
    ).json().data;
    const put = await t.app.inject({
      method: 'PUT',
      url: `${API}/admin/americaNotice/${form6k.id}`,
      headers: adminHeaders,
      payload: {
        title: { ...item.title, en: 'Results for the first quarter of fiscal 2026 (Form 6-K)' },
        summary: item.summary,
        date: item.date,
        formType: item.formType,
        linkUrl: item.linkUrl,
      },
    });
    expect(put.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${API}/admin/americaNotice/${form4.id}/unpublish`,
          headers: adminHeaders,
        })
      ).statusCode,
    ).toBe(200);

    // EDGAR now lists a new 6-K, changed the 6-K's description, and forgot an old filing.
    const main = JSON.parse(fixture('CIK0001959726.json'));
    const recent = main.filings.recent;
    for (const key of Object.keys(recent)) recent[key].pop();
    const newRow: Record<string, unknown> = {
      accessionNumber: '0001493152-26-010001',
      filingDate: '2026-03-16',
      reportDate: '2026-03-16',
      acceptanceDateTime: '2026-03-16T10:00:00.000Z',
      act: '34',
      form: '6-K',
      fileNumber: '001-41234',
      filmNumber: '',
      items: '',
      core_type: '6-K',
      size: 1000,
      isXBRL: 0,
      isInlineXBRL: 0,
      primaryDocument: 'form6-k.htm',
      primaryDocDescription: '6-K',
    };
    for (const key of Object.keys(recent)) recent[key].unshift(newRow[key]);
    recent.primaryDocDescription[1] = 'FORM 6-K FIRST QUARTER';
    edgar.setDocument(MAIN, JSON.stringify(main));

    const again = await importNow();
    expect(again.json().data).toEqual({ added: 1, updated: 1, total: FEED_FILINGS + 1 });
    const en = await list();
    expect(en.list.find((f) => f.accessionNumber === '0001493152-26-009120')).toMatchObject({
      title: 'Results for the first quarter of fiscal 2026 (Form 6-K)',
      primaryDocDescription: 'FORM 6-K FIRST QUARTER',
    });
    expect((await list('', 'hk')).list.find((f) => f.accessionNumber === '0001493152-26-009120')?.title).toBe(
      '6-K表格：臨時報告，2026-03-02',
    );
    expect(en.list.some((f) => f.accessionNumber === '0001959726-26-000004')).toBe(false);
    expect(en.list.some((f) => f.accessionNumber === '0001493152-25-018000')).toBe(true);
    expect(en.list[0]).toMatchObject({
      accessionNumber: '0001493152-26-010001',
      title: 'Form 6-K: current report, 2026-03-16',
    });
  });

  test('a 429 is waited out as Retry-After asks, a 5xx is retried, a malformed page and a hanging server fail alone', async () => {
    edgar.faults.set(MAIN, [
      { kind: 'status', status: 429, retryAfter: '1' },
      { kind: 'status', status: 503 },
    ]);
    edgar.faults.set(OLDER_1, [
      { kind: 'malformed', body: '{"accessionNumber": ["0001493152-25-003767"], "filingDate": [' },
    ]);
    edgar.faults.set(OLDER_2, [{ kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' }]);
    const started = Date.now();
    const response = await importNow();
    const result = response.json().data;
    expect(response.statusCode).toBe(200);
    expect(result).toMatchObject({ added: 10 - 2, updated: 2, total: 10 });
    expect(result.error).toMatch(/submissions-001\.json: not JSON/);
    expect(result.error).toMatch(/submissions-002\.json: no answer within 500 ms \(4 tries\)/);
    const main = edgar.requests.filter((r) => r.path === MAIN);
    expect(main.map((r) => r.status)).toEqual([429, 503, 200]);
    expect(main[1]!.at - main[0]!.at).toBeGreaterThanOrEqual(990);
    expect(Date.now() - started).toBeLessThan(15_000);

    const status = (await t.app.inject({ method: 'GET', url: `${API}/admin/sec/status`, headers: adminHeaders })).json()
      .data;
    expect(status).toMatchObject({
      enabled: true,
      cik: '1959726',
      running: false,
      nextRunAt: null,
      lastRun: { trigger: 'manual', added: 8, updated: 2, total: 10 },
    });
    expect(status.lastRun.error).toMatch(/not JSON/);

    // The failed pages stored nothing, not even their validators: the next run reads them whole.
    edgar.requests.length = 0;
    const next = await importNow();
    expect(next.json().data).toEqual({ added: 10 - 1, updated: 1, total: FEED_FILINGS });
    expect(edgar.requests.map((r) => [r.path, r.status, Boolean(r.ifNoneMatch)])).toEqual([
      [MAIN, 304, true],
      [OLDER_1, 200, false],
      [OLDER_2, 200, false],
    ]);
  });

  test('ir and admin may import, media may not; the public host has no such route', async () => {
    await createAccount(t.app, 'ir@example.com', 'ir');
    await createAccount(t.app, 'media@example.com', 'media');
    const ir = await signIn(t.app, 'ir@example.com');
    const media = await signIn(t.app, 'media@example.com');
    expect((await media.inject('POST', `admin/sec/import`)).statusCode).toBe(403);
    expect((await media.inject('GET', `admin/sec/status`)).statusCode).toBe(403);
    const byIr = await ir.inject('POST', `admin/sec/import`);
    expect(byIr.statusCode).toBe(200);
    expect(byIr.json().data.total).toBe(FEED_FILINGS);
    expect((await t.app.inject({ method: 'POST', url: `${API}/admin/sec/import` })).statusCode).toBe(401);
  });
});

describe('the schedule', () => {
  test('a scheduled import that changed something tells the site (its page cache renews); one that did not does not', async () => {
    const edgar = await startEdgarTestServer();
    const database = await createTestDatabase('pglite');
    const app = Fastify({ pluginTimeout: 120_000 });
    const writes: string[] = [];
    await app.register(apiPlugin, {
      // What server/src/site.ts passes: the page route's cache renewal.
      onContentChanged: () => writes.push('changed'),
      ...database.options,
      nodeEnv: 'test',
      maintenanceIntervalMs: 0,
      secCik: '1959726',
      secUserAgent: USER_AGENT,
      secBaseUrl: edgar.baseUrl,
      secImportEveryMs: 60_000,
      secScheduleTickMs: 50,
    });
    await app.ready();
    try {
      await waitFor(() => writes.length > 0, 20_000);
      expect(writes).toEqual(['changed']);
      const list = await app.inject({ method: 'GET', url: `${API}/americaNotice/findPage/1/1?category=insider` });
      expect(list.json().data.total).toBe(4);
      // Not due again for a minute: no request, no write.
      const requests = edgar.requests.length;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(edgar.requests).toHaveLength(requests);
      expect(writes).toHaveLength(1);
    } finally {
      await app.close();
      await database.drop();
      await edgar.close();
    }
  });
});

describe.each(DATABASE_TARGETS)('the import lease on %s', (target) => {
  let edgar: EdgarTestServer;
  let database: TestDatabase;
  let db: Database;
  let config: SecConfig;
  const log = pino({ level: 'silent' });

  beforeEach(async () => {
    edgar = await startEdgarTestServer();
    database = await createTestDatabase(target);
    db = await openTestDatabase(database);
    await migrate(db);
    config = resolveSecConfig(
      {
        secCik: '1959726',
        secUserAgent: USER_AGENT,
        secBaseUrl: edgar.baseUrl,
        secImportEveryMs: 30 * 60_000,
        secRequestTimeoutMs: 300,
        secBackoffMs: 10,
      },
      {},
    )!;
  });
  afterEach(async () => {
    await db.close();
    await database.drop();
    await edgar.close();
  });

  test('one copy imports at a time; a lapsed lease is taken over', async () => {
    const a = new SecImporter(db, config, log);
    const b = new SecImporter(db, config, log);
    expect(await a.due()).toBe(true);
    await db.query(
      `insert into job_lease (name, holder, expires_at) values ($1, 'other-copy', now() + interval '1 minute')`,
      [SEC_LEASE.name],
    );
    expect(await b.run('schedule')).toBeUndefined();
    expect(edgar.requests).toHaveLength(0);
    expect((await a.status()).running).toBe(true);
    // That copy was killed: its lease lapses and the next run takes it.
    await db.query(`update job_lease set expires_at = now() - interval '1 second' where name = $1`, [SEC_LEASE.name]);
    expect(await b.run('schedule')).toEqual({ added: FEED_FILINGS, updated: 0, total: FEED_FILINGS });
    expect(await db.query('select 1 from job_lease')).toHaveLength(0);
    expect(await a.due()).toBe(false);
    expect((await a.status()).nextRunAt).not.toBeNull();
  });

  test('a copy that lost its lease mid-import (killed, taken over) writes nothing more: each page is all or nothing', async () => {
    const importer = new SecImporter(
      db,
      config,
      log,
      new EdgarClient({ userAgent: USER_AGENT, timeoutMs: 300, backoffMs: 10, attempts: 1 }),
    );
    // While the last page hangs, the lease passes to another copy (this one was taken for dead).
    edgar.faults.set(OLDER_2, [{ kind: 'hang' }]);
    const run = importer.run('manual');
    await waitFor(() => edgar.requests.some((r) => r.path === OLDER_2));
    await db.query(`update job_lease set holder = 'another-copy' where name = $1`, [SEC_LEASE.name]);
    const result = await run;
    expect(result?.error).toMatch(/no answer within 300 ms/);
    const rows = await db.query<{ n: number }>(
      'select count(*)::int as n from america_notice where accession_number is not null',
    );
    expect(rows[0]!.n).toBe(16);
    // Page 2 is answered now, but the lease is another's: its transaction rolls back whole.
    const again = await importer.run('manual');
    expect(again).toBeUndefined();
    await db.query('delete from job_lease');
    const pageTwo = new SecImporter(
      db,
      config,
      log,
      new EdgarClient({ userAgent: USER_AGENT, timeoutMs: 300, backoffMs: 10 }),
    );
    const stolen = pageTwo.run('manual');
    await waitFor(async () => (await db.query('select 1 from job_lease')).length > 0);
    await db.query(`update job_lease set holder = 'thief'`);
    expect((await stolen)?.error ?? '').toMatch(/lease passed to another copy/);
    expect(
      (
        await db.query<{ n: number }>(
          'select count(*)::int as n from america_notice where accession_number is not null',
        )
      )[0]!.n,
    ).toBe(16);
    expect(
      await db.query('select url from sec_feed_page where etag is not null and url like $1', ['%-002.json']),
    ).toHaveLength(0);
  });
});

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
