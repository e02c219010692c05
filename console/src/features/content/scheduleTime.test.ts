import { formatLocal, isoToLocalInput, localInputToIso, localZoneLabel } from './scheduleTime';

// Jest gives each test file a copy of process.env, so TZ cannot be changed here: these hold in
// whatever zone the tests run (the e2e runs the real browser in its own).
it('reads the picked date and time in the viewer’s own zone and stores that instant', () => {
  expect(localInputToIso('2026-11-23T09:30')).toBe(new Date(2026, 10, 23, 9, 30).toISOString());
});

it('shows a stored instant in the viewer’s zone, the same wall-clock time it was picked at', () => {
  const instant = new Date(2026, 10, 23, 7, 5).toISOString();
  expect(isoToLocalInput(instant)).toBe('2026-11-23T07:05');
  expect(localInputToIso(isoToLocalInput('2030-01-15T01:30:00Z'))).toBe('2030-01-15T01:30:00.000Z');
});

it('names the zone and its offset from UTC', () => {
  expect(localZoneLabel(new Date('2026-11-23T00:00:00Z'))).toMatch(/UTC[+-]\d{2}:\d{2}$/);
});

it('refuses a value that is not a date and time', () => {
  expect(localInputToIso('')).toBeUndefined();
  expect(localInputToIso('2026-11-23')).toBeUndefined();
  expect(isoToLocalInput('not a date')).toBe('');
});

it('names the zone of every time it shows', () => {
  const shown = formatLocal('2026-11-23T12:00:00Z', 'en-GB');
  const zone = new Intl.DateTimeFormat('en-GB', { timeZoneName: 'short' })
    .formatToParts(new Date('2026-11-23T12:00:00Z'))
    .find((part) => part.type === 'timeZoneName')!.value;
  expect(shown.endsWith(zone)).toBe(true);
  expect(formatLocal('not a time', 'en-GB')).toBe('not a time');
});
