import type { TFunction } from 'i18next';
import type { Page } from '@azi/shared/api/schemas/content';
import type { Lang } from '@azi/shared/i18n/languages';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import type { ListPageParams } from '@azi/shared/api/listPage';
import type { ArchiveDocument } from '../archive/ArchiveDocument';
import { usePageData, type PageData } from '@azi/shared/data/usePageData';

/** How many items each overview list shows. */
export const LATEST_COUNT = 5;

/** The first page of one archive, as overview rows. */
export function useLatestDocuments<T>(
  name: string,
  loadPage: (params: ListPageParams) => Promise<Page<T>>,
  toDocument: (t: TFunction, lang: Lang) => (item: T) => ArchiveDocument,
  count = LATEST_COUNT,
): PageData<ArchiveDocument[]> {
  const { lang } = usePageAddress();
  const t = useT('investor');
  return usePageData(`investor:${name}:${lang}:${count}`, async () =>
    (await loadPage({ lang, pageNo: 1, pageSize: count })).list.map(toDocument(t, lang)),
  );
}
