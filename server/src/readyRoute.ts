import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';

/**
 * GET /ready, for a load balancer or a container runtime: 200 when the database answers (the
 * API's health route, in this process), a shell is built and every section's render worker has
 * started (`warm`: the server's first pages drawn), 503 otherwise, never cached.
 */
export function registerReadyRoute(app: FastifyInstance, shellDir: string, warm: () => boolean = () => true): void {
  app.get('/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const database = await app.inject(`${API_PREFIX}/health`);
    const shellBuilt =
      fs.existsSync(path.join(shellDir, 'index.html')) && fs.existsSync(path.join(shellDir, 'ssr', 'render.js'));
    const ready = database.statusCode === 200 && shellBuilt && warm();
    return reply
      .code(ready ? 200 : 503)
      .send({ ready, database: database.statusCode === 200, shell: shellBuilt, renderers: warm() });
  });
}
