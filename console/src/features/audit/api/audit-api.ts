/** GET /admin/audit (api/src/routes/admin/adminAudit.ts): newest first, with filters. */
import { consoleRequest } from '../../../api/consoleRequest';

export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  contentType: string;
  targetId: string;
  summary: string;
  clientIp: string;
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  contentType?: string;
  targetId?: string;
  /** ISO instants. */
  from?: string;
  to?: string;
}

export const listAudit = (filter: AuditFilter, pageNo: number, pageSize: number) =>
  consoleRequest<{ list: AuditEntry[]; total: number }>({ url: '/admin/audit', params: { ...filter, pageNo, pageSize } });
