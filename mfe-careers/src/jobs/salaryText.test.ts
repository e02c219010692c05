import { i18n } from '@azi/shared/i18n/instance';
import { LANGS } from '@azi/shared/i18n/languages';
import remote from '../module';
import { salaryText } from './salaryText';

beforeAll(async () => {
  for (const lang of LANGS) i18n.addResourceBundle(lang, remote.namespace, await remote.loadText!(lang), true, true);
});

const none = { salaryMin: null, salaryMax: null, salaryCurrency: 'CNY', salaryUnit: 'MONTH' } as const;

describe('salaryText', () => {
  it('writes a range with grouped thousands, its currency and unit, in the page language', () => {
    const salary = { ...none, salaryMin: 15000, salaryMax: 25000 };
    expect(salaryText(salary, i18n.getFixedT('en', 'careers'))).toBe('CNY 15,000–25,000 a month');
    expect(salaryText(salary, i18n.getFixedT('zh', 'careers'))).toBe('15,000–25,000 CNY/月');
  });

  it('writes one end when HR gave only one', () => {
    const t = i18n.getFixedT('hk', 'careers');
    expect(salaryText({ ...none, salaryMin: 300000, salaryUnit: 'YEAR', salaryCurrency: 'HKD' }, t)).toBe(
      '300,000 起 HKD/年',
    );
    expect(salaryText({ ...none, salaryMax: 800 }, i18n.getFixedT('en', 'careers'))).toBe('CNY up to 800 a month');
  });

  it('gives nothing when HR gave no salary', () => {
    expect(salaryText(none, i18n.getFixedT('en', 'careers'))).toBeUndefined();
  });
});
