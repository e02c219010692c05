import type { FastifyReply } from 'fastify';
import { HTML_LANG, type Lang } from '@azi/shared/i18n/languages';

/** How long a visitor turned away for a busy moment is asked to wait (seconds). */
export const BUSY_RETRY_AFTER_SECONDS = 5;

const TEXT: Record<Lang, { title: string; text: string; again: string }> = {
  zh: { title: '网站繁忙', text: '此刻正在生成的页面过多，本页将在几秒后自动重新加载。', again: '立即重试' },
  hk: { title: '網站繁忙', text: '此刻正在生成的頁面過多，本頁將於數秒後自動重新載入。', again: '立即重試' },
  en: {
    title: 'The site is busy',
    text: 'Too many pages are being prepared at this moment. This page will load again by itself in a few seconds.',
    again: 'Try again now',
  },
};

/**
 * The answer to a page that cannot be drawn now because its section has too many renders waiting:
 * small and made once per language (under a flood it is what most requests get, so it must cost
 * next to nothing), it reloads itself after Retry-After (a meta refresh: no script) and offers a
 * link that reloads the same address (an empty href: the address is never echoed).
 */
const PAGES = Object.fromEntries(
  (Object.keys(TEXT) as Lang[]).map((lang) => {
    const { title, text, again } = TEXT[lang];
    return [
      lang,
      Buffer.from(
        `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
          `<meta http-equiv="refresh" content="${BUSY_RETRY_AFTER_SECONDS}"><meta name="robots" content="noindex"><title>${title}</title></head>` +
          `<body><main><h1>${title}</h1><p>${text}</p><p><a href="">${again}</a></p></main></body></html>`,
      ),
    ];
  }),
) as Record<Lang, Buffer>;

export function sendBusyPage(reply: FastifyReply, lang: Lang): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(PAGES[lang]);
}
