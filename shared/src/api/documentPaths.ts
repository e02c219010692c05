/**
 * Where uploaded PDFs are served: the one home of their addresses, for the API (which writes them
 * into links), the console and the site server's previews. The public address answers only while a
 * live item uses the document; staff read any document at the same address under the console's
 * path, where the console's session cookie travels (and in previews of the page that will link it).
 */
import { API_PREFIX } from '@azi/shared/api/apiPrefix';

export const DOCUMENT_PATH = `${API_PREFIX}/documents/`;
export const STAFF_DOCUMENT_PATH = `${API_PREFIX}/admin/documents/file/`;

/** The public address of an uploaded PDF: its key, then the name it downloads under. */
export function documentUrl(key: string, fileName: string): string {
  return `${DOCUMENT_PATH}${key}/${encodeURIComponent(fileName)}`;
}

/** The file name of a public document address; undefined for any other link. */
export function documentFileName(url: string | undefined): string | undefined {
  if (!url?.startsWith(DOCUMENT_PATH)) return undefined;
  const rest = url.slice(DOCUMENT_PATH.length);
  const slash = rest.indexOf('/');
  if (slash < 1 || slash === rest.length - 1) return undefined;
  try {
    return decodeURIComponent(rest.slice(slash + 1));
  } catch {
    return undefined;
  }
}

/** The staff address of a document link (any other link comes back unchanged). */
export function staffDocumentUrl(url: string): string {
  return url.startsWith(DOCUMENT_PATH) ? `${STAFF_DOCUMENT_PATH}${url.slice(DOCUMENT_PATH.length)}` : url;
}
