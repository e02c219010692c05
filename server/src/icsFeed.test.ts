import ICAL from 'ical.js';
import Fastify from 'fastify';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import type { InvestorCalendarItem } from '@azi/shared/api/schemas/content';
import { buildEventFeed, buildEventFile, foldLine } from './icsFeed';
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
    const text = buildEventFeed({
      lang: 'en',
      siteUrl: SITE,
      nowMs: NOW,
      items: [item(7), item(8, { eventStatus: 'cancelled', revision: 5 })],
    });
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
      items: [
        item(1, { eventAt: null, endAt: null, beijingTime: null }),
        item(2, { date: '2025-01-10', eventAt: '2025-01-10T12:00:00Z', endAt: null }),
      ],
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

  it('folds a Chinese line at 75 octets, not 75 characters, each piece as full as whole characters allow', () => {
    // 12 octets of name, then 30 characters of 3 octets: 12 + 21 × 3 = 75 on the first line; a
    // continuation's leading space leaves room for 24 (73 octets; a 25th would make 76).
    const line = `DESCRIPTION:${'业绩电话会议'.repeat(5)}`;
    const pieces = foldLine(line).split('\r\n');
    expect(pieces.map((piece) => Buffer.byteLength(piece))).toEqual([75, 1 + 9 * 3]);
    expect(pieces[0]).toBe(`DESCRIPTION:${'业绩电话会议'.repeat(5).slice(0, 21)}`);
    // Unfolded (a CRLF and the space removed), the line is whole: no UTF-8 sequence was split.
    expect(pieces.map((piece, index) => (index === 0 ? piece : piece.slice(1))).join('')).toBe(line);
    const long = foldLine(`SUMMARY:${'中'.repeat(60)}`).split('\r\n');
    expect(long.map((piece) => Buffer.byteLength(piece))).toEqual([74, 73, 43]);
    expect(long.every((piece) => !piece.includes('\uFFFD') && Buffer.from(piece).toString('utf8') === piece)).toBe(
      true,
    );
  });

  it('gives items dated only by month or year no VEVENT in the feed (a calendar would need a day)', () => {
    const text = buildEventFeed({
      lang: 'en',
      siteUrl: SITE,
      nowMs: NOW,
      items: [
        item(3, { date: '2026-11-01', datePrecision: 'month', eventAt: null, endAt: null, beijingTime: null }),
        item(4, { date: '2026-01-01', datePrecision: 'year', eventAt: null, endAt: null, beijingTime: null }),
        item(5),
      ],
    });
    expect(parse(text).map((event) => event.uid)).toEqual(['investor-calendar-5@autozi']);
    expect(text).not.toContain('2026110');
    expect(text).not.toContain('20260101');
  });
});

describe('buildEventFile', () => {
  it("holds the feed's own VEVENT: the way to join, the page and the place, in the page's language", () => {
    const call = item(7, {
      title: '中驰车福2026财年业绩电话会议',
      registrationUrl: 'https://register.example.com/azi',
      venue: '北京市朝阳区',
    });
    const file = buildEventFile(call, { lang: 'zh', siteUrl: SITE, nowMs: NOW })!;
    const [event] = parse(file);
    expect(event!.uid).toBe('investor-calendar-7@autozi');
    expect(event!.summary).toBe('中驰车福2026财年业绩电话会议');
    expect(event!.description).toContain('网络直播: https://webcast.example.com/azi');
    expect(event!.description).toContain('电话接入: US +1 000 000 0000\nCode 1234');
    expect(event!.description).toContain('报名: https://register.example.com/azi');
    expect(event!.location).toBe('北京市朝阳区');
    expect(event!.component.getFirstPropertyValue('url')).toBe(`${SITE}/event?id=7`);
    expect(file).not.toContain('X-WR-CALNAME');
    const feed = buildEventFeed({ lang: 'zh', siteUrl: SITE, nowMs: NOW, items: [call] });
    expect(file.slice(file.indexOf('BEGIN:VEVENT'), file.indexOf('END:VEVENT'))).toBe(
      feed.slice(feed.indexOf('BEGIN:VEVENT'), feed.indexOf('END:VEVENT')),
    );
    for (const line of file.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('gives none for an item known only to the month', () => {
    expect(
      buildEventFile(item(8, { datePrecision: 'month', eventAt: null, endAt: null }), {
        lang: 'en',
        siteUrl: SITE,
        nowMs: NOW,
      }),
    ).toBeUndefined();
  });
});

describe('the calendar feed routes', () => {
  it('serve each language as text/calendar, read from the API', async () => {
    const app = Fastify();
    const asked: string[] = [];
    app.get(`${API_PREFIX}/investorCalendar/findPage/:pageNo/:pageSize`, async (request) => {
      asked.push(request.url);
      return {
        code: 200,
        message: 'ok',
        data: { list: [item(7, { eventAt: new Date(Date.now() + 86_400_000).toISOString(), endAt: null })] },
      };
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
    app.get(`${API_PREFIX}/investorCalendar/findPage/:pageNo/:pageSize`, async () => ({
      code: 200,
      message: 'ok',
      data: { list: [{ ...item(7, { eventAt, endAt: null }), title }] },
    }));
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
      expect(
        (await app.inject({ url: '/en/investor-events.ics', headers: { 'if-none-match': etag } })).statusCode,
      ).toBe(200);
    } finally {
      later.mockRestore();
      await app.close();
    }
  });
});

describe('the event file route', () => {
  const events: Record<number, InvestorCalendarItem> = {
    7: item(7),
    8: item(8, { datePrecision: 'year', date: '2025-01-01', eventAt: null, endAt: null }),
  };
  const app = Fastify();
  beforeAll(async () => {
    app.get<{ Querystring: { id: string; lang: string } }>(
      `${API_PREFIX}/investorCalendar/getById`,
      async (request, reply) => {
        const found = events[Number(request.query.id)];
        if (!found) return reply.code(404).send({ code: 404, message: 'not found' });
        return { code: 200, message: 'ok', data: { ...found, title: `${found.title} (${request.query.lang})` } };
      },
    );
    registerIcsRoutes(app, SITE);
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves one event as a calendar file to save, in the language of its path', async () => {
    const response = await app.inject('/hk/event.ics?id=7');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="autozi-investor-event-7.ics"');
    expect(parse(response.body)[0]!.summary).toBe('Fiscal 2026 results call 7 (hk)');
    expect(parse((await app.inject('/event.ics?id=7')).body)[0]!.summary).toBe('Fiscal 2026 results call 7 (zh)');
  });

  it('answers 400 for a missing or malformed id and 404 for an unknown one, saying why', async () => {
    for (const query of ['', '?id=', '?id=abc', '?id=-3', '?id=0', '?id=1.5', '?id=99999999999', '?id=7&id=8']) {
      const response = await app.inject(`/en/event.ics${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.body).toContain('The event id must be a whole number');
    }
    const unknown = await app.inject('/en/event.ics?id=999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('There is no published investor event with id 999.');
    const yearOnly = await app.inject('/en/event.ics?id=8');
    expect(yearOnly.statusCode).toBe(404);
    expect(yearOnly.body).toContain('dated only by month or year');
  });
});
