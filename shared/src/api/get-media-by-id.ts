import type { Lang } from '@azi/shared/i18n/languages';
import { apiRequest } from '@azi/shared/api/client';
import type { MediaDetail } from '@azi/shared/api/schemas/content';

/** GET /api-official-web/media/getById?id=N: one article with its sanitised HTML body. */
export function getMediaById({ id, lang }: { id: number; lang: Lang }): Promise<MediaDetail> {
  return apiRequest<MediaDetail>({ method: 'GET', url: '/media/getById', params: { id, lang } });
}
