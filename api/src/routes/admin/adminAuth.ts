import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiHttpError } from '../../http/envelope';
import { API_MESSAGES } from '../../http/messages';
import { requestLang } from '../../http/requestLang';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Every route in this scope needs `Authorization: Bearer <ADMIN_TOKEN>`; compared in constant time. */
export function requireAdminToken(scope: FastifyInstance, token: string): void {
  const expected = digest(token);
  scope.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!given || !timingSafeEqual(digest(given), expected)) {
      throw new ApiHttpError(401, API_MESSAGES[requestLang(request)].unauthorized, undefined, { 'www-authenticate': 'Bearer' });
    }
  });
}
