import { getListPage, type ListPageParams } from '@azi/shared/api/listPage';
import type { FinancialReportItem, Page, ReportType } from '@azi/shared/api/schemas/content';

/** GET /api-official-web/financialReport/findPage/{pageNo}/{pageSize}, optionally of one report type. */
export function getFinancialReportPage(
  params: ListPageParams & { type?: ReportType },
): Promise<Page<FinancialReportItem>> {
  return getListPage<FinancialReportItem>('financialReport', params, params.type ? { type: params.type } : {});
}
