/**
 * E-mail alerts, public side (issue 24). Each form works without script: a plain form post whose
 * answer is a 303 to the site's result page, /{lang}[/mobile]/alerts?result=… (shell/src/alerts);
 * a client that asks for JSON (Accept: application/json) gets the envelope instead.
 *   GET  /alerts/captcha             the captcha picture; its challenge rides in an HttpOnly cookie,
 *                                    so a page cached for everyone can show it in a plain <img>
 *   POST /alerts/subscribe           email, lang, categories, consent, captchaCode (+ layout, from)
 *   POST /alerts/confirm             token of the confirmation mail (a button on the page: mail
 *                                    scanners that open links do not confirm anyone)
 *   GET  /alerts/subscription        what a manage link's holder sees (email, language, categories)
 *   GET  /alerts/confirmation?token= what a confirmation link would confirm (the same fields; 404 with the reason)
 *   POST /alerts/manage              token, lang, categories
 *   POST /alerts/unsubscribe?token=  RFC 8058 one-click (body List-Unsubscribe=One-Click) or the
 *                                    manage page's button: deletes the subscriber and its mail
 *   GET  /alerts/unsubscribe?token=  a person who opened the header's link: the manage page
 */
import { errorBodySchema } from '@azi/shared/api/schemas/envelope';
import { isLang, type Lang } from '@azi/shared/i18n/languages';
import { buildPath, type Layout } from '@azi/shared/routing/paths';
import { alertMessage, checkAlertChoice, type AlertMessageKey } from '@azi/shared/validation/alertSubscription';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signLink, verifyLink, type LinkGrant } from '../alerts/alertLinks';
import {
  confirmSubscriber,
  deleteSubscriber,
  findSubscriber,
  subscribe,
  updateChoices,
  type Subscriber,
} from '../alerts/subscriberStore';
import { CAPTCHA_TTL_SECONDS, checkCaptcha, issueCaptcha } from '../captcha/captchaStore';
import { ApiHttpError, ok } from '../http/envelope';
import { requestLang } from '../http/requestLang';
import { hitRateLimit } from '../security/rateLimiter';
import type { Services } from '../services';
import { clientAddress } from './clientAddress';

export const ALERT_CAPTCHA_COOKIE = 'azi_alerts_captcha';
const FROM_PAGES = ['investor', 'media'] as const;

const text = (n: number) => ({ type: 'string', maxLength: n }) as const;
const categoriesField = { anyOf: [text(200), { type: 'array', maxItems: 12, items: text(40) }] };
const formBody = {
  type: 'object',
  properties: {
    email: text(400),
    lang: text(8),
    categories: categoriesField,
    consent: text(8),
    captchaCode: text(20),
    website: text(200),
    layout: text(10),
    from: text(20),
    token: text(1000),
    'List-Unsubscribe': text(40),
  },
} as const;
type FormBody = Partial<
  Record<
    'email' | 'lang' | 'consent' | 'captchaCode' | 'website' | 'layout' | 'from' | 'token' | 'List-Unsubscribe',
    string
  >
> & { categories?: string | string[] };
const tokenQuery = { type: 'object', properties: { token: text(1000), lang: text(8) } } as const;

const wantsJson = (request: FastifyRequest) =>
  /application\/json/.test(String(request.headers.accept ?? '')) ||
  /application\/json/.test(String(request.headers['content-type'] ?? ''));
const layoutOf = (body: FormBody | undefined): Layout => (body?.layout === 'mobile' ? 'mobile' : 'desktop');

/** The site's alerts page, as a path on this origin. */
const resultPath = (lang: Lang, layout: Layout, query: Record<string, string | undefined>): string =>
  buildPath({ lang, layout, page: 'alerts' }, { query });

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

