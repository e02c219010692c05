import type { Lang } from '@azi/shared/i18n/languages';
import { apiRequest } from '@azi/shared/api/client';
import type { Page } from '@azi/shared/api/schemas/content';

export interface ListPageParams {
  lang: Lang;
  pageNo: number;
  pageSize: number;
  year?: number;
  keyword?: string;
}

/** GET /<segment>/findPage/{pageNo}/{pageSize}: one page of a content list with its years. */
export function getListPage<T>(
  segment: string,
  { lang, pageNo, pageSize, year, keyword }: ListPageParams,
  extra: Record<string, string> = {},
): Promise<Page<T>> {
  const params: Record<string, string | number> = { lang, ...extra };
  if (year !== undefined) params.year = year;
  const trimmed = keyword?.trim();
  if (trimmed) params.keyword = trimmed;
  return apiRequest<Page<T>>({ method: 'GET', url: `/${segment}/findPage/${pageNo}/${pageSize}`, params });
}
