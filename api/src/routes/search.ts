/**
 * GET /search?q=&lang=[&kind=][&page=]: site search (issue 40), one page of results with the
 * count of each kind. Limited per client address; the site's own render calls (which the page
 * route has counted for the visitor) carry the site's internal header instead. Each search's
 * first page is counted, without anything about the visitor (search/queryLog.ts).
 */
import { envelopeSchema, errorBodySchema } from '@azi/shared/api/schemas/envelope';
import { searchAnswerSchema, searchQuerySchema, type SearchQuery } from '@azi/shared/api/schemas/search';
import type { FastifyInstance } from 'fastify';
import { ApiHttpError, ok } from '../http/envelope';
import { API_MESSAGES } from '../http/messages';
import { requestLang } from '../http/requestLang';
import type { SiteSearchHandle } from '../search/siteSearch';
import { countSearch } from '../search/queryLog';
import { searchSite } from '../search/searchSite';
import type { Services } from '../services';
import { clientAddress } from './clientAddress';

export async function searchRoutes(
  api: FastifyInstance,
  { services, search }: { services: Services; search: SiteSearchHandle },
): Promise<void> {
  api.get<{ Querystring: SearchQuery }>(
    '/search',
    {
      schema: {
        querystring: searchQuerySchema,
        response: { 200: envelopeSchema(searchAnswerSchema), '4xx': errorBodySchema, '5xx': errorBodySchema },
      },
    },
    async (request, reply) => {
      const internal = request.headers[search.internalHeader.name] === search.internalHeader.value;
      if (!internal) {
        const limit = await search.allowSearch(clientAddress(request));
        if (!limit.allowed)
          throw new ApiHttpError(429, API_MESSAGES[requestLang(request)].rateLimited, undefined, {
            'retry-after': String(limit.retryAfter),
          });
      }
      reply.header('cache-control', 'no-store');
      const { q, lang, kind, page = 1 } = request.query;
      const now = services.clock();
      const answer = await searchSite(services.db, { q: q.trim(), lang, kind, page, now });
      // A search is counted once: its first page of every kind (paging and the filter ask again).
      if (page === 1 && !kind) {
        await countSearch(services.db, now, lang, q, answer.everyKind).catch((error: unknown) =>
          request.log.warn({ err: error }, 'search not counted'),
        );
      }
      return ok(answer);
    },
  );
}
