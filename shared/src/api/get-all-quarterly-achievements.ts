import type { Lang } from '@azi/shared/i18n/languages';
import { apiRequest } from '@azi/shared/api/client';
import type { QuarterlyAchievementAll } from '@azi/shared/api/schemas/content';

/** GET /api-official-web/quarterlyAchievement/allQuarterlyAchievement */
export function getAllQuarterlyAchievements({ lang }: { lang: Lang }): Promise<QuarterlyAchievementAll> {
  return apiRequest<QuarterlyAchievementAll>({
    method: 'GET',
    url: '/quarterlyAchievement/allQuarterlyAchievement',
    params: { lang },
  });
}
