/**
 * Forgotten console passwords (issue 24), on the console's host like the sign-in:
 *   POST /admin/password-reset           { email, lang }: the same answer and the same work whether
 *                                        or not the address is an account's (the mail is written
 *                                        after the answer, sent from the outbox); throttled per
 *                                        client address
 *   POST /admin/password-reset/complete  { token, newPassword }: sets the password, ends every
 *                                        session of the account; the token works once, 30 minutes
 */
import { LANGS } from '@azi/shared/i18n/languages';
import { isLang } from '@azi/shared/i18n/languages';
import type { FastifyInstance } from 'fastify';
import { findAccount, setPassword } from '../../console/accountRepository';
import { writeAudit } from '../../console/auditLog';
import { hashPassword, passwordProblem } from '../../console/passwords';
import { takeResetToken } from '../../console/passwordReset';
import { recordPasswordResetRequest } from '../../console/passwordResetQueue';
import { endAccountSessions } from '../../console/sessionStore';
import { ApiHttpError, ok } from '../../http/envelope';
import { API_MESSAGES } from '../../http/messages';
import { requestLang } from '../../http/requestLang';
import { hitRateLimit } from '../../security/rateLimiter';
import type { Services } from '../../services';
import { clientAddress } from '../clientAddress';

const requestBody = {
  type: 'object',
  required: ['email'],
  additionalProperties: false,
  properties: { email: { type: 'string', minLength: 1, maxLength: 254 }, lang: { type: 'string', enum: [...LANGS] } },
} as const;
const completeBody = {
  type: 'object',
  required: ['token', 'newPassword'],
  additionalProperties: false,
  properties: {
    token: { type: 'string', minLength: 1, maxLength: 200 },
    newPassword: { type: 'string', minLength: 1, maxLength: 1024 },
    lang: { type: 'string', enum: [...LANGS] },
  },
} as const;

/** Requests per client address per minute, for both routes. */
const RESET_LIMIT_PER_MINUTE = 5;

export async function adminPasswordResetRoutes(
  api: FastifyInstance,
  { db, clock, passwordResets }: Services,
): Promise<void> {
  const throttle = async (address: string, t: (typeof API_MESSAGES)['en']) => {
    const limit = await hitRateLimit(db, 'passwordReset', address, RESET_LIMIT_PER_MINUTE);
    if (!limit.allowed)
      throw new ApiHttpError(429, t.rateLimited, undefined, { 'retry-after': String(limit.retryAfter) });
  };

  // The request is recorded the same way for every address and handled once answered (onResponse):
  // no lookup, no token, no mail in the request, so its time says nothing about the address.
  api.post<{ Body: { email: string; lang?: string } }>(
    '/admin/password-reset',
    { config: { signIn: true }, schema: { body: requestBody }, onResponse: async () => passwordResets.kick() },
    async (request) => {
      const lang = requestLang(request);
      const t = API_MESSAGES[lang];
      await throttle(clientAddress(request), t);
      await recordPasswordResetRequest(
        db,
        request.body.email,
        isLang(request.body.lang) ? request.body.lang : lang,
        clientAddress(request),
        clock(),
      );
      request.log.info('console password reset asked for');
      // The same words whatever happens next: nobody learns which addresses are accounts.
      return ok({ requested: true }, t.resetRequested);
    },
  );

  api.post<{ Body: { token: string; newPassword: string } }>(
    '/admin/password-reset/complete',
    { config: { signIn: true }, schema: { body: completeBody } },
    async (request) => {
      const t = API_MESSAGES[requestLang(request)];
      await throttle(clientAddress(request), t);
      const now = clock();
      const result = await db.transaction(async (tx) => {
        const accountId = await takeResetToken(tx, request.body.token, now);
        const account = accountId === undefined ? undefined : await findAccount(tx, accountId);
        if (!account || account.disabled) return { problem: 'invalid' as const };
        const problem = passwordProblem(request.body.newPassword, account.email);
        // Thrown, so the token stays unused and the person may try another password.
        if (problem) throw new ApiHttpError(400, t.passwordRules, { newPassword: problem });
        await setPassword(tx, account.id, await hashPassword(request.body.newPassword));
        const ended = await endAccountSessions(tx, account.id);
        await writeAudit(
          tx,
          { name: account.email, accountId: account.id, clientIp: clientAddress(request) },
          {
            action: 'account.passwordReset',
            contentType: 'account',
            targetId: account.id,
            summary: `by e-mail link; ${ended} sessions ended`,
          },
        );
        return { problem: undefined };
      });
      if (result.problem) throw new ApiHttpError(400, t.resetInvalid, { token: 'invalid' });
      return ok({ reset: true });
    },
  );
}
