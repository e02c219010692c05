import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig } from '@azi/shared/config/siteConfig';
import { DEFAULT_LANG, langFromCookie } from '@azi/shared/i18n/languages';
import { buildPath, parsePath, switchLayoutPath } from '@azi/shared/routing/paths';
import { hasFreeText, pageQuery } from '@azi/shared/routing/pageQuery';
import { pageMayAnswer, type RemoteName, remotesOfPage, SITE_PAGES } from '@azi/shared/routing/sitePages';
import { nextScheduledPublish } from '@azi/api/content/publishSchedule';
import type { SerializedSettled } from '@azi/shared/data/pageDataStore';
import { PAGE_DATA_PREFIX, PAGE_DATA_PURPOSE_HEADER } from '../src/routing/pageDataPrefix';
import { HtmlCache, htmlCacheKey, type CachedPage } from './htmlCache';
import { looksLikePhone } from './layoutGuess';
import { cssInliner, shellTemplate, type ShellTemplate } from './pageAssets';
import { compressedPage, preferredEncoding } from './pageCompression';
import { sendBusyPage } from './busyPage';
import { renderPageHtml } from './pageHtml';
import { registerPreviewRoute, withPreviewNotice } from './previewRoute';
import { releasePreviewNotice } from './releases/previewNotice';
import { END_PREVIEW_URL, type ReleasePreview } from './releases/releasePreview';
import { readRegistry } from './registryFile';
import { publicApiBridge } from './render/apiBridge';
import type { RemoteRef, RenderAnswer } from './render/protocol';
import { RenderFailure, RenderPool, type RenderPoolOptions, sectionName } from './render/renderPool';
import { RenderQuarantine } from './render/quarantine';

export interface PageRouteOptions {
  siteDir: string;
  siteUrl: string;
  config: SiteConfig;
  /** The render workers' count, time limit and memory (renderPoolSettingsFromEnv). */
  render: Pick<RenderPoolOptions, 'workers' | 'timeoutMs' | 'memoryMb' | 'queuePerSection' | 'queueWaitMs' | 'jobsPerWorker'>;
  /** A staged release's preview this request carries (releases/releasePreview.ts), if any. */
  releasePreview?: (request: FastifyRequest) => ReleasePreview | undefined;
}

/**
 * A style sheet a worker names for a page: a .css file inside one of the page's remote version
 * folders (`versions`, e.g. /remotes/mfe_media/2026.11.23-1/), plain path segments only.
 */
