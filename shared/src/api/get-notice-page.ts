import { getListPage, type ListPageParams } from '@azi/shared/api/listPage';
import type { NoticeItem, Page } from '@azi/shared/api/schemas/content';

/** GET /api-official-web/notice/findPage/{pageNo}/{pageSize} */
export function getNoticePage(params: ListPageParams): Promise<Page<NoticeItem>> {
  return getListPage<NoticeItem>('notice', params);
}
