import { screen, within } from '@testing-library/react';
import { getAmericaNoticePage } from '@azi/shared/api/get-america-notice-page';
import { getFinancialReportPage } from '@azi/shared/api/get-financial-report-page';
import { getInvestorCalendarPage } from '@azi/shared/api/get-investor-calendar-page';
import { getInvestorNewsPage } from '@azi/shared/api/get-investor-news-page';
import { getLastQuarterlyAchievement } from '@azi/shared/api/get-last-quarterly-achievement';
import { getNoticePage } from '@azi/shared/api/get-notice-page';
import { getStockChart } from '@azi/shared/api/get-stock-chart';
import { getStockQuote } from '@azi/shared/api/get-stock-quote';
import { ApiError } from '@azi/shared/api/ApiError';
import { INVESTOR_ANCHORS } from '@azi/shared/routing/sitePages';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import remote from '../module';
import { calendarEntry, page, report } from '../testing/investorFixtures';
import { InvestorPage } from './InvestorPage';

jest.mock('@azi/shared/api/get-america-notice-page');
jest.mock('@azi/shared/api/get-financial-report-page');
jest.mock('@azi/shared/api/get-investor-calendar-page');
jest.mock('@azi/shared/api/get-investor-news-page');
jest.mock('@azi/shared/api/get-last-quarterly-achievement');
jest.mock('@azi/shared/api/get-notice-page');
jest.mock('@azi/shared/api/get-stock-quote');
jest.mock('@azi/shared/api/get-stock-chart');

beforeEach(() => {
  jest.mocked(getAmericaNoticePage).mockResolvedValue(
    page([
      {
        id: 1,
        title: 'Annual report for fiscal year 2025 (Form 20-F)',
        summary: '',
        date: '2026-01-01',
        datePrecision: 'year',
        formType: '20-F',
        linkUrl: 'https://www.sec.gov/x/',
        category: 'annual',
        accessionNumber: null,
        filingDate: null,
        reportDate: null,
        primaryDocument: '',
        primaryDocDescription: '',
        indexUrl: '',
      },
    ]),
  );
  jest.mocked(getFinancialReportPage).mockResolvedValue(page([report(1)]));
  jest
    .mocked(getStockChart)
    .mockResolvedValue({ symbol: 'AZI', range: '1Y', prices: [], previousClose: null, geometry: null });
  jest.mocked(getInvestorNewsPage).mockResolvedValue(page([]));
  jest.mocked(getNoticePage).mockRejectedValue(new ApiError(500, 'down'));
  jest.mocked(getLastQuarterlyAchievement).mockResolvedValue({
    id: 3,
    title: 'Results for the first half of fiscal year 2025',
    summary: 'Results for the six months ended 31 March 2025.',
    date: '2025-09-01',
    datePrecision: 'month',
    fiscalYear: 2025,
    fiscalPeriod: 'H1',
    linkUrl: 'https://example.com/h1.pdf',
  });
  jest.mocked(getInvestorCalendarPage).mockResolvedValue(
    page([
      calendarEntry(2),
      calendarEntry(1, {
        title: 'Past call',
        date: '2020-03-15',
        eventAt: '2020-03-15T12:30:00Z',
        beijingTime: '2020-03-15 20:30',
        fiscalYear: 2020,
        linkUrl: '',
        phase: 'after',
      }),
    ]),
  );
  jest.mocked(getStockQuote).mockResolvedValue({ symbol: 'AZI', available: false, quote: null });
});

const render = (layout: 'desktop' | 'mobile' = 'desktop') =>
  renderWithPage(<InvestorPage />, { lang: 'en', layout, page: 'investor', remote });