export function isVersionStylesheet(href: string, versions: readonly string[]): boolean {
  if (!/^\/remotes\/[a-z_]+\/[\w.-]+\/(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.css$/.test(href) || href.split('/').some((segment) => segment === '..' || segment === '.')) return false;
  return versions.some((version) => href.startsWith(version));
}

/** Uncached pages drawn at once for prefetches (the rest are refused until one is done). */
const MAX_BACKGROUND_RENDERS = 1;

/** A request's path and query as a URL; undefined when it is not one. */
function requestUrl(pathAndQuery: string): URL | undefined {
  // Prefixed, not resolved against a base: '//host/...' and '///' are paths here, never an origin.
  try {
    return new URL(`http://site.invalid${pathAndQuery.startsWith('/') ? '' : '/'}${pathAndQuery}`);
  } catch {
    return undefined;
  }
}

/** A path that draws a page (the 404 page included), not one that redirects. */
type DrawnPath = Exclude<ReturnType<typeof parsePath>, { kind: 'redirect' }>;

/** The URL with only the query parameters its page reads (none for the not-found page). */
function onlyReadQuery(url: URL, parsed: DrawnPath): URL {
  const kept = parsed.kind === 'page' ? pageQuery(parsed.page, url.searchParams) : new URLSearchParams();
  // A copy, not a resolution against a base: '//host' and '///' stay paths.
  const read = new URL(url.href);
  read.search = kept.toString();
  return read;
}

/**
 * Every page of the site, rendered on the server: the shell's renderer draws it with the remote
 * versions the registry names now and the API's answers, and the browser hydrates the result.
 */
export function createPageRoute(app: FastifyInstance, { siteDir, siteUrl, config, render: renderSettings, releasePreview }: PageRouteOptions) {
  const shellDir = path.join(siteDir, 'shell');
  const pool = new RenderPool({
    siteDir,
    ...renderSettings,
    api: publicApiBridge(app),
    onWorkerLost: (reason) => app.log.warn({ reason }, 'a render worker was stopped'),
  });
  app.addHook('onClose', async () => pool.close());
  const quarantine = new RenderQuarantine();
  const cache = new HtmlCache();
  const pageCache = process.env.PAGE_CACHE !== 'off';
  let contentVersion = 0;
  const sandbox = pool.sandboxWarning;
  if (sandbox) app.log.warn(sandbox);

  const inline = cssInliner(siteDir);
  const readTemplate = shellTemplate(shellDir);

  /**
   * The API says when something pages show has changed (its onContentChanged: a publication, an
   * edit, a deletion, a picture's words, an import): the cached HTML is stale. Nothing else empties
   * the cache; a write that shows on no page (a sign-in, a subscription, a password reset) keeps it.
   */
  const contentChanged = () => {
    contentVersion += 1;
    cache.clear();
  };

  /** One page drawn now (no cache): its status, its HTML and whether every part of it was drawn. */
  const draw = async (
    request: FastifyRequest,
    url: URL,
    parsed: DrawnPath,
    shell: ShellTemplate,
    registry: Record<string, string>,
    options: { noindex?: boolean; apiHeaders?: Record<string, string>; alone?: boolean } = {},
  ): Promise<{ status: number; html: string; data: Record<string, SerializedSettled>; complete: boolean; overloaded: boolean }> => {
    const page = parsed.kind === 'page' ? parsed : undefined;
    const stylesheets = [...shell.stylesheets];
    const twins: string[] = [];
    let data: Record<string, SerializedSettled> = {};
    let rootHtml = '';
    let status = page ? 200 : 404;
    let head: { title?: string; description?: string } = {};
    let complete = true;
    const remotes: Partial<Record<RemoteName, RemoteRef>> = {};
    for (const name of page ? remotesOfPage(page.page) : []) {
      const entry = registry[name];
      if (!entry) continue;
      const baseUrl = entry.replace(/[^/]+$/, '');
      // A version whose render ran past its time lately is drawn by the browser for a while.
      if (quarantine.holds(baseUrl)) complete = false;
      else remotes[name] = { baseUrl };
    }
    const versions = Object.values(remotes).map((ref) => ref.baseUrl);
    let output: RenderAnswer | undefined;
    try {
      const job = { kind: 'render' as const, url: url.pathname + url.search, config, remotes };
      output = await (options.alone ? pool.runAlone(job, options.apiHeaders) : pool.run(job, options.apiHeaders));
    } catch (error) {
      const failure = error instanceof RenderFailure ? error : new RenderFailure(String(error), 'error');
      complete = false;
      // Too many renders waiting: answered at once with the busy page (sendBusyPage), nothing drawn.
      if (failure.reason === 'overloaded') return { status: 503, html: '', data: {}, complete: false, overloaded: true };
      quarantine.failed(versions, failure.reason);
      request.log.error({ url: request.url, remotes: versions, reason: failure.reason, err: failure }, 'the server render failed: the page is served for the browser to draw');
    }
    if (output) {
      for (const { remote, message } of output.remoteErrors) request.log.warn({ remote, versions, error: message }, 'a remote could not be rendered on the server');
      for (const error of output.errors) request.log.warn({ error, url: request.url, remotes: versions }, 'part of a page was left to the browser');
      if (output.rendered) {
        rootHtml = output.html;
        data = output.data;
        // What a worker says is the remotes' word, not the server's: only a status the page table
        // allows that page, and only style sheets inside the page's own remote version folders.
        if (output.status !== undefined && output.status !== status) {
          if (page && status === 200 && pageMayAnswer(page.page, output.status)) status = output.status;
          else request.log.warn({ url: request.url, remotes: versions, status: output.status }, 'a render asked for a status its page may not have: ignored');
        }
        const own = (href: unknown): href is string => typeof href === 'string' && isVersionStylesheet(href, versions);
        stylesheets.push(...output.stylesheets.filter(own));
        twins.push(...output.stylesheetTwins.filter(own));
        // A page drawn while the API failed is not the page: never cached, and a 503 (with
        // Retry-After, not indexed) when the API was down or slow rather than the request wrong.
        let unavailable = false;
        for (const entry of Object.values(output.data)) {
          if (entry.status !== 'failed') continue;
          complete = false;
          if (entry.error.status === 0 || entry.error.status >= 500) unavailable = true;
        }
        if (unavailable && status === 200) status = 503;
        if (output.errors.length > 0) complete = false;
        head = { title: typeof output.title === 'string' ? output.title : undefined, description: typeof output.description === 'string' ? output.description : undefined };
      } else {
        complete = false;
      }
    }
    const html = renderPageHtml({
      template: shell.html,
      lang: parsed.lang,
      address: status === 404 ? undefined : page,
      noindex: options.noindex || status !== 200,
      search: url.searchParams,
      siteUrl,
      rootHtml,
      ...head,
      // A twin is marked as present (an empty sheet under its name): the browser's CSS loader then
      // does not fetch, for a second time, CSS the page already has.
      stylesheets: [...stylesheets.map(inline), ...twins.map((href) => ({ href, css: '' }))],
      bootData: { config, remotes: registry, data },
    });
    return { status, html, data, complete, overloaded: false };
  };

  // A console preview: the page drawn now, its API calls carrying the preview's grant, in a worker
  // of its own (a draft's data never passes through a process other sections' code runs in).
  registerPreviewRoute(app, async (request, pathAndSearch, headers) => {
    const shell = readTemplate();
    if (!shell) return undefined;
    const url = new URL(`http://site.invalid${pathAndSearch}`);
    const parsed = parsePath(url.pathname);
    // contentItemPath() builds canonical addresses only; a redirect here is a bug, not a visitor's input.
    if (parsed.kind === 'redirect') throw new Error(`a preview of ${pathAndSearch} would redirect`);
    return draw(request, onlyReadQuery(url, parsed), parsed, shell, readRegistry(siteDir), { noindex: true, apiHeaders: headers, alone: true });
  });

  /** A page as a staged release's preview shows it: drawn now, never cached or indexed, marked as a preview. */
  const sendReleasePreview = async (request: FastifyRequest, reply: FastifyReply, url: URL, parsed: DrawnPath, shell: ShellTemplate, preview: ReleasePreview) => {
    // In a worker of its own: a staged version's code and text never share a process with the live ones.
    const drawn = await draw(request, onlyReadQuery(url, parsed), parsed, shell, preview.registry, { noindex: true, alone: true });
    const notice = releasePreviewNotice(parsed.lang, preview.label, preview.expires, END_PREVIEW_URL);
    return reply
      .code(drawn.status)
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(withPreviewNotice(drawn.html, notice));
  };

  /**
   * The page at `url` as the cache has it, or drawn now (and kept when every part of it was drawn).
   * A staged release's preview is drawn for its visitor alone and never kept.
   */
  const renderedPage = async (request: FastifyRequest, url: URL, parsed: DrawnPath, shell: ShellTemplate, { background = false } = {}): Promise<CachedPage | undefined> => {
    const registry = readRegistry(siteDir);
    // Only the parameters the page reads are rendered and keyed on: a random or tracking query
    // string neither forces a fresh render nor pushes real pages out of the cache.
    const read = onlyReadQuery(url, parsed);
    const key = htmlCacheKey(read.pathname + read.search, `${shell.mtimeMs}\u0000${JSON.stringify(registry)}`, contentVersion);
    const cached = pageCache ? cache.get(key) : undefined;
    if (cached) return cached;
    // A search (free text) is rendered but not kept: endless values would push real pages out.
    const search = parsed.kind === 'page' && hasFreeText(parsed.page, read.searchParams);
    // Requests for a page being drawn wait for that drawing (a popular page that just left the
    // cache is drawn once, not once per visitor who asks meanwhile).
    const keep = pageCache && !search;
    const joined = keep ? drawing.get(key) : undefined;
    if (joined) return joined;
    // A prefetch's page that must be drawn waits for no one: one at a time, and none while
    // another is being drawn (undefined: not now).
    if (background && backgroundRenders >= MAX_BACKGROUND_RENDERS) return undefined;
    if (background) backgroundRenders += 1;
    // Read before the API is asked: a render that straddles the moment may hold the list from
    // before it, and must not be kept past it (read afterwards, it would name the next moment).
    const expiresAt = nextScheduledPublish();
    const drawn = draw(request, read, parsed, shell, registry).then(({ status, html, data, complete, overloaded }): CachedPage => {
      const page = { status, html, data, overloaded };
      // Never past the moment the next scheduled item goes public, whatever the age limit says.
      if (complete && keep) cache.set(key, page, expiresAt);
      return page;
    });
    if (keep) drawing.set(key, drawn);
    try {
      return await drawn;
    } finally {
      if (background) backgroundRenders -= 1;
      if (drawing.get(key) === drawn) drawing.delete(key);
    }
  };
  const drawing = new Map<string, Promise<CachedPage>>();

  let backgroundRenders = 0;

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = requestUrl(request.url);
    if (!url) return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
    const parsed = parsePath(url.pathname);
    if (parsed.kind === 'redirect') return reply.redirect(parsed.to + url.search, 301);
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
    if (!preview && parsed.kind === 'page' && hasFreeText(parsed.page, url.searchParams) && pool.isFull(remotesOfPage(parsed.page))) return sendBusyPage(reply, parsed.lang);
    const shell = readTemplate();
    if (!shell) return reply.code(503).type('text/plain; charset=utf-8').send('The site has not been built yet: run `npm run build`.');
    // A staged release's preview: the live site with the staged version, for its team only.
    if (preview) return sendReleasePreview(request, reply, url, parsed, shell, preview);
    const rendered = (await renderedPage(request, url, parsed, shell))!;
    if (rendered.overloaded) return sendBusyPage(reply, parsed.lang);
    if (rendered.status === 503) reply.header('retry-after', '30');
    reply.code(rendered.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    // A cached page is compressed once, not on every request (the compress plugin leaves an
    // already-encoded answer alone).
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding && rendered.html.length > 1024) {
      reply.header('content-encoding', encoding).header('vary', 'Cookie, Sec-CH-UA-Mobile, User-Agent, Accept-Encoding');
      return reply.send(compressedPage(rendered, encoding));
    }
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
    if (!url || !parsed || parsed.kind !== 'page') return reply.code(404).send({ code: 404, message: 'This page could not be found' });
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
      if (!pages.has(section) && !page.query?.some((rule) => rule.identifies)) pages.set(section, buildPath({ page: page.key, lang: 'en', layout: 'desktop' }));
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
