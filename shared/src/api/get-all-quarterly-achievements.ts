import type { Lang } from '../i18n/languages';
import { apiRequest } from './client';
import type { QuarterlyAchievementAll } from './schemas/content';

/** GET /api-official-web/quarterlyAchievement/allQuarterlyAchievement */
export function getAllQuarterlyAchievements({ lang }: { lang: Lang }): Promise<QuarterlyAchievementAll> {
  return apiRequest<QuarterlyAchievementAll>({ method: 'GET', url: '/quarterlyAchievement/allQuarterlyAchievement', params: { lang } });
}
