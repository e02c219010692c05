/**
 * The page routes of the site: every page (from the cache or drawn now), its data for a click in
 * the browser, the console's previews and staged releases' previews, and the warm-up at start.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig } from '@azi/shared/config/siteConfig';
import { answeredNotModified, weakEtag } from '@azi/api/http/conditionalGet';
import type { SerializedSettled } from '@azi/shared/data/pageDataStore';
import { DEFAULT_LANG, langFromCookie } from '@azi/shared/i18n/languages';
import { hasFreeText } from '@azi/shared/routing/pageQuery';
import { buildPath, parsePath, redirectTo, switchLayoutPath } from '@azi/shared/routing/paths';
import { remotesOfPage, SITE_PAGES } from '@azi/shared/routing/sitePages';
import { PAGE_DATA_PREFIX, PAGE_DATA_PURPOSE_HEADER } from '@azi/shared/routing/pageDataPrefix';
import { sendBusyPage } from './busyPage';
import { looksLikePhone } from './layoutGuess';
import { cssInliner, shellTemplate, type ShellTemplate } from './pageAssets';
import type { CachedPage } from './htmlCache';
import { cachedPages, onlyReadQuery } from './pageCaching';
import { compressedPage, preferredEncoding } from './pageCompression';
import { type DrawnPath, pageDrawer } from './pageDrawing';
import { registerPreviewRoute, withPreviewNotice } from './previewRoute';
import { readRegistry } from './registryFile';
import { releasePreviewNotice } from './releases/previewNotice';
import { type ReleasePreview } from './releases/releasePreview';
import { END_PREVIEW_URL } from './releases/previewLink';
import { publicApiBridge } from './render/apiBridge';
import type { RenderPoolOptions } from './render/poolSettings';
import { RenderQuarantine } from './render/quarantine';
import { RenderPool } from './render/renderPool';
import { sectionName } from './render/sections';
import { contentSecurityPolicy } from './securityHeaders';
import { countWorkerStopped, observePageRendering } from './metrics/renderMetrics';

export interface PageRouteOptions {
  siteDir: string;
  siteUrl: string;
  config: SiteConfig;
  /** RUM_SAMPLE: the share of page views that report their field data (fieldSample.ts); 0 when absent. */
  fieldSample?: number;
  /** The render workers' count, time limit and memory (renderPoolSettingsFromEnv). */
  render: Pick<
    RenderPoolOptions,
    | 'workers'
    | 'timeoutMs'
    | 'memoryMb'
    | 'logBytesPerMinute'
    | 'cgroup'
    | 'queuePerSection'
    | 'queueWaitMs'
    | 'jobsPerWorker'
  >;
  /** A staged release's preview this request carries (releases/releasePreview.ts), if any. */
  releasePreview?: (request: FastifyRequest) => ReleasePreview | undefined;
  /** Headers the search page's render adds to its API calls (the site search's internal header); no other render carries them. */
  searchHeaders?: Record<string, string>;
}

/**
 * A page's entity tag, hashed once per cached page. Honest for every visitor: a page's HTML is the
 * same whoever asks (the cache is keyed on the URL alone, and the Content-Security-Policy is one
 * fixed header with no per-response nonce), so equal tags mean equal bodies.
 */
const pageEtag = (page: CachedPage): string => (page.etag ??= weakEtag(page.html));

/** A request's path and query as a URL; undefined when it is not one. */
function requestUrl(pathAndQuery: string): URL | undefined {
  // Prefixed, not resolved against a base: '//host/...' and '///' are paths here, never an origin.
  try {
    return new URL(`http://site.invalid${pathAndQuery.startsWith('/') ? '' : '/'}${pathAndQuery}`);
  } catch {
    return undefined;
  }
}

/**
 * Every page of the site, rendered on the server: the shell's renderer draws it with the remote
 * versions the registry names now and the API's answers, and the browser hydrates the result.
 */
