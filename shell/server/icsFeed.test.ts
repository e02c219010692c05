import ICAL from 'ical.js';
import Fastify from 'fastify';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import type { InvestorCalendarItem } from '@azi/shared/api/schemas/content';
import { buildEventFeed, foldLine } from './icsFeed';
import { registerIcsRoutes } from './icsRoutes';

const SITE = 'https://www.example.com';
const NOW = Date.parse('2026-11-27T00:00:00Z');

function item(id: number, overrides: Partial<InvestorCalendarItem> = {}): InvestorCalendarItem {
  return {
    id,
    title: `Fiscal 2026 results call ${id}`,
    summary: 'Management discusses the results; questions, answers.',
    date: '2026-12-10',
    datePrecision: 'day',
    kind: 'conferenceCall',
    eventAt: '2026-12-10T12:30:00Z',
    beijingTime: '2026-12-10 20:30',
    fiscalYear: 2026,
    fiscalPeriod: 'FY',
    linkUrl: '',
    endAt: '2026-12-10T13:30:00Z',
    eventStatus: 'scheduled',
    attendance: 'online',
    venue: '',
    dialIn: 'US +1 000 000 0000\nCode 1234',
    registrationUrl: '',
    webcastUrl: 'https://webcast.example.com/azi',
    replayUrl: '',
    slidesUrl: '',
    transcriptUrl: '',
    pressReleaseUrl: '',
    revision: 3,
    phase: 'before',
    ...overrides,
  };
}

/** The feed as a calendar app reads it. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe('buildEventFeed', () => {
  it('gives each event its UID, SEQUENCE, status and times, as a real iCalendar parser reads them', () => {
    const text = buildEventFeed({ lang: 'en', siteUrl: SITE, nowMs: NOW, items: [item(7), item(8, { eventStatus: 'cancelled', revision: 5 })] });
    const [call, cancelled] = parse(text);
    expect(call!.uid).toBe('investor-calendar-7@autozi');
    expect(call!.sequence).toBe(3);
    expect(call!.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(call!.startDate.toJSDate().toISOString()).toBe('2026-12-10T12:30:00.000Z');
    expect(call!.endDate.toJSDate().toISOString()).toBe('2026-12-10T13:30:00.000Z');
    expect(call!.summary).toBe('Fiscal 2026 results call 7');
    expect(call!.description).toContain('Management discusses the results; questions, answers.');
    expect(call!.description).toContain('Dial-in: US +1 000 000 0000\nCode 1234');
    expect(call!.component.getFirstPropertyValue('url')).toBe(`${SITE}/en/event?id=7`);
    expect(cancelled!.sequence).toBe(5);
    expect(cancelled!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('makes a day-only event an all-day event of its Beijing day, and leaves out events long past', () => {
    const text = buildEventFeed({
      lang: 'zh',
      siteUrl: SITE,
      nowMs: NOW,
      items: [item(1, { eventAt: null, endAt: null, beijingTime: null }), item(2, { date: '2025-01-10', eventAt: '2025-01-10T12:00:00Z', endAt: null })],
    });
    const events = parse(text);
    expect(events).toHaveLength(1);
    expect(events[0]!.startDate.isDate).toBe(true);
    expect(events[0]!.startDate.toString()).toBe('2026-12-10');
    expect(events[0]!.endDate.toString()).toBe('2026-12-11');
  });

  it('folds long lines without splitting a character, and the parser joins them back', () => {
    const title = '中驰车福2026财年第四季度及全年业绩电话会议'.repeat(4);
    const text = buildEventFeed({ lang: 'zh', siteUrl: SITE, nowMs: NOW, items: [item(9, { title })] });
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(parse(text)[0]!.summary).toBe(title);
    expect(foldLine('a'.repeat(80)).split('\r\n ')).toEqual(['a'.repeat(75), 'a'.repeat(5)]);
  });
});

describe('the calendar feed routes', () => {
  it('serve each language as text/calendar, read from the API', async () => {
    const app = Fastify();
    const asked: string[] = [];
    app.get(`${API_PREFIX}/investorCalendar/findPage/:pageNo/:pageSize`, async (request) => {
      asked.push(request.url);
      return { code: 200, message: 'ok', data: { list: [item(7, { eventAt: new Date(Date.now() + 86_400_000).toISOString(), endAt: null })] } };
    });
    registerIcsRoutes(app, SITE);
    const feed = await app.inject('/hk/investor-events.ics');
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(asked).toEqual([`${API_PREFIX}/investorCalendar/findPage/1/50?lang=hk`]);
    expect(parse(feed.body).map((event) => event.uid)).toEqual(['investor-calendar-7@autozi']);
    expect((await app.inject('/investor-events.ics')).statusCode).toBe(200);
    await app.close();
  });

  it('answer a calendar that polls an unchanged feed with 304, though each file is stamped with the time it was made', async () => {
    const app = Fastify();
    let title = 'Results call';
    const eventAt = new Date(Date.now() + 86_400_000).toISOString();
    app.get(`${API_PREFIX}/investorCalendar/findPage/:pageNo/:pageSize`, async () => ({ code: 200, message: 'ok', data: { list: [{ ...item(7, { eventAt, endAt: null }), title }] } }));
    registerIcsRoutes(app, SITE);
    const first = await app.inject('/en/investor-events.ics');
    const etag = String(first.headers.etag);
    const later = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    try {
      const again = await app.inject({ url: '/en/investor-events.ics', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      // The stamp did move: only the calendar's content decides the tag.
      const stamp = (body: string) => /^DTSTAMP:.*$/m.exec(body)?.[0];
      expect(stamp((await app.inject('/en/investor-events.ics')).body)).not.toBe(stamp(first.body));
      title = 'Results call (moved)';
      expect((await app.inject({ url: '/en/investor-events.ics', headers: { 'if-none-match': etag } })).statusCode).toBe(200);
    } finally {
      later.mockRestore();
      await app.close();
    }
  });
});
