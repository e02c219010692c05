import { formatPrice } from './formatPrice';

describe('a share price, written the way US equities are quoted', () => {
  it('takes cents at or above a dollar, however many decimals were stored', () => {
    expect(formatPrice(1.5557, 'en')).toBe('$1.56');
    expect(formatPrice(2.054, 'en')).toBe('$2.05');
    expect(formatPrice(1.63, 'en')).toBe('$1.63');
    expect(formatPrice(1, 'en')).toBe('$1.00');
  });

  it('takes up to four decimals below a dollar, and never fewer than two', () => {
    expect(formatPrice(0.81254, 'en')).toBe('$0.8125');
    expect(formatPrice(0.5, 'en')).toBe('$0.50');
  });

  it("writes a day's change to its close's decimals, with its sign", () => {
    expect(formatPrice(-0.0557, 'en', { level: 1.5, signed: true })).toBe('-$0.06');
    expect(formatPrice(0.0123, 'en', { level: 0.8, signed: true })).toBe('+$0.0123');
  });

  it("follows the page's language, and can leave the dollar sign to a heading", () => {
    expect(formatPrice(2.054, 'zh-CN')).toBe('US$2.05');
    expect(formatPrice(2.054, 'zh-HK', { currency: false })).toBe('2.05');
  });
});
