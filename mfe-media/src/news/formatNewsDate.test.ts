import { formatNewsDate } from './formatNewsDate';

describe('formatNewsDate', () => {
  it('writes a day in each language the way its readers do', () => {
    expect(formatNewsDate('2026-03-07', 'zh')).toBe('2026年3月7日');
    expect(formatNewsDate('2026-03-07', 'hk')).toBe('2026年3月7日');
    expect(formatNewsDate('2026-03-07', 'en')).toBe('March 7, 2026');
  });

  it('never shifts the day, whatever the time zone of the machine', () => {
    expect(formatNewsDate('2026-01-01', 'en')).toBe('January 1, 2026');
    expect(formatNewsDate('2025-12-31', 'zh')).toBe('2025年12月31日');
  });

  it('shows only the month or the year when the day is not known', () => {
    expect(formatNewsDate('2024-08-01', 'en', 'month')).toBe('August 2024');
    expect(formatNewsDate('2024-08-01', 'hk', 'month')).toBe('2024年8月');
    expect(formatNewsDate('2024-01-01', 'en', 'year')).toBe('2024');
  });

  it('leaves a value it cannot read as it is rather than printing nonsense', () => {
    expect(formatNewsDate('soon', 'en')).toBe('soon');
    expect(formatNewsDate('2026-13-01', 'en')).toBe('2026-13-01');
  });
});
