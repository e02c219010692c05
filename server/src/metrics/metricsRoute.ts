/**
 * GET /metrics: the process's metrics in the Prometheus text format (@azi/api/metrics/siteMetrics),
 * for a Prometheus server that sends `Authorization: Bearer <METRICS_TOKEN>`. Without a token
 * configured it is 404 (the figures are not public); with a wrong or missing one 401. It answers on
 * the public origin and the console's name alike, is never stored by anyone, and never passes
 * through the page cache. Each copy of the site answers for itself: scrape every copy.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectProcessMetrics, metricsRegistry } from '@azi/api/metrics/siteMetrics';
import { ConfigurationError } from '../trustedOrigin';

export const METRICS_PATH = '/metrics';

/** METRICS_TOKEN: unset or empty, no metrics; otherwise at least 16 characters. */
export function metricsTokenFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) return undefined;
  if (token.length < 16)
    throw new ConfigurationError(
      'METRICS_TOKEN must be at least 16 characters (make one with `openssl rand -hex 32`), or unset for no /metrics',
    );
  return token;
}

/** Compared as digests of equal length, so the time taken tells nothing of the token or its length. */
const digest = (text: string) => createHash('sha256').update(text).digest();

export function registerMetricsRoute(app: FastifyInstance, token: string | undefined): void {
  const expected = token === undefined ? undefined : digest(token);
  if (expected) collectProcessMetrics();
  app.get(METRICS_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    if (!expected) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .type('text/plain; charset=utf-8')
        .send('The metrics need Authorization: Bearer <METRICS_TOKEN>');
    }
    return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
}
