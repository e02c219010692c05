/**
 * The console's subscriber list (issue 38): staff find, export and delete any subscriber on request,
 * whatever the console's interface language; `lang` (sent with every console call) is never a filter.
 */
import { API, adminHeaders, startTestApp, type TestApp } from '../helpers/testApp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';
import { subscribeAs } from '../helpers/subscribeAs';

describe.each(DATABASE_TARGETS)('the console subscriber list on %s', (target) => {
  let t: TestApp;
  const list = (query: string) =>
    t.app.inject({ method: 'GET', url: `${API}/admin/alerts/subscribers?${query}`, headers: adminHeaders });

  beforeAll(async () => {
    t = await startTestApp(target, { alertsLimitPerMinute: 1000 });
    for (const [email, lang] of [
      ['zh.reader@example.com', 'zh'],
      ['hk.reader@example.com', 'hk'],
      ['en.reader@example.com', 'en'],
    ] as const) {
      expect((await subscribeAs(t.app, { email, lang, categories: 'pressReleases' })).statusCode).toBe(303);
    }
  });
  afterAll(() => t.close());

  it('lists every subscriber whatever interface language the console asks its messages in', async () => {
    for (const lang of ['zh', 'en']) {
      const data = (await list(`lang=${lang}`)).json().data;
      expect(data.total).toBe(3);
      expect(data.list.map((s: { email: string }) => s.email).sort()).toEqual([
        'en.reader@example.com',
        'hk.reader@example.com',
        'zh.reader@example.com',
      ]);
    }
  });

  it('exports every subscriber as CSV with the interface language sent along', async () => {
    const csv = (await list('lang=zh&format=csv')).body;
    for (const email of ['zh.reader@example.com', 'hk.reader@example.com', 'en.reader@example.com'])
      expect(csv).toContain(email);
  });

  it('filters by the subscriber\u2019s language only when asked to', async () => {
    const data = (await list('lang=zh&subscriberLang=hk')).json().data;
    expect(data.list.map((s: { email: string }) => s.email)).toEqual(['hk.reader@example.com']);
  });
});
