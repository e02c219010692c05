import { getListPage, type ListPageParams } from './listPage';
import type { InvestorCalendarItem, Page } from './schemas/content';

/** GET /api-official-web/investorCalendar/findPage/{pageNo}/{pageSize} */
export function getInvestorCalendarPage(params: ListPageParams): Promise<Page<InvestorCalendarItem>> {
  return getListPage<InvestorCalendarItem>('investorCalendar', params);
}
