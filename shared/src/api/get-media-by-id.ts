import type { Lang } from '../i18n/languages';
import { apiRequest } from './client';
import type { MediaDetail } from './schemas/content';

/** GET /api-official-web/media/getById?id=N: one article with its sanitised HTML body. */
export function getMediaById({ id, lang }: { id: number; lang: Lang }): Promise<MediaDetail> {
  return apiRequest<MediaDetail>({ method: 'GET', url: '/media/getById', params: { id, lang } });
}
