/**
 * POST /clueManage/save: the contact form. Order of checks: rate limit, honeypot, the shared
 * field rules, the proof of work (waived with CAPTCHA_FIXED when none is sent), then the captcha
 * and the insert in one transaction. A 2xx is sent only after COMMIT, so an acknowledged lead
 * survives a crash right after; and the same submission sent again (the answer was lost on the
 * way) is acknowledged without a second row. Past the site-wide hourly budget a lead is still
 * stored, marked for review.
 */
import { envelopeSchema, errorBodySchema } from '@azi/shared/api/schemas/envelope';
import { leadBodySchema, leadSavedSchema, type LeadBody } from '@azi/shared/api/schemas/forms';
import {
  contactFormMessage,
  firstErrorMessage,
  isHoneypotFilled,
  validateContactForm,
  type ContactFormErrors,
} from '@azi/shared/validation/contactForm';
import type { FastifyInstance } from 'fastify';
import { checkCaptcha, isRepeatedSubmission } from '../captcha/captchaStore';
import { checkProofOfWork } from '../captcha/proofOfWork';
import { ApiHttpError, ok } from '../http/envelope';
import { API_MESSAGES } from '../http/messages';
import { requestLang } from '../http/requestLang';
import { insertLead, overHourlyBudget } from '../leads/leadRepository';
import { hitRateLimit } from '../security/rateLimiter';
import type { Services } from '../services';
import { clientAddress } from './clientAddress';

export async function leadRoutes(api: FastifyInstance, { db, config, powSecret }: Services): Promise<void> {
  api.post<{ Body: LeadBody }>(
    '/clueManage/save',
    {
      config: { multilineFields: ['content'] },
      schema: {
        body: leadBodySchema,
        response: { 200: envelopeSchema(leadSavedSchema), '4xx': errorBodySchema, '5xx': errorBodySchema },
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const clientIp = clientAddress(request);
      reply.header('cache-control', 'no-store');

      // The rate limit's bucket keeps its stored name, like the table.
      const limit = await hitRateLimit(db, 'clue', clientIp, config.leadLimitPerMinute);
      if (!limit.allowed)
        throw new ApiHttpError(429, API_MESSAGES[lang].rateLimited, undefined, {
          'retry-after': String(limit.retryAfter),
        });

      // Bots get the same answer as people, so they learn nothing; nothing is stored.
      if (isHoneypotFilled(request.body)) {
        request.log.info({ clientIp }, 'contact form honeypot filled; dropped');
        return ok({ saved: true }, contactFormMessage('success', lang));
      }

      const checked = validateContactForm(request.body);
      if (!checked.ok)
        throw new ApiHttpError(
          400,
          firstErrorMessage(checked.errors, lang) ?? API_MESSAGES[lang].badRequest,
          checked.errors,
        );
      const values = checked.values;

      // The browser computed it while the visitor typed; a script must spend the same CPU. Without
      // it (or past its expiry) the visitor is asked for a new challenge, like an expired captcha.
      const pow = await checkProofOfWork(powSecret, request.body.pow, values.captchaId);
      if (pow !== 'ok' && !(pow === 'missing' && config.captchaFixed)) {
        request.log.info({ clientIp, pow }, 'contact form without a valid proof of work; refused');
        const errors: ContactFormErrors = { captchaId: 'captchaExpired' };
        throw new ApiHttpError(400, firstErrorMessage(errors, lang) ?? '', errors);
      }

      const outcome = await db.transaction(async (tx) => {
        const captcha = await checkCaptcha(tx, values.captchaId, values.captchaCode);
        // A wrong answer still commits, so the attempt counts against the challenge.
        if (captcha !== 'ok') return captcha;
        const review = await overHourlyBudget(tx, config.leadHourlyBudget);
        await insertLead(tx, values, { lang, clientIp, userAgent: request.headers['user-agent'] ?? '', review });
        if (review)
          request.log.warn(
            { clientIp, budget: config.leadHourlyBudget },
            'lead stored past the hourly budget: marked for review',
          );
        return 'saved' as const;
      });
      if (outcome === 'expired' && (await isRepeatedSubmission(db, values.captchaId, values.captchaCode, values))) {
        // Stored before; only the answer was lost (a copy died after COMMIT, a proxy retried).
        request.log.info({ clientIp }, 'contact form submitted again after a lost answer; acknowledged once more');
        return ok({ saved: true }, contactFormMessage('success', lang));
      }
      if (outcome !== 'saved') {
        const errors: ContactFormErrors = { captchaCode: outcome === 'wrong' ? 'captcha' : 'captchaExpired' };
        throw new ApiHttpError(400, firstErrorMessage(errors, lang) ?? '', errors);
      }
      return ok({ saved: true }, contactFormMessage('success', lang));
    },
  );
}
