/**
 * The rendered pages kept in memory: keyed on the path, the query parameters the page reads, the
 * shell's build, the registry and the content version, emptied when the API says content changed.
 */
import type { FastifyRequest } from 'fastify';
import { hasFreeText, pageQuery } from '@azi/shared/routing/pageQuery';
import { nextScheduledPublish } from '@azi/api/content/publishSchedule';
import { pageCacheHits, pageCacheMisses } from '@azi/api/metrics/siteMetrics';
import { HtmlCache, htmlCacheKey, type CachedPage } from './htmlCache';
import type { ShellTemplate } from './pageAssets';
import type { DrawnPath, DrawPage } from './pageDrawing';
import { readRegistry } from './registryFile';

/** Uncached pages drawn at once for prefetches (the rest are refused until one is done). */
const MAX_BACKGROUND_RENDERS = 1;

/** The URL with only the query parameters its page reads (none for the not-found page). */
export function onlyReadQuery(url: URL, parsed: DrawnPath): URL {
  const kept = parsed.kind === 'page' ? pageQuery(parsed.page, url.searchParams) : new URLSearchParams();
  // A copy, not a resolution against a base: '//host' and '///' stay paths.
  const read = new URL(url.href);
  read.search = kept.toString();
  return read;
}

/** The page cache of a site (PAGE_CACHE=off: none), in front of its page drawer. */
export function cachedPages(siteDir: string, draw: DrawPage) {
  const cache = new HtmlCache();
  const pageCache = process.env.PAGE_CACHE !== 'off';
  let contentVersion = 0;

  /**
   * The API says when something pages show has changed (its onContentChanged: a publication, an
   * edit, a deletion, a picture's words, an import): the cached HTML is stale. Nothing else empties
   * the cache; a write that shows on no page (a sign-in, a subscription, a password reset) keeps it.
   */
  const contentChanged = () => {
    contentVersion += 1;
    cache.clear();
  };

  /**
   * The page at `url` as the cache has it, or drawn now (and kept when every part of it was drawn).
   * A staged release's preview is drawn for its visitor alone and never kept.
   */
  const renderedPage = async (
    request: FastifyRequest,
    url: URL,
    parsed: DrawnPath,
    shell: ShellTemplate,
    { background = false } = {},
  ): Promise<CachedPage | undefined> => {
    const registry = readRegistry(siteDir);
    // Only the parameters the page reads are rendered and keyed on: a random or tracking query
    // string neither forces a fresh render nor pushes real pages out of the cache.
    const read = onlyReadQuery(url, parsed);
    const key = htmlCacheKey(
      read.pathname + read.search,
      `${shell.mtimeMs}\u0000${JSON.stringify(registry)}`,
      contentVersion,
    );
    const cached = pageCache ? cache.get(key) : undefined;
    if (pageCache) (cached ? pageCacheHits : pageCacheMisses).inc();
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
    const drawn = draw(request, read, parsed, shell, registry).then(
      ({ status, html, data, complete, overloaded }): CachedPage => {
        const page = { status, html, data, overloaded };
        // Never past the moment the next scheduled item goes public, whatever the age limit says.
        if (complete && keep) cache.set(key, page, expiresAt);
        return page;
      },
    );
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

  return { renderedPage, contentChanged, cacheBytes: () => cache.size };
}
