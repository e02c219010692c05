/** GET /health for load balancers: 200 when the database answers, 503 when it does not. */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';

export async function healthRoutes(api: FastifyInstance, { db }: Services): Promise<void> {
  api.get('/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await db.query('select 1');
      return { code: 200, message: 'ok', data: { database: db.kind } };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ code: 503, message: 'unavailable' });
    }
  });
}
