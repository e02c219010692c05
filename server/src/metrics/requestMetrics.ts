/**
 * Every answer of the site (pages, files, the API) counted by method, route pattern and status,
 * with its duration: labelled by the route that took it (`/*` for every page, the API's own
 * patterns), never by its URL, so a crawler's million URLs make no new series.
 */
import type { FastifyInstance } from 'fastify';
import { httpRequestDuration, httpRequests, routePattern, statusClass } from '@azi/api/metrics/siteMetrics';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Call before the routes and plugins it should see are registered (Fastify copies hooks into plugins as they are registered). */
export function recordRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    const route = routePattern(request);
    httpRequests.inc({ method, route, status: String(reply.statusCode) });
    httpRequestDuration.observe(
      { method, route, status_class: statusClass(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
