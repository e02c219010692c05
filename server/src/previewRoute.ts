import type { FastifyInstance, FastifyRequest } from 'fastify';
import { grantPreview, PREVIEW_HEADER, revokePreview } from '@azi/api/content/previewGrant';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import { DOCUMENT_PATH, STAFF_DOCUMENT_PATH } from '@azi/shared/api/documentPaths';
import { CONTENT_NAMES, type ContentName } from '@azi/shared/content/contentKinds';
import { isLang, type Lang } from '@azi/shared/i18n/languages';
import { contentItemPath } from '@azi/shared/routing/contentPages';

/**
 * Where previews are served: under the API's admin path, on the console's origin (CONSOLE_URL),
 * like every admin route (consoleHost.ts): the console's session cookie is host-only there and a
 * browser sends it nowhere else. On the public origin this path does not exist.
 */
export const PAGE_PREVIEW_PATH = `${API_PREFIX}/admin/page-preview`;

/**
 * A preview runs no script at all (markPreview takes them out; this stops whatever might be
 * left): it is a page of the remotes' making, shown on the console's origin.
 */
export const PREVIEW_CSP =
  "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'none'; frame-ancestors 'self'; base-uri 'none'; form-action 'self'; object-src 'none'";

/** Draws a site page with extra headers on its in-process API calls; undefined when there is no shell. */
export type PreviewDraw = (
  request: FastifyRequest,
  pathAndSearch: string,
  apiHeaders: Record<string, string>,
) => Promise<{ status: number; html: string } | undefined>;

const NOTICE: Record<Lang, string> = {
  zh: '预览：此内容尚未公开，只有控制台用户可见。',
  hk: '預覽：此內容尚未公開，只有控制台用戶可見。',
  en: 'Preview: this content is not public; only console users can see it.',
};

/**
 * The page as a visitor will see it, drawn on the server, without its scripts (the browser would
 * route by this preview's own address) and marked as a preview at the bottom of the window. Its
 * links to uploaded PDFs go to the staff address: a PDF only the previewed item uses is not public
 * yet, and staff may read those only on the console's origin, where its cookie travels.
 */
export function markPreview(html: string, lang: Lang): string {
  const withoutScripts = html
    .replace(/<script(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/g, '')
    // Nor fetched ahead (the preview's CSP would refuse them, with an error in the console).
    .replace(
      /<link\b[^>]*\brel=["']?(?:modulepreload|preload)\b[^>]*\bas=["']?script\b[^>]*>|<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi,
      '',
    )
    .replaceAll(`href="${DOCUMENT_PATH}`, `href="${STAFF_DOCUMENT_PATH}`);
  return withPreviewNotice(withoutScripts, NOTICE[lang]);
}

/** The page with a notice fixed to the bottom of the window (text already safe as HTML), outside #root: hydration is untouched. */
export function withPreviewNotice(html: string, text: string): string {
  const notice =
    '<div role="note" style="position:fixed;left:0;right:0;bottom:0;z-index:2147483647;padding:10px 16px;' +
    'background:#7a2a05;color:#fff;font:600 15px/1.5 system-ui,sans-serif;text-align:center">' +
    `${text}</div>`;
  return html.replace(/<body([^>]*)>/, () => `<body$1>${notice}`);
}

const errorPage = (status: number, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${status}</title></head>` +
  `<body><h1>${status}</h1><p>${text}</p><p><a href="/admin">Console</a></p></body></html>`;

/**
 * GET /api-official-web/admin/page-preview/:kind/:id?lang=en&layout=mobile: a draft or scheduled item on the public page
 * that will show it, for the console users who may edit it (the API's own permission check on
 * the item decides), never cached and never indexed.
 */
export function registerPreviewRoute(app: FastifyInstance, draw: PreviewDraw): void {
  app.get<{ Params: { kind: string; id: string }; Querystring: { lang?: string; layout?: string } }>(
    `${PAGE_PREVIEW_PATH}/:kind/:id`,
    async (request, reply) => {
      reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('content-security-policy', PREVIEW_CSP)
        .type('text/html; charset=utf-8');
      const { kind, id: idText } = request.params;
      const id = /^\d{1,9}$/.test(idText) ? Number(idText) : NaN;
      const lang: Lang = request.query.lang && isLang(request.query.lang) ? request.query.lang : 'zh';
      if (!(CONTENT_NAMES as readonly string[]).includes(kind) || !Number.isInteger(id) || id < 1)
        return reply.code(404).send(errorPage(404, 'There is no such item to preview.'));
      if (
        request.query.layout !== undefined &&
        request.query.layout !== 'desktop' &&
        request.query.layout !== 'mobile'
      ) {
        return reply.code(400).send(errorPage(400, 'layout is desktop or mobile.'));
      }
      // The console's session cookie (or the admin token) must allow editing this item; the admin
      // routes answer for the console's host only, which this request is for.
      const headers: Record<string, string> = { host: request.headers.host ?? '' };
      if (request.headers.cookie) headers.cookie = request.headers.cookie;
      if (request.headers.authorization) headers.authorization = request.headers.authorization;
      const item = await app.inject({ method: 'GET', url: `${API_PREFIX}/admin/${kind}/${id}?lang=${lang}`, headers });
      if (item.statusCode === 401)
        return reply.code(401).send(errorPage(401, 'Sign in to the console to preview content.'));
      if (item.statusCode === 403)
        return reply.code(403).send(errorPage(403, 'Your role may not see this kind of content.'));
      if (item.statusCode === 404) return reply.code(404).send(errorPage(404, 'There is no such item to preview.'));
      if (item.statusCode !== 200)
        return reply.code(502).send(errorPage(502, 'The content API did not answer; try again.'));
      const date = (item.json() as { data?: { date?: unknown } }).data?.date;
      const path = contentItemPath(
        kind as ContentName,
        { id, date: typeof date === 'string' ? date : undefined },
        lang,
        request.query.layout === 'mobile' ? 'mobile' : 'desktop',
      );

      const grant = grantPreview(kind as ContentName, id);
      try {
        const drawn = await draw(request, path, { [PREVIEW_HEADER]: grant });
        if (!drawn) return reply.code(503).send(errorPage(503, 'The site has not been built yet.'));
        return reply.code(drawn.status).send(markPreview(drawn.html, lang));
      } finally {
        revokePreview(grant);
      }
    },
  );
}
