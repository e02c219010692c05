import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { parseConsoleOrigin } from '@azi/api/console/consoleOrigin';
import { BODY_LIMIT_BYTES } from '@azi/api/http/bodyLimit';
import apiPlugin, { type ApiOptions, type SiteSearchHandle } from '@azi/api/plugin';
import { type ReleaseSettings, releaseSettingsFromEnv } from './releases/settings';
import { siteBackupFiles } from './backup/siteBackupFiles';
import { registerConsoleHost } from './consoleHost';
import { registerConsoleRoutes } from './consoleRoutes';
import { registerReadyRoute } from './readyRoute';
import { metricsTokenFromEnv, registerMetricsRoute } from './metrics/metricsRoute';
import { recordRequests } from './metrics/requestMetrics';
import { registerRegistryRoute } from './registryRoute';
import { PAGE_DATA_PREFIX } from '@azi/shared/routing/pageDataPrefix';
import { createPageRoute, type PageRouteOptions } from './pageRoute';
import { renderPoolSettingsFromEnv } from './render/poolSettings';
import { publicApiBridge } from './render/apiBridge';
import { sandboxChecker } from './render/sandboxChecker';
import { releasePreviewFor, stagedFileHidden } from './releases/releasePreview';
import { releasePreviewKey } from './releases/previewLink';
import { stagedFileOf } from './releases/stagedFileOf';
import { registerReleaseRoutes } from './releases/releaseRoutes';
import { registerRssRoutes } from './rssRoutes';
import { registerIcsRoutes } from './icsRoutes';
import { cacheControlFor, SECURITY_HEADERS } from './securityHeaders';
import { fieldSampleFromEnv } from './fieldSample';
import { siteConfigFromEnv } from './siteConfig';
import { registerPublicSettingsRoutes } from './publicSettingsRoutes';
import { registerSiteIndexRoutes } from './siteIndexRoutes';
import { syncRemoteText } from './search/remoteSearchText';
import { limitSearches } from './search/searchLimit';
import { fastifyTrustProxy, type TrustProxySetting } from './trustedOrigin';

export interface SiteOptions {
  /** Folder with shell/, remotes/ and remotes.json. */
  siteDir: string;
  /** The public origin for sitemap, canonical links, feeds and the QR code (see resolvePublicUrl). */
  publicUrl: string;
  /** The console's own origin (see resolveConsoleUrl and consoleHost.ts); default http://admin.localhost. */
  consoleUrl?: string;
  /** Proxies whose forwarding headers are believed (see parseTrustProxy); default: none. */
  trustProxy?: TrustProxySetting;
  api?: ApiOptions;
  /** Release tokens and limits for /admin/releases; default: from the environment (RELEASE_TOKENS …). */
  releases?: ReleaseSettings;
  logger?: boolean | { level: string };
  /** Render workers' count, time limit and memory; default: from the environment (RENDER_WORKERS …). */
  render?: PageRouteOptions['render'];
  /** The bearer token of GET /metrics (undefined: no metrics, 404); default: from the environment (METRICS_TOKEN). */
  metricsToken?: string;
}

/** A file of the shell's build (a path with an extension), as opposed to a page. */
const SHELL_FILE = /^\/(?:[\w-]+\/)*[\w.-]+\.(?:js|css|map|svg|png|ico|jpe?g|webp|woff2?|txt|html)$/;

/**
 * The one process behind `npm start`: the shell, every remote's versioned folders, the registry,
 * the content API under /api-official-web, and the page routes with real 404s.
 */
