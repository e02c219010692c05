/**
 * How a scheduled import that changed something reaches the site's page cache without the site
 * knowing about imports: the API injects `POST /api-official-web/admin-notice/sec-import` into its
 * own server. The site's onResponse hook renews the page cache after every successful non-GET
 * whose URL starts with `/api-official-web/admin` (shell/server/pageRoute.ts), so this counts as a
 * write exactly like a console write. It is not under `/admin/` (not a console route: no session,
 * no role area). Only this process can call it: the request must carry a secret made at start and
 * never sent anywhere; every other request gets the API's 404 and renews nothing.
 */
import { randomBytes, createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiHttpError, ok } from '../http/envelope';
import { API_MESSAGES } from '../http/messages';
import { requestLang } from '../http/requestLang';

export const SEC_CHANGED_PATH = '/admin-notice/sec-import';
const HEADER = 'x-azi-sec-import';

const digest = (s: string) => createHash('sha256').update(s).digest();

export function secChangedSecret(): string {
  return randomBytes(32).toString('hex');
}

export async function secChangedRoute(api: FastifyInstance, { secret }: { secret: string }): Promise<void> {
  api.post(SEC_CHANGED_PATH, async (request, reply) => {
    const given = request.headers[HEADER];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), digest(secret))) throw new ApiHttpError(404, API_MESSAGES[requestLang(request)].notFound);
    reply.header('cache-control', 'no-store');
    return ok({ changed: true });
  });
}

/** The injected request. */
export function secChangedRequest(prefix: string, secret: string) {
  return { method: 'POST' as const, url: `${prefix}${SEC_CHANGED_PATH}`, headers: { [HEADER]: secret } };
}
