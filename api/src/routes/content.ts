/**
 * The read endpoints of SPEC.md section 7 (plus banner): findPage for each content kind,
 * media/getById and the two quarterly-achievement extras. Results are cached briefly.
 */
import {
  byIdQuerySchema,
  financialReportQuerySchema,
  langQuerySchema,
  listQuerySchema,
  mediaDetailSchema,
  pageParamsSchema,
  pageSchema,
  quarterlyAchievementAllSchema,
  quarterlyAchievementItemSchema,
  type ByIdQuery,
  type FinancialReportQuery,
  type PageParams,
} from '@azi/shared/api/schemas/content';
import { envelopeSchema, errorBodySchema } from '@azi/shared/api/schemas/envelope';
import type { Lang } from '@azi/shared/i18n/languages';
import type { FastifyInstance } from 'fastify';
import { findAll, findById, findPage, findYears } from '../content/contentRepository';
import { CONTENT_NAMES, CONTENT_TYPES } from '../content/contentTypes';
import { sanitizeNewsHtml } from '../content/sanitizeHtml';
import { ApiHttpError, ok } from '../http/envelope';
import { API_MESSAGES } from '../http/messages';
import type { Services } from '../services';

const PUBLIC_CACHE = 'public, max-age=30';
const errors = { '4xx': errorBodySchema, '5xx': errorBodySchema };

export async function contentRoutes(api: FastifyInstance, { db, cache }: Services): Promise<void> {
  for (const name of CONTENT_NAMES) {
    const type = CONTENT_TYPES[name];
    api.get<{ Params: PageParams; Querystring: FinancialReportQuery }>(
      `/${type.segment}/findPage/:pageNo/:pageSize`,
      {
        schema: {
          params: pageParamsSchema,
          querystring: 'typeColumn' in type ? financialReportQuerySchema : listQuerySchema,
          response: { 200: envelopeSchema(pageSchema(type.itemSchema)), ...errors },
        },
      },
      async (request, reply) => {
        const { pageNo, pageSize } = request.params;
        const { lang = 'zh', year, keyword, type: reportType } = request.query;
        const key = JSON.stringify([name, lang, year, keyword?.trim(), reportType, pageNo, pageSize]);
        const page = await cache.get(key, () => findPage(db, type, { lang, year, keyword, type: reportType }, pageNo, pageSize));
        reply.header('cache-control', PUBLIC_CACHE);
        return ok({ ...page, pageNo, pageSize });
      },
    );
  }

  api.get<{ Querystring: ByIdQuery }>(
    '/media/getById',
    { schema: { querystring: byIdQuerySchema, response: { 200: envelopeSchema(mediaDetailSchema), ...errors } } },
    async (request, reply) => {
      const { id, lang = 'zh' } = request.query;
      const row = await cache.get(JSON.stringify(['media/getById', lang, id]), () => findById(db, CONTENT_TYPES.media, lang, id));
      if (!row) throw new ApiHttpError(404, API_MESSAGES[lang].notFound);
      reply.header('cache-control', PUBLIC_CACHE);
      return ok({ ...row, body: sanitizeNewsHtml(String(row.body ?? '')) });
    },
  );

  const quarterly = CONTENT_TYPES.quarterlyAchievement;
  api.get<{ Querystring: { lang?: Lang } }>(
    '/quarterlyAchievement/lastQuarterlyAchievement',
    {
      schema: {
        querystring: langQuerySchema,
        response: { 200: envelopeSchema({ anyOf: [quarterlyAchievementItemSchema, { type: 'null' }] }), ...errors },
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? 'zh';
      const [latest] = await cache.get(JSON.stringify(['quarterly/last', lang]), () => findAll(db, quarterly, lang, 1));
      reply.header('cache-control', PUBLIC_CACHE);
      return ok(latest ?? null);
    },
  );

  api.get<{ Querystring: { lang?: Lang } }>(
    '/quarterlyAchievement/allQuarterlyAchievement',
    { schema: { querystring: langQuerySchema, response: { 200: envelopeSchema(quarterlyAchievementAllSchema), ...errors } } },
    async (request, reply) => {
      const lang = request.query.lang ?? 'zh';
      const data = await cache.get(JSON.stringify(['quarterly/all', lang]), async () => ({
        // Results come a few a year; 200 covers decades and bounds the answer.
        list: await findAll(db, quarterly, lang, 200),
        years: await findYears(db, quarterly),
      }));
      reply.header('cache-control', PUBLIC_CACHE);
      return ok(data);
    },
  );
}
