/**
 * Drawing one page now (no cache): a render worker draws it, and what the worker answers is
 * checked before it is believed (a status its page may have, style sheets of its own versions,
 * API answers that failed), then set in the shell's HTML.
 */
import type { FastifyRequest } from 'fastify';
import type { SiteConfig } from '@azi/shared/config/siteConfig';
import type { SerializedSettled } from '@azi/shared/data/pageDataStore';
import { hasFreeText } from '@azi/shared/routing/pageQuery';
import type { parsePath } from '@azi/shared/routing/paths';
import { pageMayAnswer, type RemoteName, remotesOfPage } from '@azi/shared/routing/sitePages';
import { type ShellTemplate, stylesheetsOfPage } from './pageAssets';
import { renderPageHtml } from './pageHtml';
import type { RemoteRef, RenderAnswer } from './render/protocol';
import type { RenderQuarantine } from './render/quarantine';
import type { RenderPool } from './render/renderPool';
import { RenderFailure } from './render/jobs';
import { sectionName } from './render/sections';
import { countRender } from './metrics/renderMetrics';

/** A path that draws a page (the 404 page included), not one that redirects. */
export type DrawnPath = Exclude<ReturnType<typeof parsePath>, { kind: 'redirect' }>;

/** A page drawn now: its status, its HTML, its API answers, and whether every part of it was drawn. */
export interface DrawnPage {
  status: number;
  html: string;
  data: Record<string, SerializedSettled>;
  complete: boolean;
  /** Too many renders were waiting: nothing was drawn (the busy page answers). */
  overloaded: boolean;
}

export interface DrawOptions {
  noindex?: boolean;
  apiHeaders?: Record<string, string>;
  /** In a worker of its own (previews). */
  alone?: boolean;
}

export type DrawPage = (
  request: FastifyRequest,
  url: URL,
  parsed: DrawnPath,
  shell: ShellTemplate,
  registry: Record<string, string>,
  options?: DrawOptions,
) => Promise<DrawnPage>;

/**
 * A style sheet a worker names for a page: a .css file inside one of the page's remote version
 * folders (`versions`, e.g. /remotes/mfe_media/2026.11.23-1/), plain path segments only.
 */
export function isVersionStylesheet(href: string, versions: readonly string[]): boolean {
  if (
    !/^\/remotes\/[a-z_]+\/[\w.-]+\/(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.css$/.test(href) ||
    href.split('/').some((segment) => segment === '..' || segment === '.')
  )
    return false;
  return versions.some((version) => href.startsWith(version));
}

interface DrawerSettings {
  pool: RenderPool;
  quarantine: RenderQuarantine;
  config: SiteConfig;
  /** The share of page views that report field data, for the browser (boot data `fieldSample`). */
  fieldSample: number;
  siteUrl: string;
  /**
   * Headers only the search page's own render carries on its API calls (the site search's
   * internal header: limitSearches counted the visitor's search before the page was drawn). The
   * search page is the shell's, so no team's code runs in its worker; every other render's calls
   * are a visitor's, counted as such.
   */
  searchHeaders?: Record<string, string>;
  /** A style sheet's link or its text set in the page (pageAssets.ts, cssInliner). */
  inline: (href: string) => { href: string; css: string | undefined };
}

/** How the site draws a page now: its render pool, the quarantine of slow versions, its settings. */
export function pageDrawer({
  pool,
  quarantine,
  config,
  fieldSample,
  siteUrl,
  inline,
  searchHeaders,
}: DrawerSettings): DrawPage {
  return async (request, url, parsed, shell, registry, options = {}) => {
    const page = parsed.kind === 'page' ? parsed : undefined;
    // The shell's sheets, but those of its other pages (pageAssets.ts).
    const stylesheets = stylesheetsOfPage(shell, page?.page);
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
    const section = sectionName(Object.keys(remotes));
    try {
      const job = { kind: 'render' as const, url: url.pathname + url.search, config, remotes };
      const searching = page?.page === 'search' && hasFreeText('search', url.searchParams);
      const headers = searching && searchHeaders ? { ...options.apiHeaders, ...searchHeaders } : options.apiHeaders;
      output = await (options.alone ? pool.runAlone(job, headers) : pool.run(job, headers));
      countRender(section, 'rendered');
    } catch (error) {
      const failure = error instanceof RenderFailure ? error : new RenderFailure(String(error), 'error');
      countRender(section, failure.reason);
      complete = false;
      // Too many renders waiting: answered at once with the busy page (sendBusyPage), nothing drawn.
      if (failure.reason === 'overloaded')
        return { status: 503, html: '', data: {}, complete: false, overloaded: true };
      quarantine.failed(versions, failure.reason);
      request.log.error(
        { url: request.url, remotes: versions, reason: failure.reason, err: failure },
        'the server render failed: the page is served for the browser to draw',
      );
    }
    if (output) {
      for (const { remote, message } of output.remoteErrors)
        request.log.warn({ remote, versions, error: message }, 'a remote could not be rendered on the server');
      for (const error of output.errors)
        request.log.warn({ error, url: request.url, remotes: versions }, 'part of a page was left to the browser');
      if (output.rendered) {
        rootHtml = output.html;
        data = output.data;
        // What a worker says is the remotes' word, not the server's: only a status the page table
        // allows that page, and only style sheets inside the page's own remote version folders.
        if (output.status !== undefined && output.status !== status) {
          if (page && status === 200 && pageMayAnswer(page.page, output.status)) status = output.status;
          else
            request.log.warn(
              { url: request.url, remotes: versions, status: output.status },
              'a render asked for a status its page may not have: ignored',
            );
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
        head = {
          title: typeof output.title === 'string' ? output.title : undefined,
          description: typeof output.description === 'string' ? output.description : undefined,
        };
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
      bootData: { config, remotes: registry, data, fieldSample },
    });
    return { status, html, data, complete, overloaded: false };
  };
}
