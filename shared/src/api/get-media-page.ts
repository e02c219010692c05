import { getListPage, type ListPageParams } from '@azi/shared/api/listPage';
import type { MediaItem, Page } from '@azi/shared/api/schemas/content';

/** GET /api-official-web/media/findPage/{pageNo}/{pageSize} */
export function getMediaPage(params: ListPageParams): Promise<Page<MediaItem>> {
  return getListPage<MediaItem>('media', params);
}
