/** GET /admin/clues (api/src/routes/admin/adminLeads.ts): the leads as JSON, or as CSV. */
import type { LeadRecord } from '@azi/shared/api/schemas/console';
import { consoleRawRequest, consoleRequest } from '../../../api/consoleRequest';

export interface LeadFilter {
  since?: string;
  until?: string;
  type?: string;
}

export const listLeads = (filter: LeadFilter, pageNo: number, pageSize: number) =>
  consoleRequest<{ list: LeadRecord[]; total: number; pageNo: number; pageSize: number }>({
    url: '/admin/clues',
    params: { ...filter, pageNo, pageSize },
  });

/** The API's largest CSV page. */
export const CSV_PAGE_SIZE = 500;

/** One page of the CSV export (with its byte-order mark and header row). */
export const leadsCsvPage = (filter: LeadFilter, pageNo: number) =>
  consoleRawRequest<string>({
    url: '/admin/clues',
    params: { ...filter, format: 'csv', pageNo, pageSize: CSV_PAGE_SIZE },
    responseType: 'text',
    headers: { Accept: 'text/csv' },
  });
