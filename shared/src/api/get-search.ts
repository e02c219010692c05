import { apiRequest } from '@azi/shared/api/client';
import type { SearchAnswer } from '@azi/shared/api/schemas/search';
import type { SearchKind } from '@azi/shared/api/searchLimits';
import type { Lang } from '@azi/shared/i18n/languages';

export interface SearchParams {
  q: string;
  lang: Lang;
  kind?: SearchKind;
  page: number;
}

/** GET /api-official-web/search: one page of results of a query, with the count of each kind. */
export function getSearch({ q, lang, kind, page }: SearchParams): Promise<SearchAnswer> {
  const params: Record<string, string | number> = { q, lang, page };
  if (kind) params.kind = kind;
  return apiRequest<SearchAnswer>({ method: 'GET', url: '/search', params });
}
