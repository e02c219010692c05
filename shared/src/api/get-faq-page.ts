import type { Lang } from '@azi/shared/i18n/languages';
import { getListPage } from '@azi/shared/api/listPage';
import type { FaqItem, Page } from '@azi/shared/api/schemas/content';
import { FAQ_PAGE_SIZE } from '@azi/shared/content/faq';

/** GET /api-official-web/faq/findPage/1/50: the IR page's published questions and facts, in staff's order (issue 41). */
export function getFaqPage({ lang }: { lang: Lang }): Promise<Page<FaqItem>> {
  return getListPage<FaqItem>('faq', { lang, pageNo: 1, pageSize: FAQ_PAGE_SIZE });
}
