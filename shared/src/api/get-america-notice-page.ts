import { getListPage, type ListPageParams } from '@azi/shared/api/listPage';
import type { AmericaNoticeItem, Page } from '@azi/shared/api/schemas/content';

/** GET /api-official-web/americaNotice/findPage/{pageNo}/{pageSize} */
export function getAmericaNoticePage(params: ListPageParams): Promise<Page<AmericaNoticeItem>> {
  return getListPage<AmericaNoticeItem>('americaNotice', params);
}
