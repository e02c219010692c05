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
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { alertLinkRoutes } from './alertLinkRoutes';
import { alertSubscribeRoutes } from './alertSubscribeRoutes';

export async function alertRoutes(api: FastifyInstance, services: Services): Promise<void> {
  alertSubscribeRoutes(api, services);
  alertLinkRoutes(api, services);
}
