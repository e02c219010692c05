import type { TFunction } from 'i18next';
import type { Page } from '@azi/shared/api/schemas/content';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import type { ListPageParams } from '@azi/shared/api/listPage';
import type { ArchiveDocument } from '../archive/ArchiveDocument';
import { useLoad, type LoadResult } from '../hooks/useLoad';

/** How many items each overview list shows. */
export const LATEST_COUNT = 5;

/** The first page of one archive, as overview rows. */
export function useLatestDocuments<T>(
  name: string,
  loadPage: (params: ListPageParams) => Promise<Page<T>>,
  toDocument: (t: TFunction) => (item: T) => ArchiveDocument,
  count = LATEST_COUNT,
): LoadResult<ArchiveDocument[]> {
  const { lang } = usePageAddress();
  const t = useT('investor');
  return useLoad(async () => (await loadPage({ lang, pageNo: 1, pageSize: count })).list.map(toDocument(t)), `${name}:${lang}:${count}`);
}
