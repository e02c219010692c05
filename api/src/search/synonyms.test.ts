import { clausesForIndex, expandQuery, synonymKey, type SynonymGroup } from './synonyms';

const group = (id: number, lang: SynonymGroup['lang'], terms: string[]): SynonymGroup => ({ id, lang, terms });

describe('synonyms applied to a query', () => {
  const zh = [group(1, 'zh', ['股价', '股票价格', 'share price']), group(2, 'zh', ['财报', '财务报告', '年报'])];
  const hk = [group(3, 'hk', ['股價', '股票價格'])];
  const en = [group(4, 'en', ['careers', 'jobs', 'open positions']), group(5, 'en', ['IR', 'investor relations'])];

  it('searches a part that is a term of a list as any term of that list, the typed one first', () => {
    expect(expandQuery('股价', 'zh', zh)).toEqual([['股价', '股票价格', 'share price']]);
    expect(expandQuery('AZI 财报', 'zh', zh)).toEqual([['AZI'], ['财报', '财务报告', '年报']]);
  });

  it('compares in either Chinese script, case and English plurals aside', () => {
    expect(expandQuery('股价', 'hk', hk)).toEqual([['股价', '股票價格']]);
    expect(expandQuery('Career', 'en', en)).toEqual([['Career', 'jobs', 'open positions']]);
    expect(expandQuery('ir', 'en', en)).toEqual([['ir', 'investor relations']]);
    expect(synonymKey('  Open   Positions ', 'en')).toBe('open position');
  });

  it('finds a term of several words inside a longer query', () => {
    expect(expandQuery('AZI investor relations', 'en', en)).toEqual([['AZI'], ['investor relations', 'IR']]);
  });

  it('leaves English search syntax as typed unless the whole query is a term', () => {
    expect(expandQuery('"careers at autozi"', 'en', en)).toEqual([['"careers at autozi"']]);
    expect(expandQuery('careers -engineer', 'en', en)).toEqual([['careers -engineer']]);
  });

  it('leaves a query without terms of a list as it is', () => {
    expect(expandQuery('supply chain', 'en', en)).toEqual([['supply'], ['chain']]);
    expect(expandQuery('供应链', 'zh', [])).toEqual([['供应链']]);
  });

  it('writes the alternatives as the index reads them: Chinese cut into words, English terms of a list as phrases', () => {
    expect(clausesForIndex([['股价', '股票价格', 'share price']], 'zh')).toEqual([['股价', '股票价格', 'share price']]);
    expect(clausesForIndex([['careers', 'open positions']], 'en')).toEqual([['careers', '"open positions"']]);
    expect(clausesForIndex([['!!']], 'en')).toBeUndefined();
  });
});
