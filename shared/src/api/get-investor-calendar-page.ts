import { getListPage, type ListPageParams } from '@azi/shared/api/listPage';
import type { InvestorCalendarItem, Page } from '@azi/shared/api/schemas/content';

/** GET /api-official-web/investorCalendar/findPage/{pageNo}/{pageSize} */
export function getInvestorCalendarPage(params: ListPageParams): Promise<Page<InvestorCalendarItem>> {
  return getListPage<InvestorCalendarItem>('investorCalendar', params);
}
