/**
 * What the public alerts routes share about their plain forms: the body and query schemas, whether
 * the client asked for JSON, the result page to send a person back to, and how a refusal is answered
 * (the envelope for scripts, a 303 to the result page with the reason for a form without script).
 */
import type { Lang } from '@azi/shared/i18n/languages';
import { buildPath, type Layout } from '@azi/shared/routing/paths';
import { ALERT_FORM_NAMES } from '@azi/shared/routing/sitePages';
import { alertMessage, type AlertMessageKey } from '@azi/shared/validation/alertSubscription';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiHttpError } from '../http/envelope';

export const text = (n: number) => ({ type: 'string', maxLength: n }) as const;
const categoriesField = { anyOf: [text(200), { type: 'array', maxItems: 12, items: text(40) }] };
export const formBody = {
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
export type FormBody = Partial<
  Record<
    'email' | 'lang' | 'consent' | 'captchaCode' | 'website' | 'layout' | 'from' | 'token' | 'List-Unsubscribe',
    string
  >
> & { categories?: string | string[] };
export const tokenQuery = { type: 'object', properties: { token: text(1000), lang: text(8) } } as const;

export const wantsJson = (request: FastifyRequest) =>
  /application\/json/.test(String(request.headers.accept ?? '')) ||
  /application\/json/.test(String(request.headers['content-type'] ?? ''));
export const layoutOf = (body: FormBody | undefined): Layout => (body?.layout === 'mobile' ? 'mobile' : 'desktop');

/** The site's alerts page, as a path on this origin. */
export const resultPath = (lang: Lang, layout: Layout, query: Record<string, string | undefined>): string =>
  buildPath({ lang, layout, page: 'alerts' }, { query });

export function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** A refusal: the envelope for scripts, the result page (with the reason) for a plain form. */
export function refuse(
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
  const from = ALERT_FORM_NAMES.find((name) => name === body?.from);
  return reply
    .code(303)
    .header('location', resultPath(lang, layoutOf(body), { result: 'error', reason: key, from }))
    .send();
}
