import { foldInPlace, foldScript, hongKongScript } from './scriptFold';

describe('the Chinese scripts folded for search', () => {
  it('reads traditional and simplified words as the same simplified words', () => {
    expect(foldScript('汽車 財報 股價 投資者關係')).toBe('汽车 财报 股价 投资者关系');
    expect(foldScript('汽车 财报')).toBe('汽车 财报');
  });

  it('leaves Latin letters, digits and punctuation as they are', () => {
    expect(foldScript('Form 20-F（2025）')).toBe('Form 20-F（2025）');
  });

  it('keeps every character in its place, so a match found folded marks the original', () => {
    const text = '中馳車福提交2025財政年度年報';
    expect(foldInPlace(text)).toHaveLength(text.length);
    expect(foldInPlace(text).indexOf('年报')).toBe(text.indexOf('年報'));
  });

  it('writes a folded word back in Hong Kong characters', () => {
    expect(hongKongScript('供应链')).toBe('供應鏈');
  });
});
