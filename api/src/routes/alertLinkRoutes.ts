/**
 * The alerts routes a mailed link leads to: confirming a subscription, what a confirmation or manage
 * link shows, changing the choices, and unsubscribing (RFC 8058 one-click or the manage page's
 * button; a person who opened the header's link is sent to the manage page instead).
 */
import { isLang } from '@azi/shared/i18n/languages';
import { alertMessage, checkAlertChoice, type AlertMessageKey } from '@azi/shared/validation/alertSubscription';
import type { FastifyInstance } from 'fastify';
import { signLink, verifyLink, type LinkGrant } from '../alerts/alertLinks';
import {
  confirmSubscriber,
  deleteSubscriber,
  findSubscriber,
  updateChoices,
  type Subscriber,
} from '../alerts/subscriberStore';
import { ApiHttpError, ok } from '../http/envelope';
import { requestLang } from '../http/requestLang';
import type { Services } from '../services';
import { clientAddress } from './clientAddress';
import { formBody, layoutOf, refuse, resultPath, tokenQuery, wantsJson, type FormBody } from './alertForm';

export function alertLinkRoutes(api: FastifyInstance, { db, clock, mail }: Services): void {
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
