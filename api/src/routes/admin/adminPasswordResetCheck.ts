/**
 *   POST /admin/password-reset/check  { token }: 200 when the mailed link would still set a password,
 *                                     400 (resetInvalid) when it is unknown, used or expired. The
 *                                     token stays unused. Throttled per client address.
 * Issue 38: the reset page checks its link first, instead of telling after two typed passwords.
 */
import type { FastifyInstance } from 'fastify';
import { resetTokenUsable } from '../../console/resetTokenCheck';
import { ApiHttpError, ok } from '../../http/envelope';
import { API_MESSAGES } from '../../http/messages';
import { requestLang } from '../../http/requestLang';
import { hitRateLimit } from '../../security/rateLimiter';
import type { Services } from '../../services';
import { clientAddress } from '../clientAddress';

const checkBody = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

/** Checks per client address per minute (a page opens once; a script guessing tokens gets nowhere). */
const CHECK_LIMIT_PER_MINUTE = 10;

export async function adminPasswordResetCheckRoutes(api: FastifyInstance, { db, clock }: Services): Promise<void> {
  api.post<{ Body: { token: string } }>(
    '/admin/password-reset/check',
    { config: { signIn: true }, schema: { body: checkBody } },
    async (request) => {
      const t = API_MESSAGES[requestLang(request)];
      const limit = await hitRateLimit(db, 'passwordResetCheck', clientAddress(request), CHECK_LIMIT_PER_MINUTE);
      if (!limit.allowed)
        throw new ApiHttpError(429, t.rateLimited, undefined, { 'retry-after': String(limit.retryAfter) });
      if (!(await resetTokenUsable(db, request.body.token, clock())))
        throw new ApiHttpError(400, t.resetInvalid, { token: 'invalid' });
      return ok({ usable: true });
    },
  );
}
