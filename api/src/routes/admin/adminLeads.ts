/**
 * GET /admin/clues: the sales team's view of the leads, newest first, filtered by day range and
 * contact type (JSON, or CSV with format=csv). Leads are personal data: every read is audited.
 */
import type { Static } from '@azi/shared/api/json-schema';
import { errorBodySchema } from '@azi/shared/api/schemas/envelope';
import { CONTACT_TYPES } from '@azi/shared/validation/contactForm';
import { writeAudit } from '../../console/auditLog';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { CSV_BOM, leadsCsvHeader, leadsCsvRows } from '../../leads/leadsCsv';
import { listLeads } from '../../leads/leadRepository';
import type { Services } from '../../services';
import { actorOf, ADMIN_ACTOR } from './adminAuth';

const querySchema = {
  type: 'object',
  properties: {
    pageNo: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
    since: { type: 'string', format: 'date' },
    until: { type: 'string', format: 'date' },
    type: { type: 'string', enum: CONTACT_TYPES },
    format: { type: 'string', enum: ['json', 'csv'], default: 'json' },
  },
} as const;

const str = { type: 'string' } as const;
const leadSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    companyName: str,
    name: str,
    position: str,
    telephone: str,
    email: str,
    type: str,
    content: str,
    lang: str,
    clientIp: str,
    createdAt: str,
    review: { type: 'boolean' },
  },
} as const;
const responseSchema = {
  200: {
    type: 'object',
    properties: {
      code: { type: 'integer' },
      message: str,
      data: {
        type: 'object',
        properties: {
          list: { type: 'array', items: leadSchema },
          total: { type: 'integer' },
          pageNo: { type: 'integer' },
          pageSize: { type: 'integer' },
        },
      },
    },
  },
  '4xx': errorBodySchema,
  '5xx': errorBodySchema,
};

type Query = Static<typeof querySchema> & { pageNo: number; pageSize: number; format: 'json' | 'csv' };

export async function adminLeadRoutes(api: FastifyInstance, { db }: Services): Promise<void> {
  api.get<{ Querystring: Query }>(
    '/admin/clues',
    { config: { area: 'leads' }, schema: { querystring: querySchema, response: responseSchema } },
    async (request, reply) => {
      const { pageNo, pageSize, since, until, type, format } = request.query;
      const { list, total } = await listLeads(db, {
        limit: pageSize,
        offset: (pageNo - 1) * pageSize,
        since,
        until,
        type,
      });
      // Leads are personal data: who read which of them is worth a line, and an audit entry.
      const actor = actorOf(request);
      request.log.info(
        {
          actor: actor.accountId === null ? ADMIN_ACTOR : actor.name,
          route: request.routeOptions.url,
          format,
          pageNo,
          pageSize,
          since,
          until,
          type,
          count: list.length,
        },
        'admin read leads',
      );
      const filters = Object.entries({ since, until, type })
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ');
      await writeAudit(db, actor, {
        action: format === 'csv' ? 'leads.export' : 'leads.read',
        contentType: 'leads',
        summary: `page ${pageNo} of ${pageSize}, ${list.length} leads${filters ? `, ${filters}` : ''}`,
      });
      if (format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="leads.csv"')
          .send(CSV_BOM + leadsCsvHeader() + leadsCsvRows(list));
      }
      return ok({ list, total, pageNo, pageSize });
    },
  );
}
