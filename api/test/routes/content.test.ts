import type { Page } from '@azi/shared/api/schemas/content';
import { API, adminHeaders, startTestApp, type TestApp } from '../helpers/testApp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';

const LIST_SEGMENTS = [
  'banner',
  'media',
  'investorNews',
  'quarterlyAchievement',
  'notice',
  'financialReport',
  'investorCalendar',
  'americaNotice',
];

describe.each(DATABASE_TARGETS)('content endpoints on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url: `${API}/${url}` });
  const page = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: Page<Record<string, unknown>> }).data;
  };

  it.each(LIST_SEGMENTS)('serves a page of %s in the envelope, in every language', async (segment) => {
    for (const lang of ['zh', 'hk', 'en']) {
      const response = await get(`${segment}/findPage/1/10?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ code: 200, message: 'ok', data: { pageNo: 1, pageSize: 10 } });
      expect(body.data.list.length).toBeGreaterThan(0);
      expect(body.data.total).toBeGreaterThanOrEqual(body.data.list.length);
      expect(body.data.years.length).toBeGreaterThan(0);
    }
  });

  it('answers in the requested language and in zh by default', async () => {
    const en = await page('media/findPage/1/50?lang=en');
    const zh = await page('media/findPage/1/50');
    expect(en.list.map((n) => n.title)).toContain('Autozi lists on Nasdaq under the ticker AZI');
    expect(zh.list.map((n) => n.title)).toContain('中驰车福在纳斯达克上市，股票代码AZI');
  });

  it('pages through media without overlap and reports the same total', async () => {
    const first = await page('media/findPage/1/5?lang=en');
    const second = await page('media/findPage/2/5?lang=en');
    const beyond = await page('media/findPage/99/5?lang=en');
    expect(first.total).toBe(second.total);
    expect(first.total).toBeGreaterThan(10);
    const ids = [...first.list, ...second.list].map((n) => n.id);
    expect(new Set(ids).size).toBe(10);
    expect(beyond.list).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('lists newest first and offers the years that have news', async () => {
    const all = await page('media/findPage/1/50?lang=en');
    const dates = all.list.map((n) => String(n.date));
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.years).toEqual([2026, 2025, 2024, 2023, 2022]);
  });

  it('filters by year', async () => {
    const y2025 = await page('media/findPage/1/50?lang=en&year=2025');
    expect(y2025.list.length).toBeGreaterThan(0);
    expect(y2025.list.every((n) => String(n.date).startsWith('2025'))).toBe(true);
    expect(y2025.years).toContain(2023);
    expect((await page('media/findPage/1/50?year=2001')).list).toEqual([]);
  });

  it('matches the keyword in title or summary of the requested language only', async () => {
    const en = await page(`media/findPage/1/50?lang=en&keyword=${encodeURIComponent('share consolidation')}`);
    expect(en.list).toHaveLength(1);
    const hk = await page(`media/findPage/1/50?lang=hk&keyword=${encodeURIComponent('股份合併')}`);
    expect(hk.list.map((n) => n.id)).toEqual(en.list.map((n) => n.id));
    expect(
      (await page(`media/findPage/1/50?lang=zh&keyword=${encodeURIComponent('share consolidation')}`)).list,
    ).toEqual([]);
  });

  it('treats LIKE wildcards in a keyword as plain characters', async () => {
    expect((await page(`media/findPage/1/50?lang=en&keyword=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await page(`media/findPage/1/50?lang=en&keyword=${encodeURIComponent('_')}`)).total).toBe(0);
  });

  it('filters financial reports by type and links annual reports to EDGAR', async () => {
    const annual = await page('financialReport/findPage/1/10?lang=en&type=annual');
    expect(annual.list.map((r) => r.linkUrl)).toEqual([
      'https://www.sec.gov/Archives/edgar/data/1959726/000149315226006271/',
      'https://www.sec.gov/Archives/edgar/data/1959726/000149315225003767/',
    ]);
    expect(annual.list.every((r) => r.reportType === 'annual')).toBe(true);
    const interim = await page('financialReport/findPage/1/10?type=interim');
    expect(interim.list.map((r) => r.linkUrl)).toEqual([
      'https://www.sec.gov/Archives/edgar/data/1959726/000149315225026642/',
    ]);
  });

  it('gives a media article with its sanitised body, and 404 / 400 for unknown and malformed ids', async () => {
    const [first] = (await page('media/findPage/1/1?lang=en')).list;
    const found = await get(`media/getById?id=${String(first?.id)}&lang=en`);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ id: first?.id, title: first?.title });
    expect(found.json().data.body).toMatch(/^<p>/);

    const missing = await get('media/getById?id=999999&lang=en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, message: 'The requested content was not found' });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '', '1e309']) {
      const bad = await get(`media/getById?id=${id}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 400, errors: { id: expect.any(String) } });
    }
    expect((await get('media/getById')).statusCode).toBe(400);
  });

  it('gives the latest quarterly achievement and all of them', async () => {
    const last = await get('quarterlyAchievement/lastQuarterlyAchievement?lang=en');
    expect(last.json().data).toMatchObject({
      fiscalYear: 2025,
      fiscalPeriod: 'FY',
      title: 'Annual report for fiscal year 2025 (Form 20-F)',
    });
    const all = await get('quarterlyAchievement/allQuarterlyAchievement?lang=hk');
    expect(all.json().data.list).toHaveLength(3);
    expect(all.json().data.years).toEqual([2026, 2025]);
  });

  it('shows calendar entries with their fiscal period', async () => {
    const calendar = await page('investorCalendar/findPage/1/50?lang=en');
    expect(calendar.list.find((e) => e.title === '50-for-1 share consolidation takes effect')).toMatchObject({
      kind: 'event',
      date: '2025-12-12',
    });
    expect(calendar.list.some((e) => e.kind === 'resultsRelease' && e.fiscalPeriod === 'H1')).toBe(true);
  });

  it.each([
    ['media/findPage/0/10', 'pageNo'],
    ['media/findPage/-1/10', 'pageNo'],
    ['media/findPage/abc/10', 'pageNo'],
    ['media/findPage/10001/10', 'pageNo'],
    ['media/findPage/1/0', 'pageSize'],
    ['media/findPage/1/51', 'pageSize'],
    ['media/findPage/1/1e9', 'pageSize'],
    ['media/findPage/1e309/10', 'pageNo'],
    ['media/findPage/1/10?year=1e309', 'year'],
    ['media/findPage/1/10?lang=fr', 'lang'],
    ['media/findPage/1/10?year=abc', 'year'],
    ['media/findPage/1/10?year=99999', 'year'],
    [`media/findPage/1/10?keyword=${'x'.repeat(101)}`, 'keyword'],
    ['financialReport/findPage/1/10?type=quarterly', 'type'],
  ])('rejects %s with 400 naming %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 400,
      message: expect.stringContaining(field),
      errors: { [field]: expect.any(String) },
    });
  });

  it('answers validation errors in the language asked for', async () => {
    expect((await get('media/findPage/0/10?lang=en')).json().message).toBe('Invalid parameter: pageNo');
    expect((await get('media/findPage/0/10?lang=hk')).json().message).toBe('參數不正確: pageNo');
  });

  it('answers unknown paths under the prefix with the JSON 404', async () => {
    for (const url of ['nothing', 'media/findPage/1', 'media/findPage/1/2/3']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: '未找到相关内容' });
    }
  });

  it('shows an admin change at once on this copy despite the list cache', async () => {
    await page('notice/findPage/1/50?lang=en');
    const created = await t.app.inject({
      method: 'POST',
      url: `${API}/admin/notice`,
      headers: adminHeaders,
      payload: {
        title: { zh: '测试公告', hk: '測試公告', en: 'Test notice' },
        date: '2026-11-21',
        linkUrl: 'https://www.sec.gov/',
      },
    });
    expect(created.statusCode).toBe(201);
    const after = await page('notice/findPage/1/50?lang=en');
    expect(after.list[0]).toMatchObject({ title: 'Test notice', date: '2026-11-21' });
  });

  it('lets browsers keep content for a short while', async () => {
    expect((await get('banner/findPage/1/10')).headers['cache-control']).toBe('public, max-age=30');
  });
});
