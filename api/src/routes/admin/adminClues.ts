/** GET /admin/clues: the sales team's view of the leads, newest first (JSON, or CSV with format=csv). */
import { errorBodySchema } from '@azi/shared/api/schemas/envelope';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { CSV_BOM, cluesCsvHeader, cluesCsvRows } from '../../leads/cluesCsv';
import { listClues } from '../../leads/clueRepository';
import type { Services } from '../../services';
import { ADMIN_ACTOR } from './adminAuth';

const querySchema = {
  type: 'object',
  properties: {
    pageNo: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
    since: { type: 'string', format: 'date' },
    format: { type: 'string', enum: ['json', 'csv'], default: 'json' },
  },
} as const;

const str = { type: 'string' } as const;
const clueSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, companyName: str, name: str, position: str, telephone: str, email: str,
    type: str, content: str, lang: str, clientIp: str, createdAt: str,
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
        properties: { list: { type: 'array', items: clueSchema }, total: { type: 'integer' }, pageNo: { type: 'integer' }, pageSize: { type: 'integer' } },
      },
    },
  },
  '4xx': errorBodySchema,
  '5xx': errorBodySchema,
};

interface Query {
  pageNo: number;
  pageSize: number;
  since?: string;
  format: 'json' | 'csv';
}

export async function adminClueRoutes(api: FastifyInstance, { db }: Services): Promise<void> {
  api.get<{ Querystring: Query }>('/admin/clues', { schema: { querystring: querySchema, response: responseSchema } }, async (request, reply) => {
    const { pageNo, pageSize, since, format } = request.query;
    const { list, total } = await listClues(db, { limit: pageSize, offset: (pageNo - 1) * pageSize, since });
    // Leads are personal data: who read which of them is worth a line.
    request.log.info({ actor: ADMIN_ACTOR, route: request.routeOptions.url, format, pageNo, pageSize, since, count: list.length }, 'admin read leads');
    if (format === 'csv') {
      return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="leads.csv"').send(CSV_BOM + cluesCsvHeader() + cluesCsvRows(list));
    }
    return ok({ list, total, pageNo, pageSize });
  });
}
