import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import { LANGS, type Lang } from '@azi/shared/i18n/languages';
import { buildRobots, buildSitemap, type SitemapArticle } from './sitemap';

const SITEMAP_PAGE_SIZE = 50;
const SITEMAP_MAX_PAGES = 20;

/** Every published news article and the languages it is in, read from the content API in this process. */
async function listArticles(app: FastifyInstance): Promise<SitemapArticle[]> {
  const langsById = new Map<number, Lang[]>();
  for (const lang of LANGS) {
    for (let pageNo = 1; pageNo <= SITEMAP_MAX_PAGES; pageNo += 1) {
      const response = await app.inject(`${API_PREFIX}/media/findPage/${pageNo}/${SITEMAP_PAGE_SIZE}?lang=${lang}`);
      if (response.statusCode !== 200) break;
      const { list, total } = response.json<{ data: { list: { id: number }[]; total: number } }>().data;
      for (const { id } of list) langsById.set(id, [...(langsById.get(id) ?? []), lang]);
      if (pageNo * SITEMAP_PAGE_SIZE >= total || list.length === 0) break;
    }
  }
  return [...langsById].sort(([a], [b]) => b - a).map(([id, langs]) => ({ id, langs }));
}

/** What crawlers and browsers ask of a site's root: robots.txt, sitemap.xml (with every news article), favicon.ico. */
export function registerSiteIndexRoutes(app: FastifyInstance, siteUrl: string): void {
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(buildRobots(siteUrl)));
  app.get('/sitemap.xml', async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(buildSitemap(siteUrl, await listArticles(app))),
  );
  app.get('/favicon.ico', async (_request, reply) => reply.redirect('/favicon.svg', 301));
}
