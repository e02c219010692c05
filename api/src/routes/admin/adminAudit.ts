/** GET /admin/audit: the audit log for admins, newest first, with paging and filters. */
import type { Static } from '@azi/shared/api/json-schema';
import type { FastifyInstance } from 'fastify';
import { listAudit } from '../../console/auditLog';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';
import { auditQuerySchema, auditResponses } from './consoleSchemas';

type AuditQuery = Static<typeof auditQuerySchema>;

export async function adminAuditRoutes(api: FastifyInstance, { db }: Services): Promise<void> {
  api.get<{ Querystring: AuditQuery }>(
    '/admin/audit',
    { config: { area: 'audit' }, schema: { querystring: auditQuerySchema, response: auditResponses } },
    async (request) => {
      const { pageNo = 1, pageSize = 50, ...filter } = request.query;
      const { list, total } = await listAudit(db, filter, pageSize, (pageNo - 1) * pageSize);
      return ok({ list, total, pageNo, pageSize });
    },
  );
}
