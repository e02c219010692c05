/**
 * Issue 56: a job opening for its page, and its apply button's clicks.
 * - GET /job/getById?id=&lang=: the opening with its duties and requirements, as long as it has been
 *   published; `closed` once its validThrough has passed (the page says so, without the posting's
 *   structured data), `gone` once JOB_CLOSED_GRACE_MS more has passed (the page answers 410).
 *   Cached like the lists: the schedule's next moment includes those two (publishSchedule.ts).
 * - POST /job/applyClick {id}: one more click on the opening's apply button today (Beijing's day).
 *   No cookie, address or agent is kept: a count per opening and day, limited per client address.
 */
import { byIdQuerySchema, type ByIdQuery } from '@azi/shared/api/schemas/content';
import { envelopeSchema, errorBodySchema } from '@azi/shared/api/schemas/envelope';
import { applyClickBodySchema, jobDetailSchema } from '@azi/shared/api/schemas/job';
import { JOB_CLOSED_GRACE_MS } from '@azi/shared/content/job';
import type { FastifyInstance } from 'fastify';
import { findById, type ContentRow } from '../content/contentRepository';
import { CONTENT_TYPES } from '../content/contentTypes';
import { PREVIEW_HEADER, previewIdFor } from '../content/previewGrant';
import { ApiHttpError, ok } from '../http/envelope';
import { API_MESSAGES } from '../http/messages';
import { hitRateLimit } from '../security/rateLimiter';
import type { Services } from '../services';
import { clientAddress } from './clientAddress';
import { momentsClockOf, sendCached } from './content';
import { recordApplyClick } from '../content/applyClicks';

const errors = { '4xx': errorBodySchema, '5xx': errorBodySchema };
const APPLY_BUCKET = 'jobApply';
/** Clicks a client address may count per minute: a visitor clicks a few times; a script is cut off. */
const APPLY_LIMIT_PER_MINUTE = 20;

/** Whether the opening has closed at `now`, and whether its grace period is over. */
export function jobState(row: ContentRow, now: number): { closed: boolean; gone: boolean } {
  const through = typeof row.validThrough === 'string' ? Date.parse(row.validThrough) : NaN;
  if (!Number.isFinite(through)) return { closed: false, gone: false };
  return { closed: now >= through, gone: now >= through + JOB_CLOSED_GRACE_MS };
}

export async function jobRoutes(api: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  api.get<{ Querystring: ByIdQuery }>(
    '/job/getById',
    { schema: { querystring: byIdQuerySchema, response: { 200: envelopeSchema(jobDetailSchema), ...errors } } },
    async (request, reply) => {
      const { id, lang = 'zh' } = request.query;
      const preview = previewIdFor(request.headers[PREVIEW_HEADER], 'job') === id;
      const load = async () => {
        const now = momentsClockOf(CONTENT_TYPES.job, services)();
        const row = await findById(db, CONTENT_TYPES.job, lang, id, preview ? null : now);
        return row && { ...row, ...jobState(row, now.getTime()) };
      };
      return sendCached(reply, services, JSON.stringify(['job/getById', lang, id]), load, lang, preview);
    },
  );

  api.post<{ Body: { id: number } }>(
    '/job/applyClick',
    {
      bodyLimit: 1024,
      schema: {
        body: applyClickBodySchema,
        response: { 200: envelopeSchema({ type: 'object', properties: {} }), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // A beacon's answer is read by no one: English messages.
      const t = API_MESSAGES.en;
      const limit = await hitRateLimit(db, APPLY_BUCKET, clientAddress(request), APPLY_LIMIT_PER_MINUTE);
      if (!limit.allowed)
        throw new ApiHttpError(429, t.rateLimited, undefined, { 'retry-after': String(limit.retryAfter) });
      const counted = await recordApplyClick(db, request.body.id, momentsClockOf(CONTENT_TYPES.job, services)());
      if (!counted) throw new ApiHttpError(404, t.notFound);
      return ok({});
    },
  );
}
