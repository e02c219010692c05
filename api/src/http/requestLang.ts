import { DEFAULT_LANG, isLang, langFromCookie, type Lang } from '@azi/shared/i18n/languages';
import type { FastifyRequest } from 'fastify';

/**
 * The language to answer in, even for a request that failed validation: the `lang` query or
 * form field, then the site's `lang` cookie, then zh.
 */
export function requestLang(request: FastifyRequest): Lang {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLang(fromQuery)) return fromQuery;
  const body = request.body;
  if (body && typeof body === 'object' && isLang((body as Record<string, unknown>).lang))
    return (body as { lang: Lang }).lang;
  return langFromCookie(request.headers.cookie) ?? DEFAULT_LANG;
}
