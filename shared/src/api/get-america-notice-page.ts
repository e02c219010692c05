import { getListPage, type ListPageParams } from './listPage';
import type { AmericaNoticeItem, Page } from './schemas/content';

/** GET /api-official-web/americaNotice/findPage/{pageNo}/{pageSize} */
export function getAmericaNoticePage(params: ListPageParams): Promise<Page<AmericaNoticeItem>> {
  return getListPage<AmericaNoticeItem>('americaNotice', params);
}
