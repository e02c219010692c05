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
  label: { zh: '财务报告', hk: '財務報告', en: 'Financial report' },
  // The investor pages' words (mfe-investor's types.reports), and the shorter one visitors type (年报).
  choiceLabels: {
    reportType: {
      annual: { zh: '年度报告 年报', hk: '年度報告 年報', en: 'Annual report' },
      interim: { zh: '中期报告', hk: '中期報告', en: 'Interim report' },
      performanceNews: { zh: '业绩新闻', hk: '業績新聞', en: 'Performance news' },
      otherNews: { zh: '其他新闻', hk: '其他新聞', en: 'Other news' },
    },
  },
});
