import type { InvestorCalendarItem } from '@azi/shared/api/schemas/content';
import { eventEndMs, eventTimingOf } from '@azi/shared/events/eventPhase';

const ATTENDANCE = {
  online: 'https://schema.org/OnlineEventAttendanceMode',
  offline: 'https://schema.org/OfflineEventAttendanceMode',
  mixed: 'https://schema.org/MixedEventAttendanceMode',
} as const;

/**
 * The event as schema.org Event data: its status (scheduled or cancelled), how it is attended,
 * where (the webcast as a VirtualLocation, the venue as a Place), and who holds it.
 */
export function eventJsonLd(item: InvestorCalendarItem): Record<string, unknown> {
  const timing = eventTimingOf(item);
  const end = eventEndMs(timing);
  const online = item.webcastUrl || item.registrationUrl;
  const locations = [
    ...(item.attendance !== 'offline' && online ? [{ '@type': 'VirtualLocation', url: online }] : []),
    ...(item.attendance !== 'online' && item.venue ? [{ '@type': 'Place', name: item.venue, address: item.venue }] : []),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: item.title,
    ...(item.summary ? { description: item.summary } : {}),
    startDate: timing.startMs !== null ? new Date(timing.startMs).toISOString() : item.date,
    ...(timing.startMs !== null && end !== null ? { endDate: new Date(end).toISOString() } : {}),
    eventStatus: item.eventStatus === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: ATTENDANCE[item.attendance],
    ...(locations.length === 1 ? { location: locations[0] } : locations.length > 1 ? { location: locations } : {}),
    organizer: { '@type': 'Organization', name: 'Autozi Internet Technology (Global) Ltd.' },
  };
}
