import Fastify, { type FastifyInstance } from 'fastify';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import { feedMaxAge } from './listFeed';
import { registerRssRoutes } from './rssRoutes';

const SITE = 'https://www.example.com';

describe('feedMaxAge', () => {
  it('keeps a feed five minutes, or only until the next scheduled item goes public', () => {
    expect(feedMaxAge(0, undefined)).toBe(300);
    expect(feedMaxAge(0, 60_500)).toBe(60);
    expect(feedMaxAge(0, 900_000)).toBe(300);
    expect(feedMaxAge(10_000, 9_000)).toBe(300);
  });
});

describe('the news feeds', () => {
  let app: FastifyInstance;
  let answer: { status: number; list: unknown[] };
  const asked: string[] = [];
  beforeAll(async () => {
    app = Fastify();
    // The content API as the site server mounts it, answering what each test sets.
    app.get(`${API_PREFIX}/media/findPage/:pageNo/:pageSize`, async (request, reply) => {
      asked.push(request.url);
      return reply
        .code(answer.status)
        .send({ code: answer.status, message: 'ok', data: { list: answer.list, total: answer.list.length } });
    });
    await registerRssRoutes(app, SITE);
  });
  afterAll(async () => app.close());
  beforeEach(() => {
    asked.length = 0;
  });

  it('serves each language its own news, newest twenty, cacheable for five minutes', async () => {
    answer = {
      status: 200,
      list: [{ id: 3, title: 'Autozi lists on Nasdaq', summary: 'AZI', date: '2026-11-20', imageUrl: '' }],
    };
    const feed = await app.inject('/hk/rss.xml');
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('public, max-age=300');
    expect(asked).toEqual([`${API_PREFIX}/media/findPage/1/20?lang=hk`]);
    expect(feed.body).toContain(`<link>${SITE}/hk/mediaDetail?id=3</link>`);
    expect((await app.inject('/rss.xml')).statusCode).toBe(200);
    expect(asked[1]).toBe(`${API_PREFIX}/media/findPage/1/20?lang=zh`);
  });

  it('gives a library picture as its 960-px JPEG, which every feed reader shows', async () => {
    const picture = {
      path: '/api-official-web/pictures/k1',
      widths: [480, 960, 1440],
      width: 1600,
      height: 900,
      alt: 'A store',
      decorative: false,
    };
    answer = {
      status: 200,
      list: [{ id: 4, title: 'New store', summary: 'Opened', date: '2026-11-21', imageUrl: '/old.png', picture }],
    };
    const feed = (await app.inject('/en/rss.xml')).body;
    expect(feed).toContain(`url="${SITE}/api-official-web/pictures/k1/960.jpg"`);
    expect(feed).not.toContain('old.png');
  });

  it('answers a reader whose copy is current with 304 and no body, and one whose copy is old with the feed', async () => {
    answer = { status: 200, list: [{ id: 5, title: 'Results', summary: 'H1', date: '2026-11-22', imageUrl: '' }] };
    const first = await app.inject('/en/rss.xml');
    const etag = String(first.headers.etag);
    const again = await app.inject({ url: '/en/rss.xml', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers).toMatchObject({ 'cache-control': 'public, max-age=300', vary: 'accept-encoding', etag });
    answer = {
      status: 200,
      list: [{ id: 6, title: 'Newer', summary: 'Q3', date: '2026-11-23', imageUrl: '' }, ...answer.list],
    };
    const changed = await app.inject({ url: '/en/rss.xml', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Newer');
  });

  it('answers 503 with a sentence when the API cannot give the news', async () => {
    answer = { status: 500, list: [] };
    const feed = await app.inject('/en/rss.xml');
    expect(feed.statusCode).toBe(503);
    expect(feed.body).toBe('The news feed is unavailable right now.');
  });
});
