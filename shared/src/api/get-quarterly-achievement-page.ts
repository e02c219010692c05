import { getListPage, type ListPageParams } from './listPage';
import type { QuarterlyAchievementItem, Page } from './schemas/content';

/** GET /api-official-web/quarterlyAchievement/findPage/{pageNo}/{pageSize} */
export function getQuarterlyAchievementPage(params: ListPageParams): Promise<Page<QuarterlyAchievementItem>> {
  return getListPage<QuarterlyAchievementItem>('quarterlyAchievement', params);
}
