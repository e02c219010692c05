import {
  DEFAULT_EVENT_MS,
  LIVE_LEAD_MS,
  canAddToCalendar,
  eventPhase,
  eventTimingOf,
  nextPhaseChange,
  periodEndMs,
  type EventTiming,
  type TimedItem,
} from './eventPhase';

const start = Date.UTC(2026, 10, 27, 12, 0);
const call: EventTiming = { startMs: start, endMs: start + 90 * 60_000, status: 'scheduled' };
const dated = (date: string, datePrecision: string): TimedItem => ({
  eventAt: null,
  endAt: null,
  date,
  datePrecision,
  eventStatus: 'scheduled',
});
/** Midnight in Beijing at the start of the given day, as an instant. */
const beijingMidnight = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) - 8 * 3_600_000;

describe('eventPhase', () => {
  it('is before the event until a quarter of an hour before its start, then starting until the start', () => {
    expect(eventPhase(call, start - 15 * 60_000 - 1)).toBe('before');
    expect(eventPhase(call, start - 15 * 60_000)).toBe('starting');
    expect(eventPhase(call, start - 1)).toBe('starting');
    expect(eventPhase(call, start)).toBe('live');
  });

  it('stays live until the end, then is after', () => {
    expect(eventPhase(call, start + 89 * 60_000)).toBe('live');
    expect(eventPhase(call, start + 90 * 60_000)).toBe('after');
  });

  it('takes an event without an end to last an hour', () => {
    const open = { ...call, endMs: null };
    expect(eventPhase(open, start + DEFAULT_EVENT_MS - 1)).toBe('live');
    expect(eventPhase(open, start + DEFAULT_EVENT_MS)).toBe('after');
  });

  it('says cancelled whatever the time', () => {
    expect(eventPhase({ ...call, status: 'cancelled' }, start)).toBe('cancelled');
    expect(nextPhaseChange({ ...call, status: 'cancelled' }, start - 1e9)).toBeUndefined();
  });

  it('is never live for a day-only event, and after once its day is over', () => {
    const day: EventTiming = { startMs: null, endMs: null, periodEndMs: start, status: 'scheduled' };
    expect(eventPhase(day, start - 1)).toBe('before');
    expect(eventPhase(day, start)).toBe('after');
  });
});

describe('the phase of an item dated by month or year', () => {
  it('is after once the whole month is over in Beijing, and before until then', () => {
    const h1Results = eventTimingOf(dated('2025-09-01', 'month'));
    expect(eventPhase(h1Results, beijingMidnight(2025, 9, 30))).toBe('before');
    expect(eventPhase(h1Results, beijingMidnight(2025, 10, 1) - 1)).toBe('before');
    expect(eventPhase(h1Results, beijingMidnight(2025, 10, 1))).toBe('after');
  });

  it('is after once the whole year is over in Beijing, and never starting or live within it', () => {
    const annualReport = eventTimingOf(dated('2025-01-01', 'year'));
    for (const moment of [beijingMidnight(2025, 1, 1), beijingMidnight(2025, 6, 15), beijingMidnight(2026, 1, 1) - 1])
      expect(eventPhase(annualReport, moment)).toBe('before');
    expect(eventPhase(annualReport, beijingMidnight(2026, 1, 1))).toBe('after');
    expect(nextPhaseChange(annualReport, beijingMidnight(2025, 3, 1))).toBe(beijingMidnight(2026, 1, 1));
  });

  it('ends December at the turn of the year and a day at midnight in Beijing', () => {
    expect(periodEndMs('2025-12-01', 'month')).toBe(beijingMidnight(2026, 1, 1));
    expect(new Date(periodEndMs('2026-12-10', 'day')!).toISOString()).toBe('2026-12-10T16:00:00.000Z');
    expect(periodEndMs('not a date', 'day')).toBeNull();
  });
});

describe('canAddToCalendar', () => {
  it('offers a timed or day-dated item before it, never one dated by month or year, nor one under way', () => {
    expect(canAddToCalendar({ eventAt: '2026-12-10T12:30:00Z', datePrecision: 'day', phase: 'before' })).toBe(true);
    expect(canAddToCalendar({ eventAt: null, datePrecision: 'day', phase: 'before' })).toBe(true);
    expect(canAddToCalendar({ eventAt: null, datePrecision: 'month', phase: 'before' })).toBe(false);
    expect(canAddToCalendar({ eventAt: null, datePrecision: 'year', phase: 'before' })).toBe(false);
    for (const phase of ['starting', 'live', 'after', 'cancelled'] as const)
      expect(canAddToCalendar({ eventAt: '2026-12-10T12:30:00Z', datePrecision: 'day', phase })).toBe(false);
  });
});

describe('nextPhaseChange', () => {
  it('names the starting moment, then the start, then the end, then nothing', () => {
    expect(nextPhaseChange(call, start - 3_600_000)).toBe(start - LIVE_LEAD_MS);
    expect(nextPhaseChange(call, start - LIVE_LEAD_MS)).toBe(start);
    expect(nextPhaseChange(call, start)).toBe(start + 90 * 60_000);
    expect(nextPhaseChange(call, start + 90 * 60_000)).toBeUndefined();
  });
});

describe('eventTimingOf', () => {
  it('reads the instants, and ends a day-only event at midnight in Beijing', () => {
    const timing = eventTimingOf(dated('2026-12-10', 'day'));
    expect(timing.startMs).toBeNull();
    expect(new Date(timing.periodEndMs!).toISOString()).toBe('2026-12-10T16:00:00.000Z');
    expect(eventTimingOf({ ...dated('2026-12-10', 'day'), eventAt: '2026-12-10T12:30:00Z' }).startMs).toBe(
      Date.UTC(2026, 11, 10, 12, 30),
    );
  });
});
