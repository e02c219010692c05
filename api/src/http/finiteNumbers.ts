/**
 * Ajv coerces a query value like "1e309" to Infinity and then skips minimum/maximum for it
 * (range checks only run on finite numbers), so Infinity would reach SQL as a 500. This hook
 * turns any non-finite number in params or query into the usual 400.
 */
import type { FastifyInstance } from 'fastify';
import { ApiHttpError } from './envelope';
import { API_MESSAGES } from './messages';
import { requestLang } from './requestLang';

export function rejectNonFiniteNumbers(api: FastifyInstance): void {
  api.addHook('preHandler', async (request) => {
    for (const source of [request.params, request.query]) {
      if (!source || typeof source !== 'object') continue;
      for (const [field, value] of Object.entries(source)) {
        if (typeof value === 'number' && !Number.isFinite(value)) {
          throw new ApiHttpError(400, `${API_MESSAGES[requestLang(request)].invalidParam}: ${field}`, {
            [field]: 'type',
          });
        }
      }
    }
  });
}
