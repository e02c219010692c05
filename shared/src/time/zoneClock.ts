/**
 * An instant as wall-clock text in the two zones investors read an event's time in: Beijing
 * (UTC+8 all year) and New York (US Eastern, with daylight saving by the rules in force since
 * 2007). Worked out by hand, not with Intl: the server's and the browser's ICU builds format
 * differently, and the served HTML and the hydrated page must say the same.
 */
import { BEIJING_OFFSET_MS } from '@azi/shared/time/beijingTime';

const HOUR_MS = 3_600_000;

/** 'YYYY-MM-DD HH:mm' of a shifted instant. */
const wallClock = (shiftedMs: number) => new Date(shiftedMs).toISOString().slice(0, 16).replace('T', ' ');

export function beijingClock(instantMs: number): string {
  return wallClock(instantMs + BEIJING_OFFSET_MS);
}

/** The UTC instant of 02:00 local standard time on the n-th Sunday of a month (n = 1 or 2). */
function eastern2amOnSunday(year: number, month: number, nth: number, offsetHours: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const day = 1 + ((7 - firstWeekday) % 7) + (nth - 1) * 7;
  return Date.UTC(year, month, day, 2) + offsetHours * HOUR_MS;
}

/** Whether US Eastern daylight time is in force at the instant. */
export function isEasternDaylightTime(instantMs: number): boolean {
  const year = new Date(instantMs).getUTCFullYear();
  // From 2:00 EST on the second Sunday of March to 2:00 EDT on the first Sunday of November.
  const starts = eastern2amOnSunday(year, 2, 2, 5);
  const ends = eastern2amOnSunday(year, 10, 1, 4);
  return instantMs >= starts && instantMs < ends;
}

export function newYorkClock(instantMs: number): { time: string; zone: 'EST' | 'EDT' } {
  const daylight = isEasternDaylightTime(instantMs);
  return { time: wallClock(instantMs - (daylight ? 4 : 5) * HOUR_MS), zone: daylight ? 'EDT' : 'EST' };
}
