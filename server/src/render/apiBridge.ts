import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import type { ApiBridge } from './jobs';

/** Request headers a render may set on its API calls; anything else (cookies, credentials) is dropped. */
const PASSED_HEADERS = ['accept', 'accept-language', 'content-type'];
/** Answer headers a render reads. */
const RETURNED_HEADERS = ['content-type'];
const ADMIN = `${API_PREFIX}/admin`;

const refused = (status: number, message: string) => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ code: status, message }),
});

/**
 * Answers a render worker's API calls in the site server, from the public content API only: reads
 * (GET, HEAD) under /api-official-web outside its admin part, with no credential but the grant the
 * parent itself adds to a console preview's render (`extraHeaders`). A worker never holds a
 * token, a session or the database. The site search's internal header is such a grant, given to
 * the search page's render only (pageDrawing.ts).
 */
export function publicApiBridge(app: FastifyInstance): ApiBridge {
  return async (call, extraHeaders) => {
    const method = call.method.toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') return refused(405, 'a render only reads the content API');
    let target: URL;
    try {
      target = new URL(call.url, 'http://render.invalid');
    } catch {
      return refused(400, 'not a URL');
    }
    // The normalised path decides ('..' and '%2e' segments are resolved by the URL parser first).
    const pathname = target.pathname;
    // No percent-escapes in the path: the router would decode '%61dmin' into 'admin' after this check.
    if (
      target.host !== 'render.invalid' ||
      pathname.includes('%') ||
      !pathname.startsWith(`${API_PREFIX}/`) ||
      pathname.toLowerCase().startsWith(ADMIN)
    ) {
      return refused(403, 'a render reads the public content API only');
    }
    const headers: Record<string, string> = {};
    for (const name of PASSED_HEADERS) {
      const value = call.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await app.inject({
      method,
      url: pathname + target.search,
      headers: { ...headers, ...extraHeaders },
    });
    const returned: Record<string, string> = {};
    for (const name of RETURNED_HEADERS) {
      const value = response.headers[name];
      if (typeof value === 'string') returned[name] = value;
    }
    return { status: response.statusCode, headers: returned, body: response.body };
  };
}
