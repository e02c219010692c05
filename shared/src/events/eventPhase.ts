/**
 * Where an investor event stands at a moment (issue 41): before it, starting (the quarter of an
 * hour before its start, when the webcast link is made prominent), live (from its start until its
 * end), after it, or cancelled. The API decides it with its clock and sends it with the event, so
 * the server's HTML and the browser's hydration show the same phase; the site's page cache keeps
 * an event page no longer than the next moment the phase changes (nextPhaseChange).
 *
 * An item known only to the day, month or year (issue 53) has no start: it is before until the
 * whole of that period is over in Beijing (the company's calendar), then after. It is never
 * starting or live, and only a timed or day-dated item can go in a calendar app.
 */

import type { EventStatus } from '@azi/shared/content/investorCalendar';
import { BEIJING_OFFSET_MS } from '@azi/shared/time/beijingTime';

/** The live link is made prominent this long before the start. */
export const LIVE_LEAD_MS = 15 * 60 * 1000;
/** An event with a start and no end is taken to last this long (a results call does). */
export const DEFAULT_EVENT_MS = 60 * 60 * 1000;

export const EVENT_PHASES = ['before', 'starting', 'live', 'after', 'cancelled'] as const;
export type EventPhase = (typeof EVENT_PHASES)[number];

// An event's statuses are the investor calendar kind's (staff set them in the console).
export { EVENT_STATUSES, type EventStatus } from '@azi/shared/content/investorCalendar';

export interface EventTiming {
  /** Start, epoch ms; null when only the day, month or year is known. */
  startMs: number | null;
  /** End, epoch ms; null: start + DEFAULT_EVENT_MS. */
  endMs: number | null;
  /** For an item without a start: the first instant after its day, month or year in Beijing, epoch ms. */
  periodEndMs?: number | null;
  status: EventStatus;
}

/** The moment the event is over: its end, its start plus an hour, or the end of its day, month or year. */
export function eventEndMs(timing: EventTiming): number | null {
  if (timing.startMs === null) return timing.periodEndMs ?? null;
  return timing.endMs !== null && timing.endMs > timing.startMs ? timing.endMs : timing.startMs + DEFAULT_EVENT_MS;
}

/** The phase at `nowMs`. An event with no date at all is 'before' until staff give it one. */
export function eventPhase(timing: EventTiming, nowMs: number): EventPhase {
  if (timing.status === 'cancelled') return 'cancelled';
  const end = eventEndMs(timing);
  if (end !== null && nowMs >= end) return 'after';
  if (timing.startMs !== null && nowMs >= timing.startMs) return 'live';
  if (timing.startMs !== null && nowMs >= timing.startMs - LIVE_LEAD_MS) return 'starting';
  return 'before';
}

/** The next moment after `nowMs` at which the phase changes, or undefined when it never will. */
export function nextPhaseChange(timing: EventTiming, nowMs: number): number | undefined {
  if (timing.status === 'cancelled') return undefined;
  const end = eventEndMs(timing);
  const moments = [timing.startMs === null ? null : timing.startMs - LIVE_LEAD_MS, timing.startMs, end];
  return moments.filter((moment): moment is number => moment !== null && moment > nowMs).sort((a, b) => a - b)[0];
}

/** What an investor-calendar item says about its time (the API's item has more). */
export interface TimedItem {
  eventAt: string | null;
  endAt: string | null;
  date: string;
  datePrecision: string;
  eventStatus: EventStatus;
}

/** The first instant of the Beijing day, month or year `date` names at `precision` (`after`: of the next one), or null. */
function periodBoundMs(date: string, precision: string, after: 0 | 1): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const bound =
    precision === 'day'
      ? Date.UTC(year, month, day + after)
      : precision === 'month'
        ? Date.UTC(year, month + after, 1)
        : precision === 'year'
          ? Date.UTC(year + after, 0, 1)
          : NaN;
  return Number.isNaN(bound) ? null : bound - BEIJING_OFFSET_MS;
}

/** Where the Beijing day, month or year of an item's date begins. */
export const periodStartMs = (date: string, precision: string) => periodBoundMs(date, precision, 0);
/** The first instant after it. */
export const periodEndMs = (date: string, precision: string) => periodBoundMs(date, precision, 1);

/** An item's timing: its start and end instants, or, without a start, the end of its dated period. */
export function eventTimingOf(item: TimedItem): EventTiming {
  const instant = (iso: string | null) => {
    const ms = iso ? Date.parse(iso) : NaN;
    return Number.isNaN(ms) ? null : ms;
  };
  return {
    startMs: instant(item.eventAt),
    endMs: instant(item.endAt),
    periodEndMs: periodEndMs(item.date, item.datePrecision),
    status: item.eventStatus,
  };
}

/**
 * Whether a calendar app can take the item: a start instant or a whole Beijing day. An item known
 * only to the month or year cannot (a calendar entry would invent its day).
 */
export function hasCalendarDate(item: Pick<TimedItem, 'eventAt' | 'datePrecision'>): boolean {
  return (item.eventAt !== null && !Number.isNaN(Date.parse(item.eventAt))) || item.datePrecision === 'day';
}

/** "Add to calendar" is offered while an item is still ahead and has a date a calendar can hold. */
export function canAddToCalendar(item: Pick<TimedItem, 'eventAt' | 'datePrecision'> & { phase: EventPhase }): boolean {
  return item.phase === 'before' && hasCalendarDate(item);
}
