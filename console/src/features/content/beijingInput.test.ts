import { beijingInputToIso, isoToBeijingInput, otherClocks } from './beijingInput';

it('reads a typed event time as Beijing time, whatever zone the browser is in', () => {
  expect(beijingInputToIso('2026-03-10T20:00')).toBe('2026-03-10T12:00:00.000Z');
  // Past midnight in Beijing is the day before in UTC.
  expect(beijingInputToIso('2026-01-01T06:30')).toBe('2025-12-31T22:30:00.000Z');
});

it('shows a stored instant as the Beijing time it was entered at', () => {
  expect(isoToBeijingInput('2026-03-10T12:00:00.000Z')).toBe('2026-03-10T20:00');
  expect(beijingInputToIso(isoToBeijingInput('2030-07-15T23:45:00Z'))).toBe('2030-07-15T23:45:00.000Z');
});

it('refuses what is not a date and time of the calendar', () => {
  expect(beijingInputToIso('')).toBeUndefined();
  expect(beijingInputToIso('2026-03-10')).toBeUndefined();
  expect(beijingInputToIso('2026-02-30T10:00')).toBeUndefined();
  expect(beijingInputToIso('2026-03-10T24:00')).toBeUndefined();
  expect(isoToBeijingInput('not a date')).toBe('');
  expect(isoToBeijingInput(null)).toBe('');
});

it('gives the New York time an investor reads, in summer and winter time', () => {
  expect(otherClocks('2026-03-10T12:00:00.000Z', 'x').newYork).toEqual({ time: '2026-03-10 08:00', zone: 'EDT' });
  expect(otherClocks('2026-12-10T12:00:00.000Z', 'x').newYork).toEqual({ time: '2026-12-10 07:00', zone: 'EST' });
});

describe("beside a job's closing time, which its page shows in Beijing time only", () => {
  // The viewer's zone, as the browser tells it (minutes behind UTC).
  const viewerAt = (offset: number) => jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(offset);
  afterEach(() => jest.restoreAllMocks());

  it("gives the viewer's own clock, without New York's", () => {
    viewerAt(-60);
    expect(otherClocks('2026-12-10T12:00:00.000Z', 'CET', { newYork: false })).toEqual({
      local: { time: '2026-12-10 13:00', zone: 'CET' },
    });
  });

  it('gives no other clock to a viewer in Beijing time', () => {
    viewerAt(-480);
    expect(otherClocks('2026-12-10T12:00:00.000Z', 'CST', { newYork: false })).toEqual({});
  });
});
