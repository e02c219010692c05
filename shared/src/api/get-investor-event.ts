import type { Lang } from '@azi/shared/i18n/languages';
import { apiRequest } from '@azi/shared/api/client';
import type { InvestorCalendarItem } from '@azi/shared/api/schemas/content';

/** GET /api-official-web/investorCalendar/getById?id=N: one investor event with its phase (issue 41). */
export function getInvestorEvent({ id, lang }: { id: number; lang: Lang }): Promise<InvestorCalendarItem> {
  return apiRequest<InvestorCalendarItem>({ method: 'GET', url: '/investorCalendar/getById', params: { id, lang } });
}
