import { getAmericaNoticePage } from '@azi/shared/api/get-america-notice-page';
import type { AmericaNoticeItem, SecCategory } from '@azi/shared/api/schemas/content';
import { loadAnnualAndCurrentReports } from './SecFilingsSection';

jest.mock('@azi/shared/api/get-america-notice-page');

const filing = (id: number, formType: string, category: SecCategory, date: string): AmericaNoticeItem => ({
  id,
  title: `Form ${formType}`,
  summary: '',
  date,
  datePrecision: 'day',
  formType,
  linkUrl: 'https://www.sec.gov/x/',
  category,
  accessionNumber: null,
  filingDate: date,
  reportDate: null,
  primaryDocument: '',
  primaryDocDescription: '',
  indexUrl: '',
});

it('lists the annual and current reports the block promises, newest first, and no Form 4', async () => {
  const pages: Partial<Record<SecCategory, AmericaNoticeItem[]>> = {
    annual: [filing(1, '20-F', 'annual', '2026-01-29')],
    current: [filing(2, '6-K', 'current', '2026-03-16'), filing(3, '6-K', 'current', '2025-09-30')],
  };
  jest.mocked(getAmericaNoticePage).mockImplementation(async ({ category }) => ({
    list: pages[category!] ?? [],
    total: (pages[category!] ?? []).length,
    pageNo: 1,
    pageSize: 4,
    years: [],
  }));
  const page = await loadAnnualAndCurrentReports({ lang: 'en', pageNo: 1, pageSize: 2 });
  expect(page.list.map((item) => item.formType)).toEqual(['6-K', '20-F']);
  expect(
    jest
      .mocked(getAmericaNoticePage)
      .mock.calls.map(([params]) => params.category)
      .sort(),
  ).toEqual(['annual', 'current']);
});
