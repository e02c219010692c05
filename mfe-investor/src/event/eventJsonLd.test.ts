import { calendarEntry } from '../testing/investorFixtures';
import { eventJsonLd } from './eventJsonLd';

/** What Google requires of an Event, and what it recommends (its Event structured data page). */
const REQUIRED = ['name', 'startDate', 'location'];
const RECOMMENDED = ['description', 'endDate', 'eventAttendanceMode', 'eventStatus', 'organizer'];

describe('eventJsonLd', () => {
  it('gives an online call every property Google requires and recommends, its webcast as the VirtualLocation', () => {
    const data = eventJsonLd(
      calendarEntry(7, {
        summary: 'Management discusses the results.',
        webcastUrl: 'https://webcast.example.com/azi',
        endAt: '2030-03-15T13:45:00Z',
      }),
      'en',
    );
    for (const key of [...REQUIRED, ...RECOMMENDED]) expect(data).toHaveProperty(key);
    expect(data).toMatchObject({
      '@type': 'Event',
      startDate: '2030-03-15T12:30:00.000Z',
      endDate: '2030-03-15T13:45:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://webcast.example.com/azi' },
      organizer: { '@type': 'Organization', name: 'Autozi Internet Technology (Global) Ltd.', url: '/en' },
      url: '/en/event?id=7',
    });
  });

  it('names the event page as the VirtualLocation while no webcast or registration link is known, and ends an hour after the start', () => {
    const data = eventJsonLd(calendarEntry(8), 'zh');
    expect(data.location).toEqual({ '@type': 'VirtualLocation', url: '/event?id=8' });
    expect(data.endDate).toBe('2030-03-15T13:30:00.000Z');
    expect(data.organizer).toMatchObject({ url: '/' });
  });

  it('gives an in-person event its Place, and a mixed one both', () => {
    const venue = 'Beijing office';
    expect(eventJsonLd(calendarEntry(9, { attendance: 'offline', venue }), 'en')).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: venue, address: venue },
    });
    expect(
      eventJsonLd(calendarEntry(9, { attendance: 'mixed', venue, webcastUrl: 'https://webcast.example.com/azi' }), 'hk')
        .location,
    ).toEqual([
      { '@type': 'Place', name: venue, address: venue },
      { '@type': 'VirtualLocation', url: 'https://webcast.example.com/azi' },
    ]);
  });

  it('dates an item known only to the month or year at that precision, never on an invented day, with no end', () => {
    const month = eventJsonLd(
      calendarEntry(10, { date: '2025-09-01', datePrecision: 'month', eventAt: null, beijingTime: null }),
      'en',
    );
    expect(month.startDate).toBe('2025-09');
    expect(month).not.toHaveProperty('endDate');
    expect(
      eventJsonLd(
        calendarEntry(11, { date: '2026-01-01', datePrecision: 'year', eventAt: null, beijingTime: null }),
        'en',
      ).startDate,
    ).toBe('2026');
    expect(
      eventJsonLd(calendarEntry(12, { date: '2026-12-10', eventAt: null, beijingTime: null }), 'en').startDate,
    ).toBe('2026-12-10');
  });

  it('says cancelled', () => {
    expect(eventJsonLd(calendarEntry(13, { eventStatus: 'cancelled', phase: 'cancelled' }), 'en').eventStatus).toBe(
      'https://schema.org/EventCancelled',
    );
  });
});
