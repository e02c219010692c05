import type { InvestorCalendarItem } from '@azi/shared/api/schemas/content';
import { BEIJING_OFFSET_MS } from '@azi/shared/time/beijingTime';


export type CalendarEventTime =
  /** A start instant (UTC milliseconds). */
  | { kind: 'timed'; startMs: number }
  /** A day without a known time of day, as [year, month, day] in Beijing. */
  | { kind: 'allDay'; day: [number, number, number] };

/** 'YYYY-MM-DD HH:mm' read as Beijing wall-clock time, as UTC milliseconds. */
export function beijingTimeToUtcMs(beijingTime: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/.exec(beijingTime.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi) - BEIJING_OFFSET_MS;
}

/**
 * When a calendar entry happens: its UTC instant when the API gives one, else its Beijing time
 * converted, else the whole day when only the day is known. Entries known only to the month or
 * year cannot go in a calendar.
 */
export function calendarEventTime(item: InvestorCalendarItem): CalendarEventTime | null {
  if (item.eventAt) {
    const ms = Date.parse(item.eventAt);
    if (!Number.isNaN(ms)) return { kind: 'timed', startMs: ms };
  }
  if (item.beijingTime) {
    const ms = beijingTimeToUtcMs(item.beijingTime);
    if (ms !== null) return { kind: 'timed', startMs: ms };
  }
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(item.date);
  if (item.datePrecision === 'day' && day) return { kind: 'allDay', day: [Number(day[1]), Number(day[2]), Number(day[3])] };
  return null;
}

/** The moment after which an entry no longer counts as upcoming. */
export function calendarEventEndMs(time: CalendarEventTime): number {
  if (time.kind === 'timed') return time.startMs + 60 * 60 * 1000;
  const [y, m, d] = time.day;
  return Date.UTC(y, m - 1, d + 1) - BEIJING_OFFSET_MS;
}

/** Whether an entry can still be attended (and so added to a calendar) at `nowMs`. */
export function isUpcoming(item: InvestorCalendarItem, nowMs: number): boolean {
  const time = calendarEventTime(item);
  return time !== null && calendarEventEndMs(time) > nowMs;
}