export function createPageRoute(
  app: FastifyInstance,
  {
    siteDir,
    siteUrl,
    config,
    fieldSample = 0,
    render: renderSettings,
    releasePreview,
    searchHeaders,
  }: PageRouteOptions,
) {
  const shellDir = path.join(siteDir, 'shell');
  const quarantine = new RenderQuarantine();
  const pool = new RenderPool({
    siteDir,
    ...renderSettings,
    api: publicApiBridge(app),
    registry: () => readRegistry(siteDir),
    onWorkerStopped: ({ section, versions, rule, reason, jobsFailed }) => {
      app.log.warn({ section, versions, rule, reason }, 'a render worker was stopped');
      countWorkerStopped(section, rule);
      // Stopped between jobs (memory, CPU, output): no render failed to tell the quarantine, so it is told here, as of a crash.
      if (jobsFailed === 0) quarantine.failed(versions, 'crash');
    },
    // The worker's words as a field of the server's entry (escaped by the logger): never a line of their own.
    onWorkerOutput: ({ section, versions, stream, text }) =>
      app.log.info({ worker: { section, versions, stream }, output: text }, 'a render worker wrote'),
  });
  app.addHook('onClose', async () => pool.close());
  const sandbox = pool.sandboxWarning;
  if (sandbox) app.log.warn(sandbox);

  const readTemplate = shellTemplate(shellDir);
  const draw = pageDrawer({
    pool,
    quarantine,
    config,
    fieldSample,
    siteUrl,
    inline: cssInliner(siteDir),
    searchHeaders,
  });
  const { renderedPage, contentChanged, cacheBytes } = cachedPages(siteDir, draw);
  observePageRendering(app, pool, cacheBytes);

  // A console preview: the page drawn now, its API calls carrying the preview's grant, in a worker
  // of its own (a draft's data never passes through a process other sections' code runs in).
  registerPreviewRoute(app, async (request, pathAndSearch, headers) => {
    const shell = readTemplate();
    if (!shell) return undefined;
    const url = new URL(`http://site.invalid${pathAndSearch}`);
    const parsed = parsePath(url.pathname);
    // contentItemPath() builds canonical addresses only; a redirect here is a bug, not a visitor's input.
    if (parsed.kind === 'redirect') throw new Error(`a preview of ${pathAndSearch} would redirect`);
    return draw(request, onlyReadQuery(url, parsed), parsed, shell, readRegistry(siteDir), {
      noindex: true,
      apiHeaders: headers,
      alone: true,
    });
  });

  /** A page as a staged release's preview shows it: drawn now, never cached or indexed, marked as a preview. */
  const sendReleasePreview = async (
    request: FastifyRequest,
    reply: FastifyReply,
    url: URL,
    parsed: DrawnPath,
    shell: ShellTemplate,
    preview: ReleasePreview,
  ) => {
    // In a worker of its own: a staged version's code and text never share a process with the live ones.
    const drawn = await draw(request, onlyReadQuery(url, parsed), parsed, shell, preview.registry, {
      noindex: true,
      alone: true,
    });
    const notice = releasePreviewNotice(parsed.lang, preview.label, preview.expires, END_PREVIEW_URL);
    return reply
      .code(drawn.status)
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(withPreviewNotice(drawn.html, notice));
  };
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = requestUrl(request.url);
    if (!url) return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
    const parsed = parsePath(url.pathname);
    if (parsed.kind === 'redirect') return reply.redirect(redirectTo(parsed.to, url.search), 301);
    reply.header('vary', 'Cookie, Sec-CH-UA-Mobile, User-Agent');
    if (url.pathname === '/' && !url.search) {
      const remembered = langFromCookie(request.headers.cookie);
      if (remembered && remembered !== DEFAULT_LANG) {
        reply.header('cache-control', 'no-cache');
        return reply.redirect(`/${remembered}`, 302);
      }
    }
    if (parsed.kind === 'page' && parsed.layout === 'desktop' && looksLikePhone(request.headers)) {
      reply.header('cache-control', 'no-cache');
      return reply.redirect(switchLayoutPath(parsed, 'mobile', url.search), 302);
    }

    // A search (free text) is never cached: while its section has too many renders waiting, it is
    // turned away before anything else is read (under a flood, most requests end here).
    const preview = releasePreview?.(request);
    if (
      !preview &&
      parsed.kind === 'page' &&
      hasFreeText(parsed.page, url.searchParams) &&
      pool.isFull(remotesOfPage(parsed.page))
    )
      return sendBusyPage(reply, parsed.lang);
    const shell = readTemplate();
    if (!shell)
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The site has not been built yet: run `npm run build`.');
    // The page's start script is written into it: the CSP allows that one by its hash.
    reply.header('content-security-policy', contentSecurityPolicy(shell.scriptHashes));
    // A staged release's preview: the live site with the staged version, for its team only.
    if (preview) return sendReleasePreview(request, reply, url, parsed, shell, preview);
    const rendered = (await renderedPage(request, url, parsed, shell))!;
    if (rendered.overloaded) return sendBusyPage(reply, parsed.lang);
    if (rendered.status === 503) reply.header('retry-after', '30');
    reply.code(rendered.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    // A cached page is compressed once, not on every request (the compress plugin leaves an
    // already-encoded answer alone).
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const compressed = encoding && rendered.html.length > 1024 ? encoding : undefined;
    if (compressed) reply.header('vary', 'Cookie, Sec-CH-UA-Mobile, User-Agent, Accept-Encoding');
    // no-cache: every visit asks again, and a page that has not changed costs a 304 with no body.
    if (rendered.status === 200 && answeredNotModified(request, reply, pageEtag(rendered))) return reply.send();
    if (compressed) return reply.header('content-encoding', compressed).send(compressedPage(rendered, compressed));
    return reply.send(rendered.html);
  };

  /**
   * `GET /__page-data/<page path>?<query>`: the API answers a page is drawn with, the same the
   * page's HTML carries in its boot block, for a click that opens the page in the browser: one
   * request, answered from the page cache when the page was drawn lately. The page is the one the
   * path names, in its layout (no redirect by device: the browser has chosen). Answers the API
   * could not give (it was down or slow) are left out, so the browser asks for them itself.
   */
  const sendPageData = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    const url = requestUrl(request.url.slice(PAGE_DATA_PREFIX.length));
    const parsed = url ? parsePath(url.pathname) : undefined;
    if (!url || !parsed || parsed.kind !== 'page')
      return reply.code(404).send({ code: 404, message: 'This page could not be found' });
    const shell = readTemplate();
    if (!shell) return reply.code(503).send({ code: 503, message: 'The site has not been built yet' });
    // A prefetch (the browser asks ahead for a link in view) is answered from the page cache, or
    // drawn when no other prefetch is: renders for visitors come first. Declined, it is asked again
    // at the click.
    const background = request.headers[PAGE_DATA_PURPOSE_HEADER] === 'prefetch';
    const preview = releasePreview?.(request);
    // Declined with 204 (no content), not an error status, which the browser would log as one.
    if (preview && background) return reply.code(204).send();
    const page = preview
      ? await draw(request, onlyReadQuery(url, parsed), parsed, shell, preview.registry, { noindex: true, alone: true })
      : await renderedPage(request, url, parsed, shell, { background });
    if (!page) return reply.code(204).send();
    if (preview) reply.header('cache-control', 'private, no-store');
    const data: Record<string, SerializedSettled> = {};
    for (const [key, entry] of Object.entries(page.data ?? {})) {
      if (entry.status === 'failed' && (entry.error.status === 0 || entry.error.status >= 500)) continue;
      data[key] = entry;
    }
    return reply.send({ status: page.status, data });
  };

  /**
   * One page of each section drawn, one after the other, so that every section has a worker
   * started and its code loaded before visitors come (and the page is cached): after a start,
   * the first visitors of six sections would otherwise wait for six workers to start at once.
   */
  let warmed = false;
  const warm = async () => {
    const pages = new Map<string, string>();
    for (const page of SITE_PAGES) {
      const section = sectionName(remotesOfPage(page.key));
      if (!pages.has(section) && !page.query?.some((rule) => rule.identifies))
        pages.set(section, buildPath({ page: page.key, lang: 'en', layout: 'desktop' }));
    }
    for (const url of pages.values()) {
      try {
        await app.inject({ method: 'GET', url });
      } catch (error) {
        app.log.warn({ url, err: error }, 'a page could not be drawn at start');
      }
    }
    warmed = true;
  };

  /** The page route, its data route, how content changed renews its cache, and the warm-up at start. */
  return Object.assign(sendPage, { contentChanged, sendPageData, warm, isWarm: () => warmed });
}