describe('InvestorPage', () => {
  it('has the six anchored sections of the investors menu, in order', async () => {
    const { container } = render();
    await screen.findByText('Results for the first half of fiscal year 2025');
    // The e-mail alerts' form follows them, outside the menu (issue 24).
    expect([...container.querySelectorAll('section')].map((s) => s.id)).toEqual([
      ...INVESTOR_ANCHORS.map((a) => a.id),
      'alerts',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Investor relations' })).toBeInTheDocument();
  });

  it('shows the latest results with their period and document, and links every list to its archive', async () => {
    render();
    const results = (await screen.findByText('Fiscal 2025 first half')).closest('article')!;
    expect(
      within(results).getByRole('link', {
        name: /Results release ?: Results for the first half of fiscal year 2025, PDF/,
      }),
    ).toHaveAttribute('href', 'https://example.com/h1.pdf');
    expect(screen.getByRole('link', { name: 'All quarterly results and investor news' })).toHaveAttribute(
      'href',
      '/en/investor_list1',
    );
    expect(screen.getByRole('link', { name: 'All announcements' })).toHaveAttribute('href', '/en/investor_list2');
    expect(screen.getByRole('link', { name: 'All financial reports' })).toHaveAttribute('href', '/en/investor_list3');
    expect(screen.getByRole('link', { name: 'All conference calls and calendar events' })).toHaveAttribute(
      'href',
      '/en/investor_list4',
    );
    expect(screen.getByRole('link', { name: 'All US SEC filings' })).toHaveAttribute('href', '/en/investor_list5');
  });

  it('keeps the rest of the page when one list fails, and says which failed', async () => {
    render();
    const announcements = document.getElementById('gg')!;
    expect(await within(announcements).findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(
      await within(announcements).findByText('Annual report for fiscal year 2021 (Form 20-F)'),
    ).toBeInTheDocument();
  });

  it('lists conference calls by year, quarter and Beijing time, links each to its event page, and offers only future ones for the calendar', async () => {
    render();
    const calls = document.getElementById('hyyj')!;
    const table = await within(calls).findByRole('table', { name: 'Conference calls' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Year', 'Quarter', 'Beijing time', 'Replay', 'Play', 'Event page']);
    const upcoming = within(within(table).getByRole('rowheader', { name: '2030' }).closest('tr')!);
    expect(upcoming.getByText('2030-03-15 20:30')).toBeInTheDocument();
    // Before the call its link is the webcast, not a replay.
    expect(upcoming.getAllByText('Not available')[0]!.tagName).toBe('TD');
    expect(upcoming.queryByRole('link', { name: /Play/ })).toBeNull();
    const details = within(table).getAllByRole('link', { name: /^Details ?: / });
    expect(details).toHaveLength(within(table).getAllByRole('row').length - 1);
    expect(upcoming.getByRole('link', { name: /^Details ?: / }).getAttribute('href')).toMatch(/^\/en\/event\?id=\d+$/);
    const add = await within(calls).findAllByRole('link', { name: /Add to calendar/ });
    expect(add).toHaveLength(1);
    expect(add[0]).toHaveAccessibleName(/Results conference call 2/);
    expect(add[0]).toHaveAttribute('href', '/en/event.ics?id=2');
  });

  it('shows the replay staff added to a finished call, in the table and on a phone', async () => {
    jest.mocked(getInvestorCalendarPage).mockResolvedValue(
      page([
        calendarEntry(5, {
          date: '2025-12-10',
          eventAt: '2025-12-10T12:30:00Z',
          beijingTime: '2025-12-10 20:30',
          fiscalYear: 2025,
          linkUrl: '',
          replayUrl: 'https://webcast.example.com/replay',
          phase: 'after',
        }),
      ]),
    );
    const { unmount } = render();
    const table = await within(document.getElementById('hyyj')!).findByRole('table', { name: 'Conference calls' });
    const row = within(within(table).getByRole('rowheader', { name: '2025' }).closest('tr')!);
    expect(row.getByText('Available')).toBeInTheDocument();
    expect(row.getByRole('link', { name: /Play/ })).toHaveAttribute('href', 'https://webcast.example.com/replay');
    unmount();
    render('mobile');
    const card = within(
      await within(document.getElementById('hyyj')!).findByRole('list', { name: 'Conference calls' }),
    );
    expect(card.getByText('Available')).toBeInTheDocument();
    expect(card.getByRole('link', { name: /Play/ })).toHaveAttribute('href', 'https://webcast.example.com/replay');
  });

  it('marks an event under way as live, with no "add to calendar", and never lists a past or month-dated item as upcoming', async () => {
    jest.mocked(getInvestorCalendarPage).mockResolvedValue(
      page([
        calendarEntry(6, { title: 'Call under way', phase: 'live' }),
        calendarEntry(7, {
          title: 'Annual report of a past year',
          kind: 'resultsRelease',
          date: '2025-01-01',
          datePrecision: 'year',
          eventAt: null,
          beijingTime: null,
          phase: 'after',
        }),
        calendarEntry(8, {
          title: 'Annual report of this year',
          kind: 'resultsRelease',
          date: `${new Date().getUTCFullYear()}-01-01`,
          datePrecision: 'year',
          eventAt: null,
          beijingTime: null,
        }),
      ]),
    );
    render();
    const calls = document.getElementById('hyyj')!;
    const live = (await within(calls).findByRole('link', { name: 'Call under way' })).closest('li')!;
    expect(within(live).getByText('Live now')).toBeInTheDocument();
    expect(within(calls).queryByRole('link', { name: /Add to calendar/ })).toBeNull();
    expect(within(calls).queryByText('Annual report of a past year')).toBeNull();
    expect(within(calls).queryByText('Annual report of this year')).toBeNull();
  });

  it('leads to the investor FAQ page from the governance section', async () => {
    render('mobile');
    const governance = document.getElementById('qygzwj')!;
    expect(within(governance).getByRole('link', { name: 'Investor FAQ' })).toHaveAttribute('href', '/en/mobile/faq');
    expect(within(governance).queryByText('Under construction')).toBeNull();
    expect(
      within(governance)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Audit committee', 'Compensation committee', 'Nominating and corporate governance committee']);
    await screen.findByText('Quote unavailable');
  });
});
