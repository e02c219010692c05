/**
 * POST /rum (issue 51): a page view's field data, sent by the shell with navigator.sendBeacon when
 * the page is hidden. Only a well-formed report is stored: at most FIELD_REPORT_MAX_BYTES, known
 * metric names, pages, layouts, languages and sections, each value in its range; limited per
 * client address. Nothing about the visitor is kept: no cookie, address or user agent, only counts
 * (fieldData/fieldDataStore.ts). A refusal is a 4xx naming the field and stores nothing.
 */
import { envelopeSchema, errorBodySchema } from '@azi/shared/api/schemas/envelope';
import { FIELD_REPORT_MAX_BYTES, fieldReportSchema, type FieldReport } from '@azi/shared/api/schemas/fieldData';
import type { FastifyInstance } from 'fastify';
import { checkFieldReport } from '../fieldData/checkFieldReport';
import { recordFieldReport } from '../fieldData/fieldDataStore';
import { ApiHttpError, ok } from '../http/envelope';
import { API_MESSAGES } from '../http/messages';
import { hitRateLimit } from '../security/rateLimiter';
import type { Services } from '../services';
import { clientAddress } from './clientAddress';

const RUM_BUCKET = 'rum';
const acceptedSchema = {
  type: 'object',
  required: ['metrics', 'errors'],
  properties: { metrics: { type: 'integer' }, errors: { type: 'integer' } },
} as const;

export async function fieldDataRoutes(api: FastifyInstance, { db, config, clock }: Services): Promise<void> {
  api.post<{ Body: FieldReport }>(
    '/rum',
    {
      bodyLimit: FIELD_REPORT_MAX_BYTES,
      schema: {
        body: fieldReportSchema,
        response: { 200: envelopeSchema(acceptedSchema), '4xx': errorBodySchema, '5xx': errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Messages in English: a beacon's answer is read by no one, and the language cookie is not read here.
      const t = API_MESSAGES.en;
      const refusal = checkFieldReport(request.body);
      if (refusal) throw new ApiHttpError(400, t.invalidParam, { [refusal.field]: refusal.reason });
      // The address counts the window and is never stored with the data.
      const limit = await hitRateLimit(db, RUM_BUCKET, clientAddress(request), config.rumLimitPerMinute);
      if (!limit.allowed)
        throw new ApiHttpError(429, t.rateLimited, undefined, { 'retry-after': String(limit.retryAfter) });
      await db.transaction((tx) => recordFieldReport(tx, request.body, clock()));
      return ok({ metrics: request.body.metrics.length, errors: request.body.errors.length });
    },
  );
}
