/**
 * The console's apply counts (issue 56; the job area: admin and hr):
 *   GET /admin/jobs/apply-clicks   each opening's apply clicks: all, the last 30 days, today
 * The console shows them beside each job in its list. No visitor data is behind them (applyClicks.ts).
 */
import { errorBodySchema } from '@azi/shared/api/schemas/envelope';
import { LANGS } from '@azi/shared/i18n/languages';
import type { FastifyInstance } from 'fastify';
import { applyClickCounts } from '../../content/applyClicks';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

export async function adminJobRoutes(admin: FastifyInstance, { db, clock }: Services): Promise<void> {
  admin.get(
    '/admin/jobs/apply-clicks',
    {
      config: { area: 'job' as const },
      schema: {
        querystring: { type: 'object', properties: { lang: { type: 'string', enum: LANGS } } },
        response: { '4xx': errorBodySchema, '5xx': errorBodySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ list: await applyClickCounts(db, clock()) });
    },
  );
}
