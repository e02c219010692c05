/**
 * The console's content routes (api/src/routes/admin/adminContent.ts), one function per route.
 * Kept in one file: the eight kinds share every route, and each function is one line.
 */
import type { Lang } from '@azi/shared/i18n/languages';
import { consoleRequest } from '../../../api/consoleRequest';
import type { ContentName } from '@azi/shared/content/contentKinds';
import type { PublicState, StoredItem } from '../contentItem';

export interface ContentListQuery {
  pageNo: number;
  pageSize: number;
  state?: PublicState;
  keyword?: string;
  year?: number;
  /** Only items whose three languages are all there, or not (the API applies it across all pages). */
  languages?: 'complete' | 'incomplete';
}

export interface ContentPage {
  list: StoredItem[];
  total: number;
  pageNo: number;
  pageSize: number;
}

const base = (kind: ContentName) => `/admin/${kind}`;

export const listContent = (kind: ContentName, query: ContentListQuery) =>
  consoleRequest<ContentPage>({ url: base(kind), params: query });
export const getContent = (kind: ContentName, id: number) => consoleRequest<StoredItem>({ url: `${base(kind)}/${id}` });
export const createContent = (kind: ContentName, input: Record<string, unknown>) =>
  consoleRequest<{ id: number }>({ method: 'POST', url: base(kind), data: { status: 'draft', ...input } });
export const replaceContent = (kind: ContentName, id: number, input: Record<string, unknown>) =>
  consoleRequest<{ id: number }>({ method: 'PUT', url: `${base(kind)}/${id}`, data: input });
export const unpublishContent = (kind: ContentName, id: number) =>
  consoleRequest<{ id: number }>({ method: 'POST', url: `${base(kind)}/${id}/unpublish` });
export const deleteContent = (kind: ContentName, id: number) =>
  consoleRequest<{ id: number }>({ method: 'DELETE', url: `${base(kind)}/${id}` });
/** The item as the public API would answer it in one language, whatever its status. */
export const previewContent = <T>(kind: ContentName, id: number, lang: Lang) =>
  consoleRequest<T>({ url: `${base(kind)}/${id}/preview`, params: { lang } });
