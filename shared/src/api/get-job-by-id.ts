import type { Lang } from '@azi/shared/i18n/languages';
import { apiRequest } from '@azi/shared/api/client';
import type { JobDetail } from '@azi/shared/api/schemas/job';

/** GET /api-official-web/job/getById?id=N: one opening with its duties and requirements, and whether it has closed. */
export function getJobById({ id, lang }: { id: number; lang: Lang }): Promise<JobDetail> {
  return apiRequest<JobDetail>({ method: 'GET', url: '/job/getById', params: { id, lang } });
}
