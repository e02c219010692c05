/**
 * The console's content routes (api/src/routes/admin/adminContent.ts), one function per route.
 * Kept in one file: the eight kinds share every route, and each function is one line.
 */
import type { Lang } from '@azi/shared/i18n/languages';
import { consoleRequest } from '../../../api/consoleRequest';
import type { ContentKindName } from '../contentKinds';
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

const base = (kind: ContentKindName) => `/admin/${kind}`;

export const listContent = (kind: ContentKindName, query: ContentListQuery) => consoleRequest<ContentPage>({ url: base(kind), params: query });
export const getContent = (kind: ContentKindName, id: number) => consoleRequest<StoredItem>({ url: `${base(kind)}/${id}` });
export const createContent = (kind: ContentKindName, input: Record<string, unknown>) =>
  consoleRequest<{ id: number }>({ method: 'POST', url: base(kind), data: { ...input, status: 'draft' } });
export const replaceContent = (kind: ContentKindName, id: number, input: Record<string, unknown>) =>
  consoleRequest<{ id: number }>({ method: 'PUT', url: `${base(kind)}/${id}`, data: input });
/** Now, or at publishAt (ISO instant) when given. */
export const publishContent = (kind: ContentKindName, id: number, publishAt?: string) =>
  consoleRequest<{ id: number }>({ method: 'POST', url: `${base(kind)}/${id}/publish`, data: publishAt ? { publishAt } : {} });
export const unpublishContent = (kind: ContentKindName, id: number) => consoleRequest<{ id: number }>({ method: 'POST', url: `${base(kind)}/${id}/unpublish` });
export const deleteContent = (kind: ContentKindName, id: number) => consoleRequest<{ id: number }>({ method: 'DELETE', url: `${base(kind)}/${id}` });
/** The item as the public API would answer it in one language, whatever its status. */
export const previewContent = <T>(kind: ContentKindName, id: number, lang: Lang) => consoleRequest<T>({ url: `${base(kind)}/${id}/preview`, params: { lang } });
