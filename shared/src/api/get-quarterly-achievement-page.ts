import { getListPage, type ListPageParams } from '@azi/shared/api/listPage';
import type { QuarterlyAchievementItem, Page } from '@azi/shared/api/schemas/content';

/** GET /api-official-web/quarterlyAchievement/findPage/{pageNo}/{pageSize} */
export function getQuarterlyAchievementPage(params: ListPageParams): Promise<Page<QuarterlyAchievementItem>> {
  return getListPage<QuarterlyAchievementItem>('quarterlyAchievement', params);
}