export async function alertRoutes(api: FastifyInstance, services: Services): Promise<void> {
  const { db, config, clock, mail } = services;
  const secureCookie = mail.publicUrl.startsWith('https://');

  /** A refusal: the envelope for scripts, the result page (with the reason) for a plain form. */
  function refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    key: AlertMessageKey,
    field: string | undefined,
    lang: Lang,
    headers: Record<string, string> = {},
  ) {
    if (wantsJson(request))
      throw new ApiHttpError(status, alertMessage(key, lang), field ? { [field]: key } : undefined, headers);
    const body = request.body as FormBody | undefined;
    const from = FROM_PAGES.find((page) => page === body?.from);
    return reply
      .code(303)
      .header('location', resultPath(lang, layoutOf(body), { result: 'error', reason: key, from }))
      .send();
  }

  function readGrant(
    token: string | undefined,
    purpose: 'confirm' | 'manage',
  ): LinkGrant | 'expiredLink' | 'invalidLink' {
    const check = verifyLink(mail.linkKey, token ?? '', purpose, clock().getTime());
    if ('grant' in check) return check.grant;
    return check.problem === 'expired' ? 'expiredLink' : 'invalidLink';
  }

  async function subscriberOf(token: string | undefined): Promise<Subscriber | 'invalidLink'> {
    const grant = readGrant(token, 'manage');
    if (typeof grant === 'string') return 'invalidLink';
    return (await findSubscriber(db, grant.subscriberId, grant.linkKey)) ?? 'invalidLink';
  }

  const manageToken = (s: Subscriber) =>
    signLink(mail.linkKey, { subscriberId: s.id, purpose: 'manage', linkKey: s.linkKey });

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

  api.post<{ Body: FormBody }>('/alerts/confirm', { schema: { body: formBody } }, async (request, reply) => {
    const body = request.body ?? {};
    const grant = readGrant(body.token, 'confirm');
    const pageLang = isLang(body.lang) ? body.lang : requestLang(request);
    if (typeof grant === 'string') return refuse(request, reply, 400, grant, 'token', pageLang);
    const subscriber = await findSubscriber(db, grant.subscriberId, grant.linkKey);
    if (!subscriber) return refuse(request, reply, 400, 'invalidLink', 'token', pageLang);
    // A link opened again after the choices were changed on the manage page confirms nothing new:
    // the link's choices and consent moment are the first ones, and would undo the changes.
    const lang = subscriber.status === 'confirmed' ? subscriber.lang : (grant.lang ?? subscriber.lang);
    if (subscriber.status !== 'confirmed')
      await confirmSubscriber(
        db,
        subscriber,
        { lang, categories: grant.categories ?? subscriber.categories },
        clock(),
        clientAddress(request),
      );
    const manage = manageToken(subscriber);
    if (wantsJson(request)) return ok({ status: 'confirmed', manage }, alertMessage('confirmed', lang));
    return reply
      .code(303)
      .header('location', resultPath(lang, layoutOf(body), { result: 'confirmed', manage }))
      .send();
  });

  api.get<{ Querystring: { token?: string } }>(
    '/alerts/confirmation',
    { schema: { querystring: tokenQuery } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const grant = readGrant(request.query.token, 'confirm');
      const subscriber =
        typeof grant === 'string' ? undefined : await findSubscriber(db, grant.subscriberId, grant.linkKey);
      if (typeof grant === 'string' || !subscriber)
        throw new ApiHttpError(
          404,
          alertMessage(typeof grant === 'string' ? grant : 'invalidLink', requestLang(request)),
        );
      // Confirmed already: the choices as they are now (opening the link again changes nothing).
      const confirmed = subscriber.status === 'confirmed';
      return ok({
        email: subscriber.email,
        lang: confirmed ? subscriber.lang : (grant.lang ?? subscriber.lang),
        categories: confirmed ? subscriber.categories : (grant.categories ?? subscriber.categories),
        status: subscriber.status,
      });
    },
  );

  api.get<{ Querystring: { token?: string } }>(
    '/alerts/subscription',
    { schema: { querystring: tokenQuery } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const subscriber = await subscriberOf(request.query.token);
      if (subscriber === 'invalidLink') throw new ApiHttpError(404, alertMessage('invalidLink', requestLang(request)));
      return ok({
        email: subscriber.email,
        lang: subscriber.lang,
        categories: subscriber.categories,
        status: subscriber.status,
      });
    },
  );

  api.post<{ Body: FormBody }>('/alerts/manage', { schema: { body: formBody } }, async (request, reply) => {
    const body = request.body ?? {};
    const pageLang = isLang(body.lang) ? body.lang : requestLang(request);
    const subscriber = await subscriberOf(body.token);
    if (subscriber === 'invalidLink') return refuse(request, reply, 400, 'invalidLink', 'token', pageLang);
    const checked = checkAlertChoice(body, false);
    if (!checked.ok) {
      if (wantsJson(request))
        throw new ApiHttpError(400, alertMessage(checked.error as AlertMessageKey, pageLang), {
          [checked.field]: checked.error,
        });
      return reply
        .code(303)
        .header('location', resultPath(pageLang, layoutOf(body), { manage: body.token, reason: checked.error }))
        .send();
    }
    await updateChoices(db, subscriber, checked.value);
    if (wantsJson(request)) return ok({ status: 'updated' }, alertMessage('updated', checked.value.lang));
    return reply
      .code(303)
      .header('location', resultPath(checked.value.lang, layoutOf(body), { result: 'updated', manage: body.token }))
      .send();
  });

  api.post<{ Body: FormBody; Querystring: { token?: string; lang?: string } }>(
    '/alerts/unsubscribe',
    { schema: { body: formBody, querystring: tokenQuery } },
    async (request, reply) => {
      const body = request.body ?? {};
      const token = request.query.token ?? body.token;
      const check = verifyLink(mail.linkKey, token ?? '', 'manage');
      if (!('grant' in check))
        return refuse(
          request,
          reply,
          400,
          'invalidLink',
          'token',
          isLang(body.lang) ? body.lang : requestLang(request),
        );
      // A valid link whose subscriber is gone was used already (a mail program, then its person): the same answer.
      const subscriber = await findSubscriber(db, check.grant.subscriberId, check.grant.linkKey);
      const lang = subscriber?.lang ?? (isLang(body.lang) ? body.lang : requestLang(request));
      if (subscriber) {
        await deleteSubscriber(db, subscriber.id);
        request.log.info(
          { subscriber: subscriber.id, oneClick: body['List-Unsubscribe'] === 'One-Click' },
          'alerts subscriber unsubscribed and deleted',
        );
      }
      if (wantsJson(request) || body['List-Unsubscribe'] === 'One-Click')
        return ok({ status: 'unsubscribed' }, alertMessage('unsubscribed', lang));
      return reply
        .code(303)
        .header('location', resultPath(lang, layoutOf(body), { result: 'unsubscribed' }))
        .send();
    },
  );

  api.get<{ Querystring: { token?: string } }>(
    '/alerts/unsubscribe',
    { schema: { querystring: tokenQuery } },
    async (request, reply) => {
      const subscriber = await subscriberOf(request.query.token);
      if (subscriber === 'invalidLink')
        return reply
          .code(303)
          .header('location', resultPath(requestLang(request), 'desktop', { result: 'unsubscribed' }))
          .send();
      return reply
        .code(303)
        .header('location', resultPath(subscriber.lang, 'desktop', { manage: request.query.token }))
        .send();
    },
  );
}
