/**
 * Searches per visitor address (issue 40), counted in the database like the API's other limits
 * (every copy counts the same visitor together). A search page, or its data for a click, is
 * counted here, for the visitor's own address, before it is drawn; the render's own call to the
 * API then carries the site's internal header and is not counted again.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteSearchHandle } from '@azi/api/plugin';
import { HTML_LANG, type Lang } from '@azi/shared/i18n/languages';
import { hasFreeText, pageQuery } from '@azi/shared/routing/pageQuery';
import { parsePath } from '@azi/shared/routing/paths';
import { PAGE_DATA_PREFIX } from '@azi/shared/routing/pageDataPrefix';

const TEXT: Record<Lang, { title: string; text: string; again: string }> = {
  zh: { title: '搜索过于频繁', text: '此网络地址在一分钟内的搜索次数过多，请稍后再试。', again: '重试' },
  hk: { title: '搜尋過於頻繁', text: '此網絡地址在一分鐘內的搜尋次數過多，請稍後再試。', again: '重試' },
  en: {
    title: 'Too many searches',
    text: 'Too many searches came from this network address in the last minute. Please try again shortly.',
    again: 'Try again',
  },
};

/** The language of the search `url` asks for (a page or its data), or undefined when it is not a search. */
export function searchLanguage(url: string): Lang | undefined {
  let parsed: URL;
  try {
    parsed = new URL(`http://site.invalid${url.startsWith('/') ? url : `/${url}`}`);
  } catch {
    return undefined;
  }
  const pathname = parsed.pathname.startsWith(`${PAGE_DATA_PREFIX}/`)
    ? parsed.pathname.slice(PAGE_DATA_PREFIX.length)
    : parsed.pathname;
  const page = parsePath(pathname);
  if (page.kind !== 'page' || page.page !== 'search') return undefined;
  return hasFreeText('search', pageQuery('search', parsed.searchParams)) ? page.lang : undefined;
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** `handler` with searches limited per address; `before` runs ahead of every search drawn (the declared text's sync). */
export function limitSearches(search: SiteSearchHandle, handler: Handler, before: () => Promise<void>): Handler {
  return async (request, reply) => {
    const lang = searchLanguage(request.url);
    if (lang) {
      const decision = await search.allowSearch(request.ip);
      if (!decision.allowed) {
        const { title, text, again } = TEXT[lang];
        return reply
          .code(429)
          .header('retry-after', String(decision.retryAfter))
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="">${again}</a></p></main></body></html>`,
          );
      }
      await before();
    }
    return handler(request, reply);
  };
}
