import Fastify, { type FastifyInstance } from 'fastify';
import { metricsTokenFromEnv, registerMetricsRoute } from './metricsRoute';

const TOKEN = 'route-test-token-0123456789abcdef';

async function serverWith(token: string | undefined): Promise<FastifyInstance> {
  const app = Fastify();
  registerMetricsRoute(app, token);
  await app.ready();
  return app;
}

it('is 404 while no METRICS_TOKEN is configured, whatever the request carries', async () => {
  const app = await serverWith(undefined);
  for (const authorization of [undefined, 'Bearer ', `Bearer ${TOKEN}`]) {
    const response = await app.inject({
      url: '/metrics',
      headers: authorization === undefined ? {} : { authorization },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain('azi_');
  }
});

it('is 401 without the token, with another, a prefix of it or another scheme', async () => {
  const app = await serverWith(TOKEN);
  for (const authorization of [
    undefined,
    'Bearer',
    `Bearer ${TOKEN.slice(0, -1)}`,
    `Bearer ${TOKEN}x`,
    `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`,
    TOKEN,
  ]) {
    const response = await app.inject({
      url: '/metrics',
      headers: authorization === undefined ? {} : { authorization },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toContain('Bearer');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain('azi_');
  }
});

it('answers the Prometheus text format with the token, never to be stored', async () => {
  const app = await serverWith(TOKEN);
  const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.body).toContain('# TYPE azi_http_requests_total counter');
});

it('reads METRICS_TOKEN: none when unset or blank, and a short one stops the start with a clear message', () => {
  expect(metricsTokenFromEnv({})).toBeUndefined();
  expect(metricsTokenFromEnv({ METRICS_TOKEN: '  ' })).toBeUndefined();
  expect(metricsTokenFromEnv({ METRICS_TOKEN: ` ${TOKEN} ` })).toBe(TOKEN);
  expect(() => metricsTokenFromEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
});
