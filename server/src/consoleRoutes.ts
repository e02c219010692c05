/**
 * The content console (console/, built into SITE_DIR/console/) at /admin on the console's own
 * origin (CONSOLE_URL; consoleHost.ts registers these routes for that host alone): its hashed files
 * with long caching, and its index.html (no-store, noindex) for /admin and every client route under it.
 * /admin/releases… belongs to the release API (releases/releaseRoutes.ts): those paths are never
 * the console's, whatever the router would otherwise pick. The site's onSend hook adds the same
 * strict CSP (script-src 'self') as on every page; the console has no inline script.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor } from './securityHeaders';

export const CONSOLE_PREFIX = '/admin';
/** Paths under /admin that are JSON APIs, not console screens. */
const API_PATH = /^\/admin\/releases(?:\/|$)/;
/** A built file (name with an extension), as opposed to a screen of the console. */
const FILE = /^[\w.-]+(?:\/[\w.-]+)*\.(?:js|css|map|svg|png|ico|woff2?|txt)$/;
const NOINDEX = 'noindex, nofollow';

export async function registerConsoleRoutes(app: FastifyInstance, siteDir: string): Promise<void> {
  const consoleDir = path.join(siteDir, 'console');

  const send = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    reply.header('x-robots-tag', NOINDEX);
    if (API_PATH.test(pathname)) {
      return reply.code(404).header('cache-control', 'no-store').send({ error: 'Not found' });
    }
    const name = pathname.slice(CONSOLE_PREFIX.length + 1);
    if (FILE.test(name)) {
      // Source maps stay on the server, as the shell's do.
      if (name.endsWith('.map') || !fs.existsSync(path.join(consoleDir, name))) {
        return reply.code(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('Not found');
      }
      return reply.header('cache-control', cacheControlFor(name)).sendFile(name, consoleDir);
    }
    // Read on every request: a new console build is served at once, like the shell's files.
    const index = path.join(consoleDir, 'index.html');
    if (!fs.existsSync(index)) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('The content console is not built (npm run build).');
    }
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(await fs.promises.readFile(index, 'utf8'));
  };

  app.get(CONSOLE_PREFIX, send);
  app.get(`${CONSOLE_PREFIX}/*`, send);
  // The release API answers on the public origin too, where the console's routes do not exist:
  // an unknown path of it stays a JSON 404 there, not the site's page.
  app.get(`${CONSOLE_PREFIX}/releases/*`, send);
}
