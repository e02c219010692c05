import type { FinancialReportItem, InvestorCalendarItem, Page } from '@azi/shared/api/schemas/content';

/** Test data shaped like the API's answers. */
export function page<T>(list: T[], overrides: Partial<Page<T>> = {}): Page<T> {
  return { list, total: list.length, pageNo: 1, pageSize: 10, years: [2026, 2025, 2024], ...overrides };
}

export function report(id: number, overrides: Partial<FinancialReportItem> = {}): FinancialReportItem {
  return {
    id,
    title: `Annual report for fiscal year ${2020 + id} (Form 20-F)`,
    summary: 'Annual report for the fiscal year.',
    date: `${2020 + id}-12-15`,
    datePrecision: 'day',
    reportType: 'annual',
    linkUrl: `https://example.com/reports/${id}.pdf`,
    ...overrides,
  };
}

/** An entry's event fields (issue 41) when staff filled none: scheduled, online, no links. */
export const NO_EVENT_DETAILS = {
  endAt: null,
  eventStatus: 'scheduled',
  attendance: 'online',
  venue: '',
  dialIn: '',
  registrationUrl: '',
  webcastUrl: '',
  replayUrl: '',
  slidesUrl: '',
  transcriptUrl: '',
  pressReleaseUrl: '',
  revision: 0,
  phase: 'before',
} as const satisfies Partial<InvestorCalendarItem>;

export function calendarEntry(id: number, overrides: Partial<InvestorCalendarItem> = {}): InvestorCalendarItem {
  return {
    id,
    title: `Results conference call ${id}`,
    summary: '',
    date: '2030-03-15',
    datePrecision: 'day',
    kind: 'conferenceCall',
    eventAt: '2030-03-15T12:30:00Z',
    beijingTime: '2030-03-15 20:30',
    fiscalYear: 2030,
    fiscalPeriod: 'Q1',
    linkUrl: 'https://example.com/webcast',
    ...NO_EVENT_DETAILS,
    ...overrides,
  };
}
