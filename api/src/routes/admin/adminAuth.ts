import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiHttpError } from '../../http/envelope';
import { API_MESSAGES } from '../../http/messages';
import { requestLang } from '../../http/requestLang';

/** Who made an admin request, for the log: there is one shared token, so the token is the actor. */
export const ADMIN_ACTOR = 'admin-token';

/** The audit line of a write that took effect: who, what (method and route) and which row. */
export function logAdminWrite(request: FastifyRequest, id: number): void {
  request.log.info({ actor: ADMIN_ACTOR, method: request.method, route: request.routeOptions.url, id }, 'admin write');
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Every route in this scope needs `Authorization: Bearer <ADMIN_TOKEN>`; compared in constant time. */
export function requireAdminToken(scope: FastifyInstance, token: string): void {
  const expected = digest(token);
  scope.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!given || !timingSafeEqual(digest(given), expected)) {
      request.log.warn({ method: request.method, route: request.routeOptions.url, tokenGiven: given !== '' }, 'admin request refused');
      throw new ApiHttpError(401, API_MESSAGES[requestLang(request)].unauthorized, undefined, { 'www-authenticate': 'Bearer' });
    }
  });
}
