import { consoleUpload } from '../../../api/consoleRequest';

/** An uploaded PDF as the API answers it (documentSchema in api/src/routes/admin/consoleSchemas.ts). */
export interface UploadedDocument {
  id: number;
  fileName: string;
  byteSize: number;
  url: string;
}

/** POST /admin/documents?fileName=…, the PDF as the body; reports progress from 0 to 1. */
export const uploadDocument = (file: Blob, fileName: string, onProgress: (fraction: number) => void) =>
  consoleUpload<UploadedDocument>('/admin/documents', file, fileName, 'application/pdf', onProgress);
