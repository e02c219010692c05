import { buildExcerpt } from './excerpt';
import { indexText, queryText, queryTerms } from './segment';

describe('the query as PostgreSQL reads it', () => {
  it('asks for the pairs of neighbouring words, so 供应链 needs both its words side by side', () => {
    expect(indexText('配件供应链', 'zh')).toBe('配件 供应 链 配件供应 供应链');
    expect(queryText('供应链', 'zh')).toBe('供应链');
    // hk is read in the folded script (simplified), as it is indexed.
    expect(queryText('供應鏈金融 保險', 'hk')).toBe('供应链 链金融 保险');
  });

  it('has nothing to search in punctuation or markup alone', () => {
    expect(queryText('<>!!', 'zh')).toBeUndefined();
    expect(queryText('<>!!', 'en')).toBeUndefined();
    expect(queryText('<script>', 'en')).toBe('<script>');
  });

  it('marks the Chinese parts as typed and English words', () => {
    expect(queryTerms('供应链  保险', 'zh')).toEqual(['供应链', '保险']);
    expect(queryTerms('Insurance OR claims', 'en')).toEqual(['insurance', 'claims']);
  });
});

describe('buildExcerpt', () => {
  it('marks every English word that starts with a stem', () => {
    expect(buildExcerpt('Auto insurance links insurers with stores.', 'en', ['insur'])).toEqual([
      { text: 'Auto ' },
      { text: 'insurance', hit: true },
      { text: ' links ' },
      { text: 'insurers', hit: true },
      { text: ' with stores.' },
    ]);
  });

  it('marks a word whose stem ends in i where the word has y', () => {
    const parts = buildExcerpt('Our supply chain serves suppliers and the company.', 'en', [
      'suppli',
      'chain',
      'compani',
    ]);
    expect(parts.filter((part) => part.hit).map((part) => part.text)).toEqual([
      'supply',
      'chain',
      'suppliers',
      'company',
    ]);
  });

  it('starts shortly before the first match in a long text and says where it cut', () => {
    const parts = buildExcerpt(`${'前言。'.repeat(60)}配件供应链服务门店。${'后记。'.repeat(60)}`, 'zh', ['供应链']);
    expect(parts[0]).toEqual({ text: '…' });
    expect(parts.at(-1)).toEqual({ text: '…' });
    expect(parts.filter((part) => part.hit)).toEqual([{ text: '供应链', hit: true }]);
    expect(parts.map((part) => part.text).join('').length).toBeLessThanOrEqual(162);
  });

  it('marks 20-F and 6-K whole, not every word starting with f or 20', () => {
    // PostgreSQL reads 20-F as the stems '20' and 'f'; the typed form comes with them.
    const parts = buildExcerpt('For fiscal 2025 we filed Form 20-F and 6-K reports.', 'en', ['20', 'f', '20-f']);
    expect(parts.filter((part) => part.hit).map((part) => part.text)).toEqual(['20-F']);
  });

  it('marks short stems such as IR only as whole words', () => {
    const parts = buildExcerpt('IR contacts: irregular hours.', 'en', ['ir']);
    expect(parts.filter((part) => part.hit).map((part) => part.text)).toEqual(['IR']);
  });

  it('marks the traditional text a simplified query found, as it is written', () => {
    const parts = buildExcerpt('我們的汽車保險服務', 'hk', ['汽车']);
    expect(parts.filter((part) => part.hit).map((part) => part.text)).toEqual(['汽車']);
  });

  it('finds and marks a match far into a long Chinese text, and one cut between two folded pieces', () => {
    for (const before of [5_000, 998, 999]) {
      const parts = buildExcerpt(`${'前'.repeat(before)}汽車保險${'後'.repeat(3_000)}`, 'hk', ['汽车']);
      expect(parts.filter((part) => part.hit)).toEqual([{ text: '汽車', hit: true }]);
    }
  });

  it('gives the start of the text when only the title matched', () => {
    expect(buildExcerpt('Short body.', 'en', ['zzz'])).toEqual([{ text: 'Short body.' }]);
  });
});
