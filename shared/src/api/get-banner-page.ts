import { getListPage, type ListPageParams } from '@azi/shared/api/listPage';
import type { BannerItem, Page } from '@azi/shared/api/schemas/content';

/** GET /api-official-web/banner/findPage/{pageNo}/{pageSize} */
export function getBannerPage(params: ListPageParams): Promise<Page<BannerItem>> {
  return getListPage<BannerItem>('banner', params);
}
