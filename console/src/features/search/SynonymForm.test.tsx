import { termsOf } from './SynonymForm';

describe('the terms typed in the synonym form', () => {
  it('are one a line or separated by commas, Chinese commas and enumeration marks included', () => {
    expect(termsOf('股价\n股票价格，股票、 share price ; stock price')).toEqual([
      '股价',
      '股票价格',
      '股票',
      'share price',
      'stock price',
    ]);
  });

  it('keep the words of a term together and drop empty ones', () => {
    expect(termsOf('\n investor relations ,,\n IR \n')).toEqual(['investor relations', 'IR']);
  });
});
