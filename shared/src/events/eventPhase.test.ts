import { DEFAULT_EVENT_MS, LIVE_LEAD_MS, eventPhase, eventTimingOf, nextPhaseChange, type EventTiming } from './eventPhase';

const start = Date.UTC(2026, 10, 27, 12, 0);
const call: EventTiming = { startMs: start, endMs: start + 90 * 60_000, status: 'scheduled' };

describe('eventPhase', () => {
  it('is before the event until a quarter of an hour before its start', () => {
    expect(eventPhase(call, start - 15 * 60_000 - 1)).toBe('before');
    expect(eventPhase(call, start - 15 * 60_000)).toBe('live');
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
    const day: EventTiming = { startMs: null, endMs: null, dayEndMs: start, status: 'scheduled' };
    expect(eventPhase(day, start - 1)).toBe('before');
    expect(eventPhase(day, start)).toBe('after');
  });
});

describe('nextPhaseChange', () => {
  it('names the live moment, then the end, then nothing', () => {
    expect(nextPhaseChange(call, start - 3_600_000)).toBe(start - LIVE_LEAD_MS);
    expect(nextPhaseChange(call, start)).toBe(start + 90 * 60_000);
    expect(nextPhaseChange(call, start + 90 * 60_000)).toBeUndefined();
  });
});

describe('eventTimingOf', () => {
  it('reads the instants, and ends a day-only event at midnight in Beijing', () => {
    const timing = eventTimingOf({ eventAt: null, endAt: null, date: '2026-12-10', datePrecision: 'day', eventStatus: 'scheduled' });
    expect(timing.startMs).toBeNull();
    expect(new Date(timing.dayEndMs!).toISOString()).toBe('2026-12-10T16:00:00.000Z');
    expect(eventTimingOf({ eventAt: '2026-12-10T12:30:00Z', endAt: null, date: '2026-12-10', datePrecision: 'day', eventStatus: 'scheduled' }).startMs).toBe(Date.UTC(2026, 11, 10, 12, 30));
  });
});
