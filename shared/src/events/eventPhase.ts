/**
 * Where an investor event stands at a moment (issue 41): before it, live (from a quarter of an hour
 * before its start until its end, when the webcast link is made prominent), after it, or
 * cancelled. The API decides it with its clock and sends it with the event, so the server's HTML
 * and the browser's hydration show the same phase; the site's page cache keeps an event page no
 * longer than the next moment the phase changes (nextPhaseChange).
 */

import { BEIJING_OFFSET_MS } from '@azi/shared/time/beijingTime';

/** The live link is made prominent this long before the start. */
export const LIVE_LEAD_MS = 15 * 60 * 1000;
/** An event with a start and no end is taken to last this long (a results call does). */
export const DEFAULT_EVENT_MS = 60 * 60 * 1000;

export const EVENT_PHASES = ['before', 'live', 'after', 'cancelled'] as const;
export type EventPhase = (typeof EVENT_PHASES)[number];

export const EVENT_STATUSES = ['scheduled', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export interface EventTiming {
  /** Start, epoch ms; null when only the day (or less) is known. */
  startMs: number | null;
  /** End, epoch ms; null: start + DEFAULT_EVENT_MS. */
  endMs: number | null;
  /** For an event known only to the day: the first instant after that day, epoch ms. */
  dayEndMs?: number | null;
  status: EventStatus;
}

/** The moment the event is over: its end, its start plus an hour, or the end of its day. */
export function eventEndMs(timing: EventTiming): number | null {
  if (timing.startMs === null) return timing.dayEndMs ?? null;
  return timing.endMs !== null && timing.endMs > timing.startMs ? timing.endMs : timing.startMs + DEFAULT_EVENT_MS;
}

/** The phase at `nowMs`. An event with no time at all is 'before' until staff give it one. */
export function eventPhase(timing: EventTiming, nowMs: number): EventPhase {
  if (timing.status === 'cancelled') return 'cancelled';
  const end = eventEndMs(timing);
  if (end !== null && nowMs >= end) return 'after';
  if (timing.startMs !== null && nowMs >= timing.startMs - LIVE_LEAD_MS) return 'live';
  return 'before';
}

/** The next moment after `nowMs` at which the phase changes, or undefined when it never will. */
export function nextPhaseChange(timing: EventTiming, nowMs: number): number | undefined {
  if (timing.status === 'cancelled') return undefined;
  const end = eventEndMs(timing);
  const moments = [timing.startMs === null ? null : timing.startMs - LIVE_LEAD_MS, end];
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

/**
 * An item's timing: its start and end instants, or, for an item known only to the day, the end of
 * that day in Beijing (the company's calendar).
 */
export function eventTimingOf(item: TimedItem): EventTiming {
  const instant = (iso: string | null) => {
    const ms = iso ? Date.parse(iso) : NaN;
    return Number.isNaN(ms) ? null : ms;
  };
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(item.date);
  const dayEndMs = item.datePrecision === 'day' && day ? Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]) + 1) - BEIJING_OFFSET_MS : null;
  return { startMs: instant(item.eventAt), endMs: instant(item.endAt), dayEndMs, status: item.eventStatus };
}
