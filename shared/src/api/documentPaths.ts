/**
 * Where uploaded PDFs are served. The public address answers only while a live item uses the
 * document; staff read any document at the same address under the console's path, where the
 * console's session cookie travels (and in previews of the page that will link it).
 */
import { API_PREFIX } from '@azi/shared/api/apiPrefix';

export const DOCUMENT_PATH = `${API_PREFIX}/documents/`;
export const STAFF_DOCUMENT_PATH = `${API_PREFIX}/admin/documents/file/`;

/** The staff address of a document link (any other link comes back unchanged). */
export function staffDocumentUrl(url: string): string {
  return url.startsWith(DOCUMENT_PATH) ? `${STAFF_DOCUMENT_PATH}${url.slice(DOCUMENT_PATH.length)}` : url;
}
