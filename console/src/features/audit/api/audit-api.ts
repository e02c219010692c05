/** GET /admin/audit (api/src/routes/admin/adminAudit.ts): newest first, with filters. */
import type { AuditQuery, AuditRecord } from '@azi/shared/api/schemas/console';
import { consoleRequest } from '../../../api/consoleRequest';

export const listAudit = (filter: AuditQuery, pageNo: number, pageSize: number) =>
  consoleRequest<{ list: AuditRecord[]; total: number }>({
    url: '/admin/audit',
    params: { ...filter, pageNo, pageSize },
  });
