/** The picture library (api/src/routes/admin/adminPictures.ts): upload, list, words, delete. */
import type { LibraryPicture } from '@azi/shared/api/schemas/pictures';
import type { Lang } from '@azi/shared/i18n/languages';
import { consoleRequest, consoleUpload } from '../../../api/consoleRequest';

/** A library picture as the console's routes answer it (the type the API shares). */
export type StoredPicture = LibraryPicture;

/** A small JPEG of the picture for the console's own lists (the smallest variant). */
export const thumbnailUrl = (picture: Pick<StoredPicture, 'path' | 'widths'>) =>
  `${picture.path}/${picture.widths[0] ?? 480}.jpg`;

/**
 * POST /admin/pictures?fileName=…, the file as the body; reports progress from 0 to 1. The API
 * judges what the bytes are: a file the browser does not call a picture is sent as what it is and
 * refused with the API's message.
 * `ticket` names the upload so that `picturesAhead` can say how many encodes wait before it.
 */
export const uploadPicture = (file: Blob, fileName: string, onProgress: (fraction: number) => void, ticket?: string) =>
  consoleUpload<StoredPicture>(
    '/admin/pictures',
    file,
    fileName,
    file.type || 'application/octet-stream',
    onProgress,
    ticket ? { ticket } : {},
  );
/** GET /admin/pictures/queue: pictures encoded before the upload of `ticket` (null: it is not waiting). */
export const picturesAhead = (ticket: string) =>
  consoleRequest<{ ahead: number | null }>({ url: '/admin/pictures/queue', params: { ticket } });
export const listPictures = (q: string, pageNo: number, pageSize: number) =>
  consoleRequest<{ list: StoredPicture[]; total: number }>({
    url: '/admin/pictures',
    params: { pageNo, pageSize, ...(q.trim() ? { q: q.trim() } : {}) },
  });
export const getPicture = (id: number) => consoleRequest<StoredPicture>({ url: `/admin/pictures/${id}` });
export const setPictureWords = (id: number, words: { alt: Record<Lang, string> } | { decorative: true }) =>
  consoleRequest<StoredPicture>({ method: 'PUT', url: `/admin/pictures/${id}`, data: words });
export const deletePicture = (id: number) =>
  consoleRequest<{ id: number }>({ method: 'DELETE', url: `/admin/pictures/${id}` });
