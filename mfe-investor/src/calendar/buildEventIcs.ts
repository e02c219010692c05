import { createEvent, type EventAttributes } from 'ics';
import type { InvestorCalendarItem } from '@azi/shared/api/schemas/content';
import { eventUid } from '@azi/shared/events/eventCalendar';
import { calendarEventTime } from './calendarEventTime';

export interface IcsText {
  /** The line that says the time is Beijing time, in the page's language. */
  beijingTimeNote: string;
}

/**
 * An iCalendar file for one investor-calendar entry. Timed entries are written in UTC (…Z), so
 * every calendar app shows them in its own zone at the right moment; day-only entries are
 * all-day events. Returns null for an entry with no usable date.
 */
export function buildEventIcs(item: InvestorCalendarItem, text: IcsText): string | null {
  const time = calendarEventTime(item);
  if (!time) return null;
  const description = [item.summary, item.beijingTime ? `${text.beijingTimeNote} ${item.beijingTime}` : '', item.linkUrl]
    .filter((part) => part.trim() !== '')
    .join('\n');
  const common = {
    title: item.title,
    description,
    uid: eventUid(item.id),
    productId: 'autozi/investor-relations',
    ...(item.linkUrl.startsWith('http') ? { url: item.linkUrl } : {}),
  };
  const attributes: EventAttributes =
    time.kind === 'timed'
      ? { ...common, start: time.startMs, startInputType: 'utc', startOutputType: 'utc', duration: { hours: 1 } }
      : { ...common, start: time.day, end: nextDay(time.day) };
  const { error, value } = createEvent(attributes);
  if (error || !value) return null;
  return value;
}

function nextDay([y, m, d]: [number, number, number]): [number, number, number] {
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
}

/** A file name that every system accepts. */
export function icsFileName(item: InvestorCalendarItem): string {
  return `autozi-investor-event-${item.id}.ics`;
}
