import type { Lang } from '../i18n/languages';
import { apiRequest } from './client';
import type { QuarterlyAchievementItem } from './schemas/content';

/** GET /api-official-web/quarterlyAchievement/lastQuarterlyAchievement: the latest quarter, or null. */
export function getLastQuarterlyAchievement({ lang }: { lang: Lang }): Promise<QuarterlyAchievementItem | null> {
  return apiRequest<QuarterlyAchievementItem | null>({ method: 'GET', url: '/quarterlyAchievement/lastQuarterlyAchievement', params: { lang } });
}
