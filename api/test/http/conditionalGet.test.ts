import Fastify, { type FastifyInstance } from 'fastify';
import { assetRoutes } from '../../src/routes/assets';
import { answeredNotModified, ifNoneMatchHits, weakEtag } from '../../src/http/conditionalGet';

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = Fastify();
  app.get('/thing', async (request, reply) => {
    reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
    const body = `thing ${String(request.query && (request.query as { v?: string }).v)}`;
    if (answeredNotModified(request, reply, weakEtag(body))) return reply.send();
    return reply.type('text/plain; charset=utf-8').send(body);
  });
  await app.register(assetRoutes);
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('an entity tag', () => {
  it('is weak, and the same for the same bytes only', () => {
    expect(weakEtag('a')).toMatch(/^W\/"[\w-]{22}"$/);
    expect(weakEtag('a')).toBe(weakEtag(Buffer.from('a')));
    expect(weakEtag('a')).not.toBe(weakEtag('b'));
  });

  it('is matched weakly, in a list, or by *', () => {
    const tag = weakEtag('page');
    expect(ifNoneMatchHits(tag, tag)).toBe(true);
    expect(ifNoneMatchHits(tag.slice(2), tag)).toBe(true);
    expect(ifNoneMatchHits(`"other", ${tag}`, tag)).toBe(true);
    expect(ifNoneMatchHits('*', tag)).toBe(true);
    expect(ifNoneMatchHits('"other"', tag)).toBe(false);
    expect(ifNoneMatchHits('', tag)).toBe(false);
    expect(ifNoneMatchHits(undefined, tag)).toBe(false);
  });
});

describe('a conditional request over HTTP', () => {
  it('gets 304 without a body, with the same Cache-Control, Vary and ETag, when it holds the current copy', async () => {
    const first = await fetch(`${base}/thing?v=1`);
    const etag = first.headers.get('etag')!;
    expect(first.status).toBe(200);
    expect(etag).toBe(weakEtag('thing 1'));
    const again = await fetch(`${base}/thing?v=1`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    expect(again.headers.get('content-type')).toBeNull();
  });

  it('gets the whole new body when what it holds is out of date', async () => {
    const old = (await fetch(`${base}/thing?v=1`)).headers.get('etag')!;
    const changed = await fetch(`${base}/thing?v=2`, { headers: { 'if-none-match': old } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('thing 2');
  });

  it('answers HEAD the same way', async () => {
    const etag = (await fetch(`${base}/thing?v=3`, { method: 'HEAD' })).headers.get('etag')!;
    expect(etag).toBe(weakEtag('thing 3'));
    expect((await fetch(`${base}/thing?v=3`, { method: 'HEAD', headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it("revalidates the API's SVG pictures", async () => {
    const first = await fetch(`${base}/assets/banner-platform.svg`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const again = await fetch(`${base}/assets/banner-platform.svg`, {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});
