import type { InvestorCalendarItem } from '@azi/shared/api/schemas/content';
import { NO_EVENT_DETAILS } from '../testing/investorFixtures';
import { buildEventIcs } from './buildEventIcs';
import { beijingTimeToUtcMs } from './calendarEventTime';

const call: InvestorCalendarItem = {
  id: 7,
  title: 'Fiscal 2026 results conference call',
  summary: 'Management discusses the results.',
  date: '2026-12-10',
  datePrecision: 'day',
  kind: 'conferenceCall',
  eventAt: null,
  beijingTime: '2026-12-10 20:30',
  fiscalYear: 2026,
  fiscalPeriod: 'FY',
  linkUrl: 'https://example.com/webcast',
  ...NO_EVENT_DETAILS,
};
const text = { beijingTimeNote: 'Beijing time' };

describe('buildEventIcs', () => {
  it('turns 20:30 Beijing time into 12:30 UTC', () => {
    const ics = buildEventIcs(call, text);
    expect(ics).toContain('DTSTART:20261210T123000Z');
    expect(ics).toContain('DURATION:PT1H');
  });

  it('crosses midnight backwards when Beijing is already on the next day', () => {
    expect(new Date(beijingTimeToUtcMs('2027-01-01 07:00')!).toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('prefers the UTC instant the API gives', () => {
    const ics = buildEventIcs({ ...call, eventAt: '2026-12-10T13:00:00Z', beijingTime: '2026-12-10 21:00' }, text);
    expect(ics).toContain('DTSTART:20261210T130000Z');
  });

  it('carries the title, the Beijing time, the link and a stable id', () => {
    const ics = buildEventIcs(call, text)!;
    expect(ics).toContain('SUMMARY:Fiscal 2026 results conference call');
    expect(ics.replace(/\r\n[ \t]/g, '')).toContain('Beijing time 2026-12-10 20:30');
    expect(ics).toContain('URL:https://example.com/webcast');
    expect(ics).toContain('UID:investor-calendar-7@autozi');
  });

  it('makes a day without a time an all-day event', () => {
    const ics = buildEventIcs({ ...call, beijingTime: null }, text);
    expect(ics).toContain('DTSTART;VALUE=DATE:20261210');
    expect(ics).toContain('DTEND;VALUE=DATE:20261211');
  });

  it('gives no file for an entry known only to the month', () => {
    expect(buildEventIcs({ ...call, beijingTime: null, datePrecision: 'month' }, text)).toBeNull();
  });
});
