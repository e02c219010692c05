import { beijingYear } from './beijingTime';

describe('beijingYear', () => {
  it('turns the year at midnight in Beijing, eight hours before UTC does', () => {
    expect(beijingYear(Date.UTC(2026, 11, 31, 15, 59))).toBe(2026);
    expect(beijingYear(Date.UTC(2026, 11, 31, 16, 0))).toBe(2027);
    expect(beijingYear(Date.UTC(2027, 0, 1, 0, 0))).toBe(2027);
  });

  it('agrees with the time-zone database over a year of hours', () => {
    const zone = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Shanghai', year: 'numeric' });
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 2); ms += 3_600_000)
      expect(beijingYear(ms)).toBe(Number(zone.format(ms)));
  });
});
