import { readQueryNumber } from '@azi/shared/routing/queryNumber';

describe('readQueryNumber', () => {
  it('reads a whole number inside the bounds', () => {
    expect(readQueryNumber('2025', 1990, 2100)).toBe(2025);
    expect(readQueryNumber('1990', 1990, 2100)).toBe(1990);
    expect(readQueryNumber('2100', 1990, 2100)).toBe(2100);
  });

  it('allows spaces around the digits, as a pasted link may carry', () => {
    expect(readQueryNumber(' 2025 ', 1990, 2100)).toBe(2025);
  });

  it.each([null, '', ' ', 'abc', '-1', '+3', '2.5', '1e3', '20 25', '99999999999', '1989', '2101'])(
    'refuses %p',
    (value) => {
      expect(readQueryNumber(value, 1990, 2100)).toBeUndefined();
    },
  );
});
