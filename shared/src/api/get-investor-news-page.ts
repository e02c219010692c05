import { getListPage, type ListPageParams } from './listPage';
import type { InvestorNewsItem, Page } from './schemas/content';

/** GET /api-official-web/investorNews/findPage/{pageNo}/{pageSize} */
export function getInvestorNewsPage(params: ListPageParams): Promise<Page<InvestorNewsItem>> {
  return getListPage<InvestorNewsItem>('investorNews', params);
}
