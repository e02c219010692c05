import { getListPage, type ListPageParams } from './listPage';
import type { NoticeItem, Page } from './schemas/content';

/** GET /api-official-web/notice/findPage/{pageNo}/{pageSize} */
export function getNoticePage(params: ListPageParams): Promise<Page<NoticeItem>> {
  return getListPage<NoticeItem>('notice', params);
}
