/**
 * GET /investorCalendar/getById?id=&lang=: one investor event for its page (issue 41), with the
 * phase the API's clock puts it in. Cached like the lists: admin writes clear the cache, and the
 * schedule's next moment (a publication or an event's next phase change) ends it.
 */
import { byIdQuerySchema, investorCalendarItemSchema, type ByIdQuery } from '@azi/shared/api/schemas/content';
import { envelopeSchema, errorBodySchema } from '@azi/shared/api/schemas/envelope';
import type { FastifyInstance } from 'fastify';
import { findById, withEventPhase } from '../content/contentRepository';
import { CONTENT_TYPES } from '../content/contentTypes';
import { PREVIEW_HEADER, previewIdFor } from '../content/previewGrant';
import type { Services } from '../services';
import { sendCached } from './content';

export async function eventRoutes(api: FastifyInstance, services: Services): Promise<void> {
  const { db, clock } = services;
  api.get<{ Querystring: ByIdQuery }>(
    '/investorCalendar/getById',
    {
      schema: {
        querystring: byIdQuerySchema,
        response: { 200: envelopeSchema(investorCalendarItemSchema), '4xx': errorBodySchema, '5xx': errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id, lang = 'zh' } = request.query;
      const preview = previewIdFor(request.headers[PREVIEW_HEADER], 'investorCalendar') === id;
      const load = async () => {
        const row = await findById(db, CONTENT_TYPES.investorCalendar, lang, id, preview ? null : clock());
        return row && withEventPhase(row, services.eventClock());
      };
      return sendCached(reply, services, JSON.stringify(['investorCalendar/getById', lang, id]), load, lang, preview);
    },
  );
}
