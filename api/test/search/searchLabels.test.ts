/**
 * The words the index gives an item are the ones the pages show beside it (the kinds' labels,
 * shared/src/content/contentLabels.ts), plus the words visitors type for a value (年报).
 */
import { choiceLabel, kindLabel } from '@azi/shared/content/contentLabels';
import { LABEL_SOURCES } from '../../src/search/searchLabels';

const wordsOf = (name: keyof typeof LABEL_SOURCES, row: Record<string, unknown>, lang: 'zh' | 'hk' | 'en') =>
  LABEL_SOURCES[name]!.words(row, lang);

describe('search labels', () => {
  it('give a report its type as the archive shows it, and the short word for an annual report where it has one', () => {
    expect(wordsOf('financialReport', { report_type: 'annual' }, 'zh')).toEqual(['年度报告 年报']);
    expect(wordsOf('financialReport', { report_type: 'annual' }, 'hk')).toEqual(['年度報告 年報']);
    expect(wordsOf('financialReport', { report_type: 'annual' }, 'en')).toEqual(['Annual report']);
    expect(wordsOf('financialReport', { report_type: 'interim' }, 'en')).toEqual([
      choiceLabel('financialReport', 'reportType', 'interim', 'en'),
    ]);
  });

  it('give a filing its form and its category; a value without words adds nothing', () => {
    expect(wordsOf('americaNotice', { form_type: '8-K', category: 'current' }, 'en')).toEqual([
      'Form 8-K',
      'Current reports',
    ]);
    expect(wordsOf('americaNotice', { form_type: '20-F', category: 'annual' }, 'zh')).toEqual([
      '20-F 表格',
      '年度报告 年报',
    ]);
    expect(wordsOf('americaNotice', { form_type: null, category: 'nonsense' }, 'en')).toEqual(['', '']);
  });

  it("give an event its kind, results and news the kind's name, a job its family, city and type", () => {
    expect(wordsOf('investorCalendar', { kind: 'conferenceCall', fiscal_period: 'Q3' }, 'hk')).toEqual([
      '電話會議',
      'Q3',
    ]);
    expect(wordsOf('quarterlyAchievement', { fiscal_period: 'H1' }, 'en')).toEqual(['Quarterly results', 'H1']);
    expect(wordsOf('notice', {}, 'zh')).toEqual([kindLabel('notice', 'zh')]);
    expect(wordsOf('job', { category: 'engineering', city: 'beijing', employment_type: 'FULL_TIME' }, 'en')).toEqual([
      'Job opening',
      'Engineering',
      'Beijing',
      'Full-time',
    ]);
  });
});
