/**
 * GET /captcha: a new challenge for the contact form (the picture a person reads, and the proof
 * of work their browser computes meanwhile); call again to refresh both.
 */
import { envelopeSchema, errorBodySchema } from '@azi/shared/api/schemas/envelope';
import { captchaSchema } from '@azi/shared/api/schemas/forms';
import type { FastifyInstance } from 'fastify';
import { CAPTCHA_TTL_SECONDS, issueCaptcha } from '../captcha/captchaStore';
import { issueProofOfWork } from '../captcha/proofOfWork';
import { ApiHttpError, ok } from '../http/envelope';
import { API_MESSAGES } from '../http/messages';
import { requestLang } from '../http/requestLang';
import { hitRateLimit } from '../security/rateLimiter';
import type { Services } from '../services';
import { clientAddress } from './clientAddress';

export async function captchaRoutes(api: FastifyInstance, { db, config, powSecret }: Services): Promise<void> {
  api.get(
    '/captcha',
    { schema: { response: { 200: envelopeSchema(captchaSchema), '4xx': errorBodySchema, '5xx': errorBodySchema } } },
    async (request, reply) => {
      // Each challenge is a row; the limit stops one address from filling the table.
      const limit = await hitRateLimit(db, 'captcha', clientAddress(request), config.captchaLimitPerMinute);
      if (!limit.allowed) {
        throw new ApiHttpError(429, API_MESSAGES[requestLang(request)].rateLimited, undefined, {
          'retry-after': String(limit.retryAfter),
        });
      }
      reply.header('cache-control', 'no-store');
      const captcha = await issueCaptcha(db, config.captchaFixed);
      const pow = await issueProofOfWork(
        powSecret,
        captcha.captchaId,
        new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000),
        config.powMaxCounter,
      );
      return ok({ ...captcha, pow });
    },
  );
}
