import type { Lang } from '@azi/shared/i18n/languages';
import { apiRequest } from '@azi/shared/api/client';
import type { QuarterlyAchievementItem } from '@azi/shared/api/schemas/content';

/** GET /api-official-web/quarterlyAchievement/lastQuarterlyAchievement: the latest quarter, or null. */
export function getLastQuarterlyAchievement({ lang }: { lang: Lang }): Promise<QuarterlyAchievementItem | null> {
  return apiRequest<QuarterlyAchievementItem | null>({
    method: 'GET',
    url: '/quarterlyAchievement/lastQuarterlyAchievement',
    params: { lang },
  });
}
