import { oneEditApart } from './didYouMean';

const apart = (a: string, b: string) => oneEditApart([...a], [...b]);

describe('one edit apart', () => {
  it('is true for a letter changed, added, dropped, or two neighbours swapped', () => {
    expect(apart('insurence', 'insurance')).toBe(true);
    expect(apart('nasdq', 'nasdaq')).toBe(true);
    expect(apart('nasdaqq', 'nasdaq')).toBe(true);
    expect(apart('nsadaq', 'nasdaq')).toBe(true);
    expect(apart('供应连', '供应链')).toBe(true);
  });

  it('is false for two edits or more', () => {
    expect(apart('insurnece', 'insurance')).toBe(false);
    expect(apart('nsdq', 'nasdaq')).toBe(false);
    expect(apart('供连', '供应链条')).toBe(false);
  });
});
