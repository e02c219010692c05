/**
 * Issue 51 through the API: POST /rum stores a well-formed report as counts and refuses anything
 * else with a 4xx, storing nothing; the console's routes read the p75s, the CSV and the errors.
 */
import type { FieldReport } from '@azi/shared/api/schemas/fieldData';
import { atStartOfWindow, WINDOW_WAIT_TIMEOUT_MS } from '../helpers/rateLimitWindow';
import { adminHeaders, API, startTestApp, type TestApp } from '../helpers/testApp';

const NOW = new Date('2026-11-28T10:00:00Z');
const report = (extra: Partial<FieldReport> = {}): FieldReport => ({
  metrics: [
    { name: 'LCP', value: 1830.4, page: 'investor', layout: 'mobile', lang: 'en', navigation: 'hard' },
    { name: 'CLS', value: 0.02, page: 'investor', layout: 'mobile', lang: 'en', navigation: 'hard' },
    { name: 'INP', value: 96, page: 'media', layout: 'mobile', lang: 'en', navigation: 'soft' },
  ],
  errors: [
    {
      message: 'TypeError: no price for 123456 at /en/investor?range=1Y',
      section: 'mfe_investor',
      version: '2026.11.23-1',
      page: 'investor',
      layout: 'mobile',
      lang: 'en',
    },
  ],
  ...extra,
});

