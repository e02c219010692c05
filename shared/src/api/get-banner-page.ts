import { getListPage, type ListPageParams } from './listPage';
import type { BannerItem, Page } from './schemas/content';

/** GET /api-official-web/banner/findPage/{pageNo}/{pageSize} */
export function getBannerPage(params: ListPageParams): Promise<Page<BannerItem>> {
  return getListPage<BannerItem>('banner', params);
}
