/**
 * Launch content of the investor pages, from docs/company-facts.md only. Dates whose day is not in
 * the facts carry datePrecision 'month' or 'year' (and sit on the first of that period), and no
 * result figures appear anywhere: the filings linked here are the source.
 */
import type { ContentInput } from '../../content/contentWriter';
import type { ContentName } from '../../content/contentTypes';
import { ALL_FILINGS, FY2024_20F, FY2025_20F, filingsOfType, H1_FY2025_6K } from './edgar';
import { t } from './text';

const ipo = {
  title: t(
    '中驰车福完成首次公开发行，登陆纳斯达克',
    '中馳車福完成首次公開招股，於納斯達克上市',
    'Autozi completes its initial public offering on Nasdaq',
  ),
  summary: t(
    '公司A类普通股在纳斯达克全球市场挂牌交易，股票代码AZI。',
    '公司A類普通股在納斯達克全球市場掛牌交易，股票代號AZI。',
    "The company's Class A ordinary shares trade on the Nasdaq Global Market under the ticker AZI.",
  ),
  date: '2024-08-28',
};
const consolidation = {
  title: t('50股合1股的股份合并生效', '50股合1股的股份合併生效', '50-for-1 share consolidation takes effect'),
  summary: t(
    '公司股份合并于2025年12月12日生效，每50股合并为1股。',
    '公司股份合併於2025年12月12日生效，每50股合併為1股。',
    "The company's 50-for-1 share consolidation took effect on December 12, 2025.",
  ),
  date: '2025-12-12',
};
const fy2024 = {
  title: t(
    '2024财年年度报告（Form 20-F）',
    '2024財政年度年報（Form 20-F）',
    'Annual report for fiscal year 2024 (Form 20-F)',
  ),
  summary: t(
    '截至2024年9月30日止财年的年度报告。',
    '截至2024年9月30日止財政年度的年報。',
    'Annual report for the fiscal year ended September 30, 2024.',
  ),
  date: '2025-01-01',
  datePrecision: 'year' as const,
};
const fy2025 = {
  title: t(
    '2025财年年度报告（Form 20-F）',
    '2025財政年度年報（Form 20-F）',
    'Annual report for fiscal year 2025 (Form 20-F)',
  ),
  summary: t(
    '截至2025年9月30日止财年的年度报告。',
    '截至2025年9月30日止財政年度的年報。',
    'Annual report for the fiscal year ended September 30, 2025.',
  ),
  date: '2026-01-01',
  datePrecision: 'year' as const,
};
const h1fy2025 = {
  title: t(
    '2025财年上半年业绩公告（Form 6-K）',
    '2025財政年度上半年業績公告（Form 6-K）',
    'Results for the first half of fiscal year 2025 (Form 6-K)',
  ),
  summary: t(
    '截至2025年3月31日止六个月的业绩，于2025年9月以6-K表格发布。',
    '截至2025年3月31日止六個月的業績，於2025年9月以6-K表格發佈。',
    'Results for the six months ended March 31, 2025, released on Form 6-K in September 2025.',
  ),
  date: '2025-09-01',
  datePrecision: 'month' as const,
};
const f1 = {
  title: t('公开提交F-1注册声明', '公開提交F-1註冊聲明', 'Registration statement on Form F-1 filed publicly'),
  summary: t(
    '公司于2023年7月向美国证券交易委员会公开提交F-1注册声明。',
    '公司於2023年7月向美國證券交易委員會公開提交F-1註冊聲明。',
    'In July 2023 the company publicly filed its registration statement on Form F-1 with the SEC.',
  ),
  date: '2023-07-01',
  datePrecision: 'month' as const,
};
const fiscalYearEnd = (year: number) => ({
  title: t(`${year}财年结束`, `${year}財政年度結束`, `Fiscal year ${year} ends`),
  summary: t(
    `公司财年截至每年9月30日。`,
    `公司財政年度於每年9月30日結束。`,
    `The company's fiscal year ends on September 30.`,
  ),
  date: `${year}-09-30`,
});

export const INVESTOR_SEED: Partial<Record<ContentName, ContentInput[]>> = {
  investorNews: [
    { ...f1, linkUrl: filingsOfType('F-1') },
    { ...ipo, linkUrl: ALL_FILINGS },
    { ...fy2024, linkUrl: FY2024_20F },
    { ...h1fy2025, linkUrl: H1_FY2025_6K },
    { ...consolidation, linkUrl: ALL_FILINGS },
    { ...fy2025, linkUrl: FY2025_20F },
  ],
  quarterlyAchievement: [
    { ...fy2024, fiscalYear: 2024, fiscalPeriod: 'FY', linkUrl: FY2024_20F },
    { ...h1fy2025, fiscalYear: 2025, fiscalPeriod: 'H1', linkUrl: H1_FY2025_6K },
    { ...fy2025, fiscalYear: 2025, fiscalPeriod: 'FY', linkUrl: FY2025_20F },
  ],
  notice: [
    { ...f1, linkUrl: filingsOfType('F-1') },
    { ...ipo, linkUrl: ALL_FILINGS },
    { ...h1fy2025, linkUrl: H1_FY2025_6K },
    { ...consolidation, linkUrl: ALL_FILINGS },
  ],
  financialReport: [
    { ...fy2024, reportType: 'annual', linkUrl: FY2024_20F },
    { ...fy2025, reportType: 'annual', linkUrl: FY2025_20F },
    { ...h1fy2025, reportType: 'interim', linkUrl: H1_FY2025_6K },
    { ...h1fy2025, reportType: 'performanceNews', linkUrl: H1_FY2025_6K },
    { ...consolidation, reportType: 'otherNews', linkUrl: ALL_FILINGS },
    { ...f1, reportType: 'otherNews', linkUrl: filingsOfType('F-1') },
  ],
  investorCalendar: [
    { ...ipo, kind: 'event', linkUrl: ALL_FILINGS },
    { ...fiscalYearEnd(2024), kind: 'event', fiscalYear: 2024, fiscalPeriod: 'FY' },
    { ...fy2024, kind: 'resultsRelease', fiscalYear: 2024, fiscalPeriod: 'FY', linkUrl: FY2024_20F },
    { ...h1fy2025, kind: 'resultsRelease', fiscalYear: 2025, fiscalPeriod: 'H1', linkUrl: H1_FY2025_6K },
    { ...fiscalYearEnd(2025), kind: 'event', fiscalYear: 2025, fiscalPeriod: 'FY' },
    { ...consolidation, kind: 'event', linkUrl: ALL_FILINGS },
    { ...fy2025, kind: 'resultsRelease', fiscalYear: 2025, fiscalPeriod: 'FY', linkUrl: FY2025_20F },
    { ...fiscalYearEnd(2026), kind: 'event', fiscalYear: 2026, fiscalPeriod: 'FY' },
  ],
  americaNotice: [
    { ...f1, formType: 'F-1', linkUrl: filingsOfType('F-1') },
    { ...fy2024, formType: '20-F', linkUrl: FY2024_20F },
    { ...h1fy2025, formType: '6-K', linkUrl: H1_FY2025_6K },
    { ...fy2025, formType: '20-F', linkUrl: FY2025_20F },
  ],
};
