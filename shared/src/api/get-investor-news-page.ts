import { getListPage, type ListPageParams } from '@azi/shared/api/listPage';
import type { InvestorNewsItem, Page } from '@azi/shared/api/schemas/content';

/** GET /api-official-web/investorNews/findPage/{pageNo}/{pageSize} */
export function getInvestorNewsPage(params: ListPageParams): Promise<Page<InvestorNewsItem>> {
  return getListPage<InvestorNewsItem>('investorNews', params);
}
