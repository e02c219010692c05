import { knownDate, type InvestorCalendarItem } from '@azi/shared/api/schemas/content';
import { eventEndMs, eventTimingOf } from '@azi/shared/events/eventPhase';
import type { Lang } from '@azi/shared/i18n/languages';
import { buildPath } from '@azi/shared/routing/paths';

const ATTENDANCE = {
  online: 'https://schema.org/OnlineEventAttendanceMode',
  offline: 'https://schema.org/OfflineEventAttendanceMode',
  mixed: 'https://schema.org/MixedEventAttendanceMode',
} as const;

const ORGANIZER = 'Autozi Internet Technology (Global) Ltd.';

/**
 * The event as schema.org Event data, with what Google requires of an Event (name, startDate,
 * location) and recommends (endDate, eventStatus, eventAttendanceMode, organizer with its URL,
 * description; an image only where an item has one, and calendar items have none) (issue 53).
 *
 * Where: an online event's VirtualLocation is its webcast, else its registration page, else this
 * event page (where the webcast will be published); an in-person one's Place is its venue; a mixed
 * one has both. An item known only to the month or year gives its date at that precision (ISO 8601's
 * 2025-09 or 2025), never an invented day, and no endDate.
 *
 * The page's and the organizer's URLs are paths: schema.org's context types `url` as an IRI, which
 * resolves against the page's own address (the render does not know the public origin).
 */
export function eventJsonLd(item: InvestorCalendarItem, lang: Lang): Record<string, unknown> {
  const timing = eventTimingOf(item);
  const end = eventEndMs(timing);
  const page = buildPath({ lang, layout: 'desktop', page: 'event' }, { query: { id: item.id } });
  const online = { '@type': 'VirtualLocation', url: item.webcastUrl || item.registrationUrl || page };
  const place = item.venue ? { '@type': 'Place', name: item.venue, address: item.venue } : undefined;
  // An in-person event whose venue is not given yet is still somewhere: its page says where, when known.
  const location =
    item.attendance === 'online' || !place ? online : item.attendance === 'mixed' ? [place, online] : place;
  const timed = timing.startMs !== null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: item.title,
    ...(item.summary ? { description: item.summary } : {}),
    url: page,
    startDate: timed ? new Date(timing.startMs!).toISOString() : knownDate(item.date, item.datePrecision),
    ...(timed && end !== null ? { endDate: new Date(end).toISOString() } : {}),
    eventStatus:
      item.eventStatus === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: ATTENDANCE[item.attendance],
    location,
    organizer: { '@type': 'Organization', name: ORGANIZER, url: buildPath({ lang, layout: 'desktop', page: 'home' }) },
  };
}
