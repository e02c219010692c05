import Fastify, { type FastifyInstance } from 'fastify';
import { publicApiBridge } from './apiBridge';

let app: FastifyInstance;
const seen: { url: string; headers: Record<string, unknown> }[] = [];

beforeAll(async () => {
  app = Fastify();
  app.all('/*', async (request) => {
    seen.push({ url: request.url, headers: request.headers });
    return { code: 200, data: 'answer' };
  });
  await app.ready();
});
afterAll(() => app.close());
beforeEach(() => {
  seen.length = 0;
});

const call = (url: string, method = 'GET', headers: Record<string, string> = {}) =>
  publicApiBridge(app)({ method, url, headers }, { 'x-preview': 'grant' });

test('a public read reaches the API with the safe headers and the parent-added grant only', async () => {
  const reply = await call('/api-official-web/media/findPage/1/10?lang=en', 'GET', {
    accept: 'application/json',
    cookie: 'azi_session=stolen',
    authorization: 'Bearer token',
  });
  expect(reply.status).toBe(200);
  expect(JSON.parse(reply.body)).toEqual({ code: 200, data: 'answer' });
  expect(seen).toHaveLength(1);
  expect(seen[0]!.url).toBe('/api-official-web/media/findPage/1/10?lang=en');
  expect(seen[0]!.headers.accept).toBe('application/json');
  expect(seen[0]!.headers['x-preview']).toBe('grant');
  expect(seen[0]!.headers.cookie).toBeUndefined();
  expect(seen[0]!.headers.authorization).toBeUndefined();
});

test.each([
  ['/api-official-web/admin/session', 'GET'],
  ['/api-official-web/ADMIN/session', 'GET'],
  ['/api-official-web/media/../admin/session', 'GET'],
  ['/api-official-web/media/%2e%2e/admin/leads', 'GET'],
  ['/api-official-web/%61dmin/session', 'GET'],
  ['/api-official-web/%2561dmin/session', 'GET'],
  ['/admin/releases', 'GET'],
  ['http://127.0.0.1:5432/api-official-web/media', 'GET'],
  ['/remotes.json', 'GET'],
  ['/api-official-web/clueManage/save', 'POST'],
])('%s (%s) is refused and never reaches the server', async (url, method) => {
  const reply = await call(url, method);
  expect([403, 405]).toContain(reply.status);
  expect(seen).toHaveLength(0);
});
