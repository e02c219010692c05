/** An annual or interim report, or results news: archive 3, filtered by its type; may be an uploaded PDF. */
import { contentKind } from '@azi/shared/content/contentKind';
import { choice, linkUrl } from '@azi/shared/content/contentField';

export const REPORT_TYPES = ['annual', 'interim', 'performanceNews', 'otherNews'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const financialReport = contentKind({
  fields: [choice('reportType', REPORT_TYPES), linkUrl],
  attachesDocument: true,
  owner: 'ir',
  alertCategory: 'financialReports',
  archive: { id: 3, filter: { param: 'type', values: REPORT_TYPES } },
  search: 'document',
});
