/**
 * One server, two origins. Every federated remote's script runs on the public origin (PUBLIC_URL);
 * the content console and its API live on their own (CONSOLE_URL), so no such script can reach a
 * staff session: the session cookie is host-only there, and for any other host the console's
 * routes do not exist.
 *
 * - The console's routes (its app at /admin, the admin API under /api-official-web/admin, page
 *   previews included) are registered for the console's host only (a Fastify host constraint,
 *   matched on the Host header's name whatever the port: @azi/api/console/consoleOrigin). On the
 *   public origin those paths fall through to what any unknown path gets: the site's 404 page, or
 *   the API's JSON 404. The token-only release API (/admin/releases…) answers on both.
 * - The console's host serves the console, the whole content API (the console's pictures and PDFs,
 *   and what a preview shows), the checks (/ready) and a robots.txt that keeps crawlers out; a
 *   preview's look (CSS, fonts, pictures of the shell and of the remotes), with a CSP that
 *   sandboxes any of them opened as a document. No script of the shell or of a remote is ever
 *   served there, nor an HTML or JSON file of theirs. A page of the site asked of the console's
 *   host is redirected to the public origin (`/` to the console); anything else is 404.
 */
import type { FastifyInstance } from 'fastify';
import { isConsoleHost, type ConsoleOrigin } from '@azi/api/console/consoleOrigin';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import { METRICS_PATH } from './metrics/metricsRoute';

/** Route URLs of the console: /admin and under it (but the release API), the admin API and previews. */
export const CONSOLE_ROUTE = new RegExp(`^(?:/admin(?!/releases(?:/|$))(?:/|$)|${API_PREFIX}/admin(?:/|$))`);

/** Files the console's host serves for a preview's look: styles, fonts and pictures, never scripts or documents. */
const SHELL_ASSET = /^\/(?:[\w-]+\/)*[\w.-]+\.(?:css|woff2?|png|jpe?g|webp|gif|svg|ico)$/;
const REMOTE_ASSET = /^\/remotes\/(?:[\w.-]+\/)+[\w.-]+\.(?:css|woff2?|png|jpe?g|webp|gif|svg)$/;
/** A path with an extension (a file), as opposed to a page. */
const FILE = /\/[^/]*\.[^/]*$/;

/** Opened as a document (an SVG, say), such a file runs nothing and reaches nothing of the console's origin. */
export const ASSET_CSP =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:";

export type ConsoleHostAnswer = 'serve' | 'asset' | 'toConsole' | 'toPublic' | 'notFound';

/** What the console's host does with a request for this path. */
export function consoleHostAnswer(method: string, pathname: string): ConsoleHostAnswer {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'serve';
  if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) return 'serve';
  if (pathname === '/ready' || pathname === '/robots.txt' || pathname === METRICS_PATH) return 'serve';
  if (REMOTE_ASSET.test(pathname)) return 'asset';
  if (!pathname.startsWith('/remotes/') && SHELL_ASSET.test(pathname)) return 'asset';
  if (method !== 'GET' && method !== 'HEAD') return 'notFound';
  if (pathname === '/') return 'toConsole';
  return FILE.test(pathname) || pathname.startsWith('/remotes/') ? 'notFound' : 'toPublic';
}

/**
 * Hooks the console's host onto a site being built: call it before any route is registered (the
 * host constraint is added as routes are). `publicUrl` is where the site's pages are.
 */
export function registerConsoleHost(app: FastifyInstance, consoleOrigin: ConsoleOrigin, publicUrl: string): void {
  const host = consoleOrigin.hostPattern;
  app.addHook('onRoute', (route) => {
    if (CONSOLE_ROUTE.test(route.url ?? route.path)) route.constraints = { ...route.constraints, host };
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!isConsoleHost(consoleOrigin, request.headers.host)) return;
    const pathname = request.url.split('?')[0] ?? '/';
    const answer = consoleHostAnswer(request.method, pathname);
    if (answer === 'serve') return;
    if (answer === 'asset') {
      reply.header('content-security-policy', ASSET_CSP);
      return;
    }
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    if (answer === 'toConsole') return reply.redirect('/admin/', 302);
    if (answer === 'toPublic') return reply.redirect(`${publicUrl}${request.url}`, 302);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  // Nothing on the console's host is for crawlers.
  app.get('/robots.txt', { constraints: { host } }, async (_request, reply) =>
    reply
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/plain; charset=utf-8')
      .send('User-agent: *\nDisallow: /\n'),
  );
}
