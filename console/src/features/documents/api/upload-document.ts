import type { Envelope } from '@azi/shared/api/schemas/envelope';
import { consoleRawRequest } from '../../../api/consoleRequest';

/** An uploaded PDF as the API answers it (documentSchema in api/src/routes/admin/consoleSchemas.ts). */
export interface UploadedDocument {
  id: number;
  fileName: string;
  byteSize: number;
  url: string;
}

/** POST /admin/documents?fileName=…, the PDF as the body; reports progress from 0 to 1. */
export async function uploadDocument(file: Blob, fileName: string, onProgress: (fraction: number) => void): Promise<UploadedDocument> {
  const body = await consoleRawRequest<Envelope<UploadedDocument>>({
    method: 'POST',
    url: '/admin/documents',
    params: { fileName },
    data: file,
    headers: { 'Content-Type': 'application/pdf' },
    // A 50 MB file on a slow line takes longer than the client's usual 15 s.
    timeout: 10 * 60_000,
    onUploadProgress: (event) => {
      if (event.total) onProgress(event.loaded / event.total);
    },
  });
  return body.data;
}
