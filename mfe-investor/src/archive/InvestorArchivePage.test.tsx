import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAmericaNoticePage } from '@azi/shared/api/get-america-notice-page';
import { getFinancialReportPage } from '@azi/shared/api/get-financial-report-page';
import { getNoticePage } from '@azi/shared/api/get-notice-page';
import { ApiError } from '@azi/shared/api/ApiError';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import remote from '../module';
import { LocationProbe } from '../testing/LocationProbe';
import { page, report } from '../testing/investorFixtures';
import { InvestorArchivePage } from './InvestorArchivePage';

jest.mock('@azi/shared/api/get-financial-report-page');
jest.mock('@azi/shared/api/get-notice-page');
jest.mock('@azi/shared/api/get-america-notice-page');
const reports = jest.mocked(getFinancialReportPage);
const notices = jest.mocked(getNoticePage);

function renderArchive(
  options: { search?: string; lang?: 'zh' | 'hk' | 'en'; layout?: 'desktop' | 'mobile'; archive?: 2 | 3 | 5 } = {},
) {
  return renderWithPage(
    <>
      <InvestorArchivePage />
      <LocationProbe />
    </>,
    {
      lang: options.lang ?? 'en',
      layout: options.layout ?? 'desktop',
      page: `investor_list${options.archive ?? 3}`,
      search: options.search,
      remote,
    },
  );
}

const urlQuery = () => screen.getByTestId('location-search').textContent;
const lastRequest = () => reports.mock.calls.at(-1)?.[0];

beforeEach(() => {
  reports.mockReset().mockResolvedValue(page([report(1), report(2)]));
  notices.mockReset();
});

