import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { answeredNotModified, weakEtag } from '@azi/api/http/conditionalGet';
import { readHistory, readRegistry } from './releases/releaseHistory';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import { CONTENT_KINDS, CONTENT_NAMES, type ContentName } from '@azi/shared/content/contentKinds';
import { LANGS, type Lang } from '@azi/shared/i18n/languages';
import { contentPage } from '@azi/shared/routing/contentPages';
import { findPage, remotesOfPage, type PageKey } from '@azi/shared/routing/sitePages';
import { buildRobots, buildSitemap, type SitemapItem } from './sitemap';

const SITEMAP_PAGE_SIZE = 50;
const SITEMAP_MAX_PAGES = 20;

/**
 * The kinds whose every item has a page of its own (news articles, investor events, job openings:
 * their kind's file says so), listed one by one. A job past its validThrough has left its list,
 * so only open openings are listed (issue 56).
 */
const ITEM_KINDS = CONTENT_NAMES.filter((name) => CONTENT_KINDS[name].shows?.by === 'id');

/** Every published item of a kind, the languages it is in and when it last changed, read from the content API in this process. */
async function listItems(app: FastifyInstance, kind: ContentName): Promise<SitemapItem[]> {
  const items = new Map<number, { langs: Lang[]; lastmod?: string }>();
  for (const lang of LANGS) {
    for (let pageNo = 1; pageNo <= SITEMAP_MAX_PAGES; pageNo += 1) {
      const response = await app.inject(`${API_PREFIX}/${kind}/findPage/${pageNo}/${SITEMAP_PAGE_SIZE}?lang=${lang}`);
      if (response.statusCode !== 200) break;
      const { list, total } = response.json<{ data: { list: { id: number; updatedAt?: string }[]; total: number } }>()
        .data;
      for (const { id, updatedAt } of list) {
        const item = items.get(id) ?? { langs: [] };
        items.set(id, { langs: [...item.langs, lang], lastmod: item.lastmod ?? updatedAt });
      }
      if (pageNo * SITEMAP_PAGE_SIZE >= total || list.length === 0) break;
    }
  }
  return [...items].sort(([a], [b]) => b - a).map(([id, item]) => ({ id, ...item }));
}

const modifiedAt = (file: string): string | undefined =>
  fs.existsSync(file) ? fs.statSync(file).mtime.toISOString() : undefined;

/**
 * When each page of the table last changed: the release of the code that draws it, that is the
 * newest activation or rollback of each remote it draws (releases.json; a version's files when the
 * history has none) and, for the shell's own pages, the shell's build.
 */
export function pageReleaseTimes(siteDir: string): (page: PageKey) => string | undefined {
  const history = readHistory(siteDir);
  const shellBuilt = modifiedAt(path.join(siteDir, 'shell', 'index.html'));
  const registry = readRegistry(siteDir);
  const released = (remote: string) => {
    const manifest = registry[remote];
    return history[remote]?.events.at(-1)?.at ?? (manifest ? modifiedAt(path.join(siteDir, manifest)) : undefined);
  };
  return (page) => {
    const times = [...(findPage(page)?.owner === 'shell' ? [shellBuilt] : []), ...remotesOfPage(page).map(released)];
    return times
      .filter((time): time is string => !!time)
      .sort()
      .at(-1);
  };
}

/** What crawlers and browsers ask of a site's root: robots.txt, sitemap.xml (with every article, event and open job), favicon.ico. */
export function registerSiteIndexRoutes(app: FastifyInstance, siteUrl: string, siteDir: string): void {
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(buildRobots(siteUrl)));
  app.get('/sitemap.xml', async (request, reply) => {
    const items: Partial<Record<PageKey, SitemapItem[]>> = {};
    for (const kind of ITEM_KINDS) items[contentPage(kind, { id: 1 }).page] = await listItems(app, kind);
    const sitemap = buildSitemap(siteUrl, { pageLastmod: pageReleaseTimes(siteDir), items });
    reply.header('vary', 'accept-encoding');
    if (answeredNotModified(request, reply, weakEtag(sitemap))) return reply.send();
    return reply.type('application/xml; charset=utf-8').send(sitemap);
  });
  app.get('/favicon.ico', async (_request, reply) => reply.redirect('/favicon.svg', 301));
}
