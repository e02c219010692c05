import { getListPage, type ListPageParams } from './listPage';
import type { MediaItem, Page } from './schemas/content';

/** GET /api-official-web/media/findPage/{pageNo}/{pageSize} */
export function getMediaPage(params: ListPageParams): Promise<Page<MediaItem>> {
  return getListPage<MediaItem>('media', params);
}
