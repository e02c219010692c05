import { beijingClock, newYorkClock } from './zoneClock';

describe('zone clocks', () => {
  it('gives Beijing time as UTC+8', () => {
    expect(beijingClock(Date.UTC(2026, 11, 10, 12, 30))).toBe('2026-12-10 20:30');
  });

  it('gives New York standard time in winter and daylight time in summer', () => {
    expect(newYorkClock(Date.UTC(2026, 11, 10, 12, 30))).toEqual({ time: '2026-12-10 07:30', zone: 'EST' });
    expect(newYorkClock(Date.UTC(2026, 6, 1, 12, 0))).toEqual({ time: '2026-07-01 08:00', zone: 'EDT' });
  });

  it('switches at 2:00 local time on the second Sunday of March and the first Sunday of November', () => {
    // 2026: 8 March and 1 November.
    expect(newYorkClock(Date.UTC(2026, 2, 8, 6, 59)).zone).toBe('EST');
    expect(newYorkClock(Date.UTC(2026, 2, 8, 7, 0))).toEqual({ time: '2026-03-08 03:00', zone: 'EDT' });
    expect(newYorkClock(Date.UTC(2026, 10, 1, 5, 59)).zone).toBe('EDT');
    expect(newYorkClock(Date.UTC(2026, 10, 1, 6, 0))).toEqual({ time: '2026-11-01 01:00', zone: 'EST' });
  });
});
