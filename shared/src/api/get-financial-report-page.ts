import { getListPage, type ListPageParams } from './listPage';
import type { FinancialReportItem, Page, ReportType } from './schemas/content';

/** GET /api-official-web/financialReport/findPage/{pageNo}/{pageSize}, optionally of one report type. */
export function getFinancialReportPage(params: ListPageParams & { type?: ReportType }): Promise<Page<FinancialReportItem>> {
  return getListPage<FinancialReportItem>('financialReport', params, params.type ? { type: params.type } : {});
}