describe('field data through the API', () => {
  let t: TestApp;
  let clockNow = NOW;
  beforeAll(async () => {
    t = await startTestApp('pglite', { clock: () => clockNow, rumLimitPerMinute: 1000 });
  });
  afterAll(async () => t.close());

  const post = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/rum`,
      headers,
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const speed = async (query = '') =>
    (await t.app.inject({ method: 'GET', url: `${API}/admin/site-speed${query}`, headers: adminHeaders })).json().data;
  const samples = async () =>
    Object.fromEntries(
      ((await speed()).metrics as { name: string; samples: number }[]).map((m) => [m.name, m.samples]),
    );
  const errorCount = async () =>
    (
      (await t.app.inject({ method: 'GET', url: `${API}/admin/browser-errors`, headers: adminHeaders })).json().data
        .list as { count: number }[]
    ).reduce((sum, e) => sum + e.count, 0);

  it('stores a report as counts, sets no cookie, and shows its p75s, ratings and samples to the console', async () => {
    const before = await samples();
    const answer = await post(report());
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.json().data).toEqual({ metrics: 3, errors: 1 });
    const after = await samples();
    expect(after.LCP).toBe((before.LCP ?? 0) + 1);
    const data = await speed('?page=investor&layout=mobile&visitorLang=en');
    const lcp = data.metrics.find((m: { name: string }) => m.name === 'LCP');
    expect(lcp).toMatchObject({ rating: 'good', thresholds: [2500, 4000] });
    expect(lcp.p75).toBeGreaterThanOrEqual(1800);
    expect(lcp.p75).toBeLessThanOrEqual(1900);
    expect(lcp.days.at(-1)).toMatchObject({ day: '2026-11-28', samples: 1 });
    expect(data.metrics.find((m: { name: string }) => m.name === 'INP').samples).toBe(0);
    expect(lcp.chart.p75Path).toMatch(/^M/);
  });

  it('filters by page kind, layout, language and navigation', async () => {
    await post(report());
    const soft = await speed('?navigation=soft');
    expect(soft.metrics.find((m: { name: string }) => m.name === 'INP').samples).toBeGreaterThan(0);
    expect(soft.metrics.find((m: { name: string }) => m.name === 'LCP').samples).toBe(0);
    const desktop = await speed('?layout=desktop');
    expect(desktop.metrics.every((m: { samples: number }) => m.samples === 0)).toBe(true);
    const refused = await t.app.inject({
      method: 'GET',
      url: `${API}/admin/site-speed?page=/en/investor`,
      headers: adminHeaders,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('exports the same as CSV, one line per day and metric, saying what the filter was', async () => {
    await post(report());
    const csv = await t.app.inject({
      method: 'GET',
      url: `${API}/admin/site-speed?format=csv&page=investor`,
      headers: adminHeaders,
    });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/site-speed-2026-11-01-to-2026-11-28\.csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('day,metric,page,layout,lang,navigation,samples,p75,rating');
    expect(lines).toContainEqual(
      expect.stringMatching(/^"2026-11-28","LCP","investor","all","all","all","\d+","[\d.]+","good"$/),
    );
  });

  it('groups browser errors by message and version, normalised again on the server, the newest first', async () => {
    await post(report());
    clockNow = new Date(NOW.getTime() + 60_000);
    await post(
      report({
        metrics: [],
        errors: [
          {
            message: 'ReferenceError: boom for li@example.com',
            section: 'shell',
            version: '',
            page: 'home',
            layout: 'desktop',
            lang: 'zh',
          },
        ],
      }),
    );
    clockNow = NOW;
    const list = (
      await t.app.inject({ method: 'GET', url: `${API}/admin/browser-errors`, headers: adminHeaders })
    ).json().data.list;
    expect(list[0]).toMatchObject({
      message: 'ReferenceError: boom for <email>',
      section: 'shell',
      version: '',
      count: 1,
      pages: ['home'],
    });
    expect(list[1]).toMatchObject({
      message: 'TypeError: no price for <n> at /en/investor',
      section: 'mfe_investor',
      version: '2026.11.23-1',
      pages: ['investor'],
    });
    expect(list[1].count).toBeGreaterThanOrEqual(2);
  });

  describe('refuses, storing nothing,', () => {
    const refusals: [string, unknown, number][] = [
      ['a body that is not JSON', '{"metrics": [', 400],
      ['a report without its lists', { metrics: [] }, 400],
      ['an empty report', { metrics: [], errors: [] }, 400],
      [
        'an unknown metric name',
        report({
          metrics: [
            { name: 'FID', value: 10, page: 'home', layout: 'desktop', lang: 'zh', navigation: 'hard' } as never,
          ],
        }),
        400,
      ],
      [
        'a value past its range',
        report({
          metrics: [{ name: 'CLS', value: 80, page: 'home', layout: 'desktop', lang: 'zh', navigation: 'hard' }],
        }),
        400,
      ],
      [
        'a negative value',
        report({
          metrics: [{ name: 'LCP', value: -1, page: 'home', layout: 'desktop', lang: 'zh', navigation: 'hard' }],
        }),
        400,
      ],
      [
        'a raw URL for a page kind',
        report({
          metrics: [
            {
              name: 'LCP',
              value: 900,
              page: '/en/investor?x=1',
              layout: 'desktop',
              lang: 'zh',
              navigation: 'hard',
            } as never,
          ],
        }),
        400,
      ],
      [
        'an unknown layout',
        report({
          metrics: [
            { name: 'LCP', value: 900, page: 'home', layout: 'tablet', lang: 'zh', navigation: 'hard' } as never,
          ],
        }),
        400,
      ],
      [
        'an unknown language',
        report({
          metrics: [
            { name: 'LCP', value: 900, page: 'home', layout: 'desktop', lang: 'fr', navigation: 'hard' } as never,
          ],
        }),
        400,
      ],
      [
        'an unknown section',
        report({
          errors: [
            { message: 'x', section: 'mfe_other', version: '1', page: 'home', layout: 'desktop', lang: 'zh' } as never,
          ],
        }),
        400,
      ],
      [
        'a version that is not a folder name',
        report({
          errors: [{ message: 'x', section: 'shell', version: '../../x', page: 'home', layout: 'desktop', lang: 'zh' }],
        }),
        400,
      ],
      ['too many errors', report({ errors: Array.from({ length: 6 }, () => report().errors[0]!) }), 400],
      ['an oversized report', { ...report(), padding: 'x'.repeat(5000) }, 413],
    ];
    it.each(refusals)('%s', async (_why, body, status) => {
      const before = [await samples(), await errorCount()];
      const answer = await post(body);
      expect(answer.statusCode).toBe(status);
      expect(answer.json()).toMatchObject({ code: status, message: expect.any(String) });
      expect([await samples(), await errorCount()]).toEqual(before);
    });

    it('a report sent as something other than JSON', async () => {
      const before = await samples();
      const answer = await post(JSON.stringify(report()), { 'content-type': 'text/plain' });
      expect(answer.statusCode).toBe(400);
      expect(await samples()).toEqual(before);
    });
  });
});

describe('field data rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { rumLimitPerMinute: 2 });
  });
  afterAll(async () => t.close());

  it(
    'takes a few reports a minute from one address, then answers 429 with Retry-After and stores nothing more',
    async () => {
      await atStartOfWindow();
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: `${API}/rum`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(report()),
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toMatch(/^\d+$/);
      const data = (await t.app.inject({ method: 'GET', url: `${API}/admin/site-speed`, headers: adminHeaders })).json()
        .data;
      expect(data.metrics.find((m: { name: string }) => m.name === 'LCP').samples).toBe(2);
    },
    WINDOW_WAIT_TIMEOUT_MS,
  );
});
