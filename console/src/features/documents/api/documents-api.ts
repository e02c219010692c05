/** The uploaded PDFs (api/src/routes/admin/adminDocuments.ts): list and delete. */
import { consoleRequest } from '../../../api/consoleRequest';
import type { UploadedDocument } from './upload-document';

export interface StoredDocument extends UploadedDocument {
  uploadedBy: string;
  createdAt: string;
  /** Financial reports that attach it: it cannot be deleted while any does. */
  usedBy: number[];
}

export const listDocuments = (pageNo: number, pageSize: number) =>
  consoleRequest<{ list: StoredDocument[]; total: number }>({ url: '/admin/documents', params: { pageNo, pageSize } });
export const deleteDocument = (id: number) =>
  consoleRequest<{ id: number }>({ method: 'DELETE', url: `/admin/documents/${id}` });
