import { getListPage, type ListPageParams } from '@azi/shared/api/listPage';
import type { AmericaNoticeItem, Page, SecCategory } from '@azi/shared/api/schemas/content';

/** GET /api-official-web/americaNotice/findPage/{pageNo}/{pageSize}, optionally of one category (annual, insider, …). */
export function getAmericaNoticePage(
  params: ListPageParams & { category?: SecCategory },
): Promise<Page<AmericaNoticeItem>> {
  return getListPage<AmericaNoticeItem>('americaNotice', params, params.category ? { category: params.category } : {});
}