describe('InvestorArchivePage', () => {
  it('asks the API for exactly the filters and page of a shared link', async () => {
    reports.mockResolvedValue(page([report(1)], { total: 25, pageNo: 2 }));
    renderArchive({ search: '?year=2025&keyword=20-F&type=annual&page=2' });
    await screen.findByRole('heading', { name: 'Documents found: 25' });
    expect(lastRequest()).toEqual({ lang: 'en', pageNo: 2, pageSize: 10, year: 2025, keyword: '20-F', type: 'annual' });
    expect(screen.getByLabelText('Year')).toHaveValue('2025');
    expect(screen.getByLabelText('Report type')).toHaveValue('annual');
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('20-F');
  });

  it('falls back to the defaults for nonsense in the query', async () => {
    renderArchive({ search: '?year=abc&page=-1&type=secret' });
    await screen.findByRole('heading', { name: 'Documents found: 2' });
    expect(lastRequest()).toEqual({
      lang: 'en',
      pageNo: 1,
      pageSize: 10,
      year: undefined,
      keyword: undefined,
      type: undefined,
    });
    expect(screen.getByLabelText('Year')).toHaveValue('');
  });

  it('puts a chosen year into the request and the URL, back on page 1', async () => {
    renderArchive({ search: '?page=2' });
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Year'), '2024');
    await waitFor(() => expect(lastRequest()).toMatchObject({ year: 2024, pageNo: 1 }));
    expect(urlQuery()).toBe('?year=2024');
  });

  it('searches a keyword on Enter and keeps the year', async () => {
    renderArchive({ search: '?year=2025' });
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Keyword' }), '6-K{Enter}');
    await waitFor(() => expect(lastRequest()).toMatchObject({ year: 2025, keyword: '6-K' }));
    expect(urlQuery()).toBe('?year=2025&keyword=6-K');
  });

  it('filters by report type and can go back to every type', async () => {
    renderArchive();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Report type'), 'Interim report');
    await waitFor(() => expect(lastRequest()).toMatchObject({ type: 'interim' }));
    expect(urlQuery()).toBe('?type=interim');
    await userEvent.selectOptions(screen.getByLabelText('Report type'), 'All report types');
    await waitFor(() => expect(lastRequest()).toMatchObject({ type: undefined }));
    expect(urlQuery()).toBe('');
  });

  it('offers "all years" and the years the API has data for', async () => {
    renderArchive();
    await screen.findByRole('table');
    const options = within(screen.getByLabelText('Year'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['All years', '2026', '2025', '2024']);
  });

  it('pages with real links and asks for the next page', async () => {
    reports.mockResolvedValue(page([report(1), report(2)], { total: 25 }));
    renderArchive({ search: '?keyword=report' });
    await screen.findByRole('table');
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/en/investor_list3?keyword=report&page=3',
    );
    await userEvent.click(within(pager).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(lastRequest()).toMatchObject({ pageNo: 2, keyword: 'report' }));
    expect(urlQuery()).toBe('?keyword=report&page=2');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Documents found: 25' })).toHaveFocus());
  });

  it('goes back to the last page when the link points past the end', async () => {
    reports.mockImplementation(async ({ pageNo }) =>
      pageNo > 2 ? page([], { total: 12 }) : page([report(1), report(2)], { total: 12 }),
    );
    renderArchive({ search: '?page=7' });
    await waitFor(() => expect(urlQuery()).toBe('?page=2'));
    expect(await screen.findAllByRole('row')).toHaveLength(3);
  });

  it("says 'No data at present' in the page's language when nothing matches", async () => {
    reports.mockResolvedValue(page([], { total: 0 }));
    renderArchive({ lang: 'hk', search: '?keyword=zzz' });
    expect(await screen.findByText('暫無資料')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the six columns, and links that say what they open in a new tab', async () => {
    renderArchive();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Type', 'Description', 'View', 'File', 'Download']);
    const view = within(table).getByRole('link', {
      name: /^View ?: Annual report for fiscal year 2021 \(Form 20-F\), PDF \(opens in a new tab\)$/,
    });
    expect(view).toHaveAttribute('target', '_blank');
    expect(
      within(table).getByRole('link', {
        name: /^Download ?: Annual report for fiscal year 2021 \(Form 20-F\), PDF \(opens in a new tab\)$/,
      }),
    ).toHaveAttribute('download');
    expect(within(table).getAllByText('Annual report')).toHaveLength(2);
  });

  it("heads the SEC archive's dates as filing dates and links an EDGAR page once, to view", async () => {
    jest.mocked(getAmericaNoticePage).mockResolvedValue(
      page([
        {
          id: 9,
          title: 'Current report (Form 6-K)',
          summary: '',
          date: '2026-03-16',
          datePrecision: 'day',
          formType: '6-K',
          linkUrl: 'https://www.sec.gov/Archives/edgar/data/1959726/000149315226010001/form6-k.htm',
          category: 'current',
          accessionNumber: null,
          filingDate: '2026-03-16',
          reportDate: null,
          primaryDocument: '',
          primaryDocDescription: '',
          indexUrl: '',
        },
      ]),
    );
    renderArchive({ archive: 5 });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Filing date');
    expect(within(table).getAllByRole('link')).toHaveLength(1);
    expect(within(table).getByText('View online only')).toBeInTheDocument();
  });

  it("links the SEC archive's feed in the page's language, and no other archive's", async () => {
    jest.mocked(getAmericaNoticePage).mockResolvedValue(page([]));
    const { unmount } = renderArchive({ archive: 5, lang: 'hk' });
    expect(screen.getByRole('link', { name: '美國證監會文件 RSS 訂閱' })).toHaveAttribute(
      'href',
      '/hk/sec-filings.xml',
    );
    unmount();
    renderArchive({ archive: 3 });
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: /RSS/ })).not.toBeInTheDocument();
  });

  it('turns the table into cards with the same information on a phone', async () => {
    notices.mockResolvedValue(
      page([
        {
          id: 4,
          title: 'Share consolidation',
          summary: 'Took effect.',
          date: '2025-12-12',
          datePrecision: 'day',
          linkUrl: '',
        },
      ]),
    );
    renderArchive({ layout: 'mobile', archive: 2, lang: 'zh' });
    const cards = await screen.findByRole('list', { name: '公告' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(cards).getByRole('listitem');
    expect(within(card).getByRole('heading', { level: 3, name: 'Share consolidation' })).toBeInTheDocument();
    expect(within(card).getByText('2025-12-12')).toBeInTheDocument();
    expect(within(card).getByText('暂无文件')).toBeInTheDocument();
  });

  it('explains a failed load in the page language and tries again on request', async () => {
    reports.mockRejectedValueOnce(new ApiError(500, 'The service is temporarily unavailable'));
    renderArchive({ lang: 'zh' });
    expect(await screen.findByRole('alert')).toHaveTextContent('信息加载失败');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(reports).toHaveBeenCalledTimes(2);
  });
});