export async function buildSite(options: SiteOptions): Promise<FastifyInstance> {
  // A first start of a new embedded database can take well over Fastify's 10 s plugin limit on a busy machine.
  const releaseSettings = options.releases ?? releaseSettingsFromEnv();
  const metricsToken = 'metricsToken' in options ? options.metricsToken : metricsTokenFromEnv();
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    bodyLimit: BODY_LIMIT_BYTES,
    pluginTimeout: 120_000,
    // Limits for a port that may face the internet: a client that sends its headers or body too
    // slowly, or holds an idle connection, is let go; one connection serves a bounded number of requests.
    connectionTimeout: 60_000,
    // A whole request within 30 s, or the time a release of RELEASE_MAX_MB takes at 256 KB/s
    // (nginx streams release uploads unbuffered, so they arrive at the uploader's speed; every
    // other body is at most 64 KB and nginx buffers it).
    requestTimeout: Math.max(30_000, Math.ceil(releaseSettings.maxBytes / (256 * 1024)) * 1000),
    keepAliveTimeout: 10_000,
    maxRequestsPerSocket: 1000,
    http: { headersTimeout: 15_000, maxHeaderSize: 16 * 1024 },
    // Ids for the request log line, and the X-Request-Id of a trusted proxy when there is one.
    requestIdHeader: options.trustProxy ? 'x-request-id' : false,
    // One log line per request (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.addHook('onResponse', async (request, reply) => {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      ip: request.ip,
    };
    if (reply.statusCode >= 500) request.log.error(line, 'request');
    else request.log.info(line, 'request');
  });
  // Before the API and the routes: every answer is counted, the API's included.
  recordRequests(app);
  const shellDir = path.join(options.siteDir, 'shell');
  const remotesDir = path.join(options.siteDir, 'remotes');
  const siteUrl = options.publicUrl.replace(/\/+$/, '');
  // The pages' structured data names absolute URLs: the public origin travels with the settings.
  const config = { ...siteConfigFromEnv(), siteUrl };
  const fieldSample = fieldSampleFromEnv();
  // Before any route: the console's routes are registered for its host alone.
  const consoleUrl = options.consoleUrl ?? 'http://admin.localhost';
  registerConsoleHost(app, parseConsoleOrigin(consoleUrl), siteUrl);
  // Signs and checks the preview links of staged releases (releases/releasePreview.ts).
  const releasePreviewSecret = releasePreviewKey(releaseSettings);

  const hsts = siteUrl.startsWith('https://');
  app.addHook('onSend', async (_request, reply, payload) => {
    // A route's own policy wins (the API's pictures carry a stricter one of their own).
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
    // Browsers take HSTS only over https; announce it only when the site is served that way.
    if (hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });

  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // A middle quality: the highest costs far more CPU on a bundle's first request for files barely
    // smaller (figures: decision 007, 2026-11-27).
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  // Content changed without an admin request (a scheduled import): the page route renews its cache.
  let contentChanged = () => {};
  let search: SiteSearchHandle | undefined;
  await app.register(apiPlugin, {
    publicUrl: siteUrl,
    ...options.api,
    consoleUrl,
    onContentChanged: () => contentChanged(),
    onSearch: (handle) => (search = handle),
    backupFiles: siteBackupFiles(options.siteDir),
  });
  if (!search) throw new Error('the content API did not hand over its site search');
  // Site search (issue 40): each remote's declared text, for the version the registry names.
  const remoteText = syncRemoteText(options.siteDir, search, app.log);
  app.addHook('onClose', async () => remoteText.stop());
  app.addHook('onReady', async () => void remoteText.sync());

  fs.mkdirSync(remotesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    // A version's server build, the source maps and uploads still being checked stay on the
    // server; a staged version's files go only to those previewing it, and are never stored.
    allowedPath: (pathName, _root, request) =>
      !/\/ssr\//.test(pathName) &&
      !pathName.endsWith('.map') &&
      !pathName.includes('/.') &&
      !stagedFileHidden(request, options.siteDir, releasePreviewSecret, pathName),
    // @fastify/static 10 hands the reply (it used to be the raw response).
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        stagedFileOf(options.siteDir, filePath) ? 'private, no-store' : cacheControlFor(filePath),
      );
      reply.header('access-control-allow-origin', '*');
    },
  });

  // The shell's files are looked up on every request (not listed once at start): a new shell
  // build under a running server is served at once.
  await app.register(fastifyStatic, { root: shellDir, serve: false, index: false, cacheControl: false });

  registerRegistryRoute(app, options.siteDir, releasePreviewSecret);
  // Ready once every section's render worker has started: set when the server listens (below).
  let renderersWarm = () => true;
  registerReadyRoute(app, shellDir, () => renderersWarm());
  registerMetricsRoute(app, metricsToken);
  registerPublicSettingsRoutes(app, config, siteUrl);
  registerSiteIndexRoutes(app, siteUrl, options.siteDir);
  await registerRssRoutes(app, siteUrl);
  registerIcsRoutes(app, siteUrl);
  const render = options.render ?? renderPoolSettingsFromEnv(process.env, os.availableParallelism());
  // An upload's server build is loaded and rendered in a render worker of its own, never here.
  const releaseChecker = sandboxChecker({
    siteDir: options.siteDir,
    timeoutMs: render.timeoutMs,
    memoryMb: render.memoryMb ?? 512,
    cgroup: render.cgroup,
    config,
    api: publicApiBridge(app),
  });
  await registerReleaseRoutes(app, options.siteDir, releaseSettings, releaseChecker, siteUrl);
  await registerConsoleRoutes(app, options.siteDir);

  const renderPage = createPageRoute(app, {
    siteDir: options.siteDir,
    siteUrl,
    config,
    fieldSample,
    render,
    releasePreview: (request) => releasePreviewFor(request, options.siteDir, releasePreviewSecret),
    searchHeaders: { [search.internalHeader.name]: search.internalHeader.value },
  });
  contentChanged = renderPage.contentChanged;
  // A server that listens draws a page of each section first (a test's in-process site does not).
  app.addHook('onListen', async () => {
    renderersWarm = renderPage.isWarm;
    void renderPage.warm();
  });
  // Searches are limited per visitor address, and see the live versions' declared text.
  const syncBeforeSearch = () => remoteText.sync(true);
  const renderSearchable = limitSearches(search, renderPage, syncBeforeSearch);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!SHELL_FILE.test(pathname)) return renderSearchable(request, reply);
    const name = pathname.slice(1);
    // The page template, the server's renderer and the source maps are the server's own.
    const hidden = name === 'index.html' || name.startsWith('ssr/') || name.endsWith('.map');
    if (hidden || !fs.existsSync(path.join(shellDir, name))) {
      return reply.code(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('Not found');
    }
    return reply.header('cache-control', cacheControlFor(name)).sendFile(name, shellDir);
  };

  // Site routes only (the API keeps its own handler): an unexpected failure is the 500 page of
  // docs/product.md (Messages and error pages), with no details for the client.
  app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
    const code = error.statusCode;
    const status = typeof code === 'number' && code >= 400 && code < 500 ? code : 500;
    if (status >= 500) request.log.error(error);
    if (status < 500) return reply.code(status).type('text/plain; charset=utf-8').send(error.message);
    return reply
      .code(500)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>500 Unknown middleware</title></head>' +
          '<body><h1>500</h1><p>Unknown middleware</p><p><a href="/">返回首页 / Home</a></p></body></html>',
      );
  });

  app.get('/', sendPage);
  app.get('/*', sendPage);
  // A page's data for a click that opens it in the browser (pageRoute.ts).
  const sendPageData = limitSearches(search, renderPage.sendPageData, syncBeforeSearch);
  app.get(PAGE_DATA_PREFIX, sendPageData);
  app.get(`${PAGE_DATA_PREFIX}/*`, sendPageData);
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return sendPage(request, reply);
    return reply.code(404).send({ code: 404, message: 'This page could not be found' });
  });

  return app;
}
