/**
 * The read endpoints of docs/product.md, Content API (plus banner): findPage for each content kind,
 * media/getById and the two quarterly-achievement extras. Results are cached briefly.
 */
import {
  byIdQuerySchema,
  langQuerySchema,
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
import type { FastifyInstance, FastifyReply } from 'fastify';
import { findAll, findById, findPage, findYears, withEventPhase } from '../content/contentRepository';
import { CONTENT_NAMES } from '@azi/shared/content/contentKinds';
import { CONTENT_TYPES, type ContentType } from '../content/contentTypes';
import { PREVIEW_HEADER, previewIdFor } from '../content/previewGrant';
import { sanitizeNewsHtml } from '../content/sanitizeHtml';
import { ApiHttpError, ok } from '../http/envelope';
import { API_MESSAGES } from '../http/messages';
import type { Services } from '../services';

const PUBLIC_MAX_AGE_SECONDS = 30;

/** 30 s, or less when a scheduled item goes public sooner: no browser or proxy keeps the old list past it. */
export function publicCacheControl(nextPublish: number | undefined, now: number): string {
  const untilNext = nextPublish === undefined ? Infinity : Math.floor((nextPublish - now) / 1000);
  const maxAge = Math.max(0, Math.min(PUBLIC_MAX_AGE_SECONDS, untilNext));
  return `public, max-age=${maxAge}`;
}

/**
 * Serves the envelope of `load()` from the response cache. What is cached is the JSON text,
 * produced once by this route's own response-schema serialiser, so a cache hit costs no query
 * and no serialisation. A loader returning undefined means 404. A console preview's answer
 * (`preview`) is never taken from the cache, put into it, or kept by anyone.
 */
export async function sendCached(
  reply: FastifyReply,
  { cache, schedule, clock }: Services,
  key: string,
  load: () => Promise<unknown>,
  lang: Lang,
  preview = false,
) {
  const produce = async () => {
    const data = await load();
    return data === undefined ? undefined : reply.serialize(ok(data));
  };
  const text = preview ? await produce() : await cache.get(key, produce);
  if (text === undefined) throw new ApiHttpError(404, API_MESSAGES[lang].notFound);
  const cacheControl = preview ? 'no-store' : publicCacheControl(schedule.next(), clock().getTime());
  return reply.header('cache-control', cacheControl).type('application/json; charset=utf-8').send(text);
}
const errors = { '4xx': errorBodySchema, '5xx': errorBodySchema };

/**
 * The clock a kind's items come and go by. A job opening's hours (it goes public, it closes) are
 * moments its pages change by themselves, like an event's phases: they follow the clock of those
 * (services.eventClock, which a browser test may move: time/testClock.ts). Everywhere else, and in
 * production for all, the API's clock.
 */
export const momentsClockOf = (type: ContentType, services: Services) =>
  type.openUntilColumn ? services.eventClock : services.clock;

export async function contentRoutes(api: FastifyInstance, services: Services): Promise<void> {
  const { db, clock } = services;
  for (const name of CONTENT_NAMES) {
    const type = CONTENT_TYPES[name];
    api.get<{ Params: PageParams; Querystring: FinancialReportQuery & { category?: string } }>(
      `/${type.segment}/findPage/:pageNo/:pageSize`,
      {
        schema: {
          params: pageParamsSchema,
          querystring: type.querySchema,
          response: { 200: envelopeSchema(pageSchema(type.itemSchema)), ...errors },
        },
      },
      async (request, reply) => {
        const { pageNo, pageSize } = request.params;
        const { lang = 'zh', year, keyword, type: reportType, category } = request.query;
        const key = JSON.stringify([name, lang, year, keyword?.trim(), reportType, category, pageNo, pageSize]);
        const previewId = previewIdFor(request.headers[PREVIEW_HEADER], name);
        const load = async () => {
          const found = await findPage(
            db,
            type,
            { lang, visibleAt: momentsClockOf(type, services)(), previewId, year, keyword, type: reportType, category },
            pageNo,
            pageSize,
          );
          // Issue 41: each investor event with its phase at the event clock.
          if (name === 'investorCalendar') for (const row of found.list) withEventPhase(row, services.eventClock());
          return { ...found, pageNo, pageSize };
        };
        return sendCached(reply, services, key, load, lang, previewId !== undefined);
      },
    );
  }

  api.get<{ Querystring: ByIdQuery }>(
    '/media/getById',
    { schema: { querystring: byIdQuerySchema, response: { 200: envelopeSchema(mediaDetailSchema), ...errors } } },
    async (request, reply) => {
      const { id, lang = 'zh' } = request.query;
      const preview = previewIdFor(request.headers[PREVIEW_HEADER], 'media') === id;
      const load = async () => {
        // Its previous and next come in the same answer (issue 26): the page needs no list to find them.
        // Cached like the rest: admin writes clear the cache and a scheduled item's hour ends it.
        const now = clock();
        const row = await findById(db, CONTENT_TYPES.media, lang, id, preview ? null : now, now);
        return row && { ...row, body: sanitizeNewsHtml(String(row.body ?? '')) };
      };
      return sendCached(reply, services, JSON.stringify(['media/getById', lang, id]), load, lang, preview);
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
      const previewId = previewIdFor(request.headers[PREVIEW_HEADER], 'quarterlyAchievement');
      const load = async () => (await findAll(db, quarterly, lang, 1, clock(), previewId))[0] ?? null;
      return sendCached(reply, services, JSON.stringify(['quarterly/last', lang]), load, lang, previewId !== undefined);
    },
  );

  api.get<{ Querystring: { lang?: Lang } }>(
    '/quarterlyAchievement/allQuarterlyAchievement',
    {
      schema: {
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(quarterlyAchievementAllSchema), ...errors },
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? 'zh';
      const previewId = previewIdFor(request.headers[PREVIEW_HEADER], 'quarterlyAchievement');
      const load = async () => ({
        // Results come a few a year; 200 covers decades and bounds the answer.
        list: await findAll(db, quarterly, lang, 200, clock(), previewId),
        years: await findYears(db, quarterly, clock(), undefined, previewId),
      });
      return sendCached(reply, services, JSON.stringify(['quarterly/all', lang]), load, lang, previewId !== undefined);
    },
  );
}
