/**
 * The alerts routes before a subscription exists: the captcha picture, whose challenge rides in an
 * HttpOnly cookie so a page cached for everyone can show it in a plain <img>, and the subscribe form.
 */
import { errorBodySchema } from '@azi/shared/api/schemas/envelope';
import { isLang } from '@azi/shared/i18n/languages';
import { alertMessage, checkAlertChoice } from '@azi/shared/validation/alertSubscription';
import type { FastifyInstance } from 'fastify';
import { subscribe } from '../alerts/subscriberStore';
import { CAPTCHA_TTL_SECONDS, checkCaptcha, issueCaptcha } from '../captcha/captchaStore';
import { ok } from '../http/envelope';
import { requestLang } from '../http/requestLang';
import { hitRateLimit } from '../security/rateLimiter';
import type { Services } from '../services';
import { clientAddress } from './clientAddress';
import { cookieValue, formBody, layoutOf, refuse, resultPath, text, wantsJson, type FormBody } from './alertForm';

export const ALERT_CAPTCHA_COOKIE = 'azi_alerts_captcha';

export function alertSubscribeRoutes(api: FastifyInstance, { db, config, clock, mail }: Services): void {
  const secureCookie = mail.publicUrl.startsWith('https://');

  api.get(
    '/alerts/captcha',
    { schema: { querystring: { type: 'object', properties: { r: text(40) } } } },
    async (request, reply) => {
      const limit = await hitRateLimit(db, 'captcha', clientAddress(request), config.captchaLimitPerMinute);
      if (!limit.allowed)
        return reply
          .code(429)
          .header('retry-after', String(limit.retryAfter))
          .header('cache-control', 'no-store')
          .send();
      const captcha = await issueCaptcha(db, config.captchaFixed);
      const svg = Buffer.from(captcha.image.split(',')[1] ?? '', 'base64');
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'image/svg+xml')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header(
          'set-cookie',
          `${ALERT_CAPTCHA_COOKIE}=${captcha.captchaId}; Path=/api-official-web/alerts; Max-Age=${CAPTCHA_TTL_SECONDS}; HttpOnly; SameSite=Lax${secureCookie ? '; Secure' : ''}`,
        )
        .send(svg);
    },
  );

  api.post<{ Body: FormBody }>(
    '/alerts/subscribe',
    { schema: { body: formBody, response: { '4xx': errorBodySchema, '5xx': errorBodySchema } } },
    async (request, reply) => {
      const body = request.body ?? {};
      const lang = isLang(body.lang) ? body.lang : requestLang(request);
      const address = clientAddress(request);
      reply.header('cache-control', 'no-store');
      const limit = await hitRateLimit(db, 'alerts', address, config.alertsLimitPerMinute);
      if (!limit.allowed)
        return refuse(request, reply, 429, 'rateLimited', undefined, lang, { 'retry-after': String(limit.retryAfter) });
      const layout = layoutOf(body);
      const done = () =>
        wantsJson(request)
          ? ok({ status: 'pending' }, alertMessage('pending', lang, { email: body.email?.trim() ?? '' }))
          : reply
              .code(303)
              .header('location', resultPath(lang, layout, { result: 'pending' }))
              .send();
      // Bots get the answer people get, and nothing is stored or sent.
      if (body.website && body.website.trim() !== '') {
        request.log.info({ clientIp: address }, 'alerts form honeypot filled; dropped');
        return done();
      }
      const checked = checkAlertChoice(body, true);
      if (!checked.ok) return refuse(request, reply, 400, checked.error, checked.field, lang);
      const captchaId = cookieValue(request, ALERT_CAPTCHA_COOKIE);
      if (!captchaId || !/^[0-9a-f-]{36}$/.test(captchaId))
        return refuse(request, reply, 400, 'captchaExpired', 'captchaCode', lang);
      const outcome = await db.transaction(async (tx) => {
        const captcha = await checkCaptcha(tx, captchaId, body.captchaCode ?? '');
        if (captcha !== 'ok') return captcha;
        return subscribe(tx, mail, checked.value, address, clock(), layout);
      });
      if (outcome === 'wrong') return refuse(request, reply, 400, 'captcha', 'captchaCode', lang);
      if (outcome === 'expired') return refuse(request, reply, 400, 'captchaExpired', 'captchaCode', lang);
      if (outcome !== 'queued') {
        request.log.warn({ clientIp: address, outcome }, 'alerts subscription refused by its daily limit');
        return refuse(request, reply, 429, outcome, 'email', lang);
      }
      mail.mailQueued();
      return done();
    },
  );
}
