import Fastify, { type FastifyInstance } from 'fastify';
import apiPlugin from '../src/plugin';
import { throwAwayDatabase } from './helpers/pgliteImage';

jest.setTimeout(60_000);

describe('apiPlugin mounted in the site server', () => {
  let site: FastifyInstance;
  beforeAll(async () => {
    site = Fastify({ pluginTimeout: 120_000 });
    site.get('/', async () => 'home');
    // Like the real site: every other GET is a page, with an HTML 404 for unknown ones.
    site.get('/*', async (_request, reply) => reply.code(404).type('text/html').send('<p>site page not found</p>'));
    site.post('/echo', async (request) => ({ got: request.body ?? null }));
    await site.register(apiPlugin, {
      ...(await throwAwayDatabase()),
      adminToken: '',
      captchaFixed: '',
      nodeEnv: 'test',
    });
    await site.ready();
  });
  afterAll(async () => site.close());

  it('serves the API under /api-official-web', async () => {
    const response = await site.inject({ method: 'GET', url: '/api-official-web/banner/findPage/1/10' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.list).toHaveLength(4);
  });

  it('leaves the site its own routes and its own 404', async () => {
    expect((await site.inject({ method: 'GET', url: '/' })).body).toBe('home');
    expect((await site.inject({ method: 'GET', url: '/introduce/nothing' })).body).toBe('<p>site page not found</p>');
    const missing = await site.inject({ method: 'POST', url: '/introduce/nothing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Route POST:/introduce/nothing not found', statusCode: 404 });
    expect((await site.inject({ method: 'GET', url: '/api-official-webx/nothing' })).body).toBe(
      '<p>site page not found</p>',
    );
  });

  it.each(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const)(
    'answers %s of an unknown API path with its JSON 404, not the site page',
    async (method) => {
      for (const url of [
        '/api-official-web/nothing',
        '/api-official-web',
        '/api-official-web/',
        '/api-official-web/media/findPage/1/10/extra',
        '/api-official-web/admin/nothing',
      ]) {
        const response = await site.inject({ method, url });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.json()).toEqual({ code: 404, message: '未找到相关内容' });
      }
    },
  );

  it('answers an unknown API path before reading its body, in the visitor language', async () => {
    const response = await site.inject({
      method: 'POST',
      url: '/api-official-web/nothing?lang=en',
      payload: 'x'.repeat(200 * 1024),
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: 'The requested content was not found' });
    expect((await site.inject({ method: 'HEAD', url: '/api-official-web/nothing' })).statusCode).toBe(404);
  });

  it('keeps its form parser to itself', async () => {
    const response = await site.inject({
      method: 'POST',
      url: '/echo',
      payload: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers the health check with the database kind', async () => {
    expect((await site.inject({ method: 'GET', url: '/api-official-web/health' })).json()).toEqual({
      code: 200,
      message: 'ok',
      data: { database: 'pglite' },
    });
  });

  it('serves its own SVG pictures, and 404 for unknown ones', async () => {
    const svg = await site.inject({ method: 'GET', url: '/api-official-web/assets/banner-platform.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.body).toMatch(/^<svg xmlns/);
    expect((await site.inject({ method: 'GET', url: '/api-official-web/assets/nope.svg' })).statusCode).toBe(404);
    expect((await site.inject({ method: 'GET', url: '/api-official-web/assets/..%2Fpackage.json' })).statusCode).toBe(
      400,
    );
  });

  it('links every seeded picture to an existing asset', async () => {
    for (const segment of ['banner', 'media']) {
      const list = (await site.inject({ method: 'GET', url: `/api-official-web/${segment}/findPage/1/50` })).json().data
        .list as { imageUrl: string }[];
      for (const { imageUrl } of list)
        expect((await site.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(200);
    }
  });
});
