import { atStartOfWindow, WINDOW_WAIT_TIMEOUT_MS } from '../helpers/rateLimitWindow';
import { API, adminHeaders, startTestApp, type TestApp } from '../helpers/testApp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';

type Answer = {
  total: number;
  counts: Record<string, number>;
  list: { kind: string; source: string; id?: number; title: string; excerpt: { text: string; hit?: boolean }[] }[];
};

describe.each(DATABASE_TARGETS)('GET /search on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { searchLimitPerMinute: 10_000 });
  });
  afterAll(async () => t.close());

  const search = async (query: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/search?${new URLSearchParams(query)}` });
    expect(response.statusCode).toBe(200);
    return response.json().data as Answer;
  };

  it('finds seeded news by a stemmed English word and marks it in the excerpt', async () => {
    const answer = await search({ q: 'insurers', lang: 'en' });
    expect(answer.counts.news).toBeGreaterThan(0);
    const hit = answer.list.find((each) => each.kind === 'news')!;
    expect(hit.excerpt.filter((part) => part.hit).map((part) => part.text.toLowerCase())).toEqual(
      expect.arrayContaining([expect.stringMatching(/^insur/)]),
    );
  });

  it('finds 供应链 as a word in zh and 供應鏈 in hk, never a text with 供 alone', async () => {
    const zh = await search({ q: '供应链', lang: 'zh' });
    const hk = await search({ q: '供應鏈', lang: 'hk' });
    expect(zh.total).toBeGreaterThan(0);
    expect(hk.total).toBe(zh.total);
    expect(zh.list.every((hit) => (hit.title + hit.excerpt.map((part) => part.text).join('')).includes('供应'))).toBe(
      true,
    );
    // 供 alone is a word of a seeded job's duties only (供货, and 供应商 cut as 供/应商): the texts
    // with 供应链 are not found by it.
    const alone = await search({ q: '供', lang: 'zh' });
    expect(alone.list.map((hit) => hit.kind)).toEqual(['job']);
    expect(alone.total).toBeLessThan(zh.total);
  });

  it('finds an item right after it is published and not after it is unpublished', async () => {
    const word = 'zephyrine';
    const created = await t.app.inject({
      method: 'POST',
      url: `${API}/admin/media`,
      headers: adminHeaders,
      payload: {
        title: { zh: '测试新闻', hk: '測試新聞', en: `The ${word} announcement` },
        summary: { zh: '摘要', hk: '摘要', en: 'Summary' },
        body: { zh: '<p>正文</p>', hk: '<p>正文</p>', en: `<p>About ${word}.</p>` },
        imageUrl: '/api-official-web/assets/media-company.svg',
        date: '2026-11-22',
        status: 'draft',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect((await search({ q: word, lang: 'en' })).total).toBe(0);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${API}/admin/media/${id}/publish`,
          headers: adminHeaders,
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    const found = await search({ q: word, lang: 'en' });
    expect(found.list).toEqual([
      expect.objectContaining({ kind: 'news', source: 'media', id, title: `The ${word} announcement` }),
    ]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${API}/admin/media/${id}/unpublish`,
          headers: adminHeaders,
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    expect((await search({ q: word, lang: 'en' })).total).toBe(0);
  });

  it('answers a query of only punctuation or markup with no results, and refuses a query past 100 characters', async () => {
    expect((await search({ q: '<script>', lang: 'zh' })).total).toBe(0);
    const long = await t.app.inject({ method: 'GET', url: `${API}/search?q=${'a'.repeat(101)}&lang=en` });
    expect(long.statusCode).toBe(400);
  });

  it('filters by kind while counting every kind', async () => {
    const all = await search({ q: 'annual report', lang: 'en' });
    const documents = await search({ q: 'annual report', lang: 'en', kind: 'document' });
    expect(documents.counts).toEqual(all.counts);
    expect(documents.total).toBe(all.counts.document);
    expect(documents.list.every((hit) => hit.kind === 'document')).toBe(true);
  });
});

describe('GET /search limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { searchLimitPerMinute: 2 });
  });
  afterAll(async () => t.close());

  it(
    'answers 429 with Retry-After past the searches an address may make in a minute',
    async () => {
      // The three searches in one window (a minute of the database clock), not astride two.
      await atStartOfWindow();
      const ask = () =>
        t.app.inject({ method: 'GET', url: `${API}/search?q=parts&lang=en`, remoteAddress: '203.0.113.9' });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    },
    WINDOW_WAIT_TIMEOUT_MS,
  );
});
