import { knownDate } from '@azi/shared/api/schemas/content';

test('a date is trimmed to what is known of it', () => {
  expect(knownDate('2024-08-01', 'month')).toBe('2024-08');
  expect(knownDate('2024-01-01', 'year')).toBe('2024');
  expect(knownDate('2024-08-01', 'day')).toBe('2024-08-01');
  // A time after the day (an ISO instant) is never part of it; the day is the default precision.
  expect(knownDate('2024-08-01T00:00:00Z')).toBe('2024-08-01');
});
