import { mapQuote } from '../../src/stock/mapQuote';

describe('mapQuote', () => {
  it('reads figures at the root, with thousands separators and percent signs', () => {
    expect(mapQuote({ open: '1,234.5', turnoverRate: '1.5%', time: 1795000000 }, 'AZI')).toMatchObject({
      open: 1234.5,
      turnoverRate: 1.5,
      updatedAt: '1795000000',
      high: null,
    });
  });

  it('finds the figures inside a list wrapper', () => {
    expect(mapQuote({ result: [{ close: 2 }] }, 'AZI')).toMatchObject({ price: 2 });
  });

  it('leaves a figure null rather than guessing it', () => {
    expect(mapQuote({ price: 'n/a', open: 1 }, 'AZI')).toMatchObject({ price: null, open: 1, marketValue: null });
  });

  it('returns null when nothing is recognisable', () => {
    expect(mapQuote({ msg: 'ok', data: {} }, 'AZI')).toBeNull();
    expect(mapQuote(null, 'AZI')).toBeNull();
  });
});
