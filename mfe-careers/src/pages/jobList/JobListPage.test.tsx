import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@azi/shared/api/ApiError';
import { getJobById } from '@azi/shared/api/get-job-by-id';
import { getJobPage } from '@azi/shared/api/get-job-page';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import remote from '../../module';
import { jobDetail, jobItem, jobPage } from '../../testing/jobFixtures';
import { renderCareersSite } from '../../testing/renderCareersSite';
import { JobListPage } from './JobListPage';

jest.mock('@azi/shared/api/get-job-by-id', () => ({ getJobById: jest.fn() }));
jest.mock('@azi/shared/api/get-job-page', () => ({ getJobPage: jest.fn() }));
const mockGetJobById = jest.mocked(getJobById);
const mockGetJobPage = jest.mocked(getJobPage);

const JOBS = [
  jobItem(1, { title: 'Senior Legal Manager', category: 'legal' }),
  jobItem(2, { title: 'Treasurer', category: 'finance', date: '2026-11-21' }),
  jobItem(7, { title: 'Software Test Engineer', category: 'engineering', city: 'changsha' }),
];

beforeEach(() => {
  mockGetJobById.mockReset();
  mockGetJobPage.mockReset().mockResolvedValue(jobPage(JOBS));
});

const tableTitles = () =>
  within(screen.getByRole('table'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('JobListPage', () => {
  it('lists the open jobs from the API in a table on desktop, each linking to its page', async () => {
    renderWithPage(<JobListPage />, { lang: 'en', page: 'job_list', remote });
    expect(screen.getByRole('heading', { level: 1, name: 'Open positions' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(tableTitles()).toEqual(['Senior Legal Manager', 'Treasurer', 'Software Test Engineer']);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en/job_detail?id=1', '/en/job_detail?id=2', '/en/job_detail?id=7']);
    expect(screen.getByRole('row', { name: /Software Test Engineer/ })).toHaveTextContent('Changsha');
    expect(screen.getByText('Positions found: 3')).toBeInTheDocument();
    // Every open job on one page: the API's largest.
    expect(mockGetJobPage).toHaveBeenCalledWith({
      pageNo: 1,
      pageSize: 50,
      lang: 'en',
      category: undefined,
      keyword: '',
    });
  });

  it("sizes the table's columns by every row's value from the header on, unseen and unread", async () => {
    renderWithPage(<JobListPage />, { lang: 'en', page: 'job_list', remote });
    const family = await screen.findByRole('columnheader', { name: 'Job family' });
    const sizer = family.querySelector('[aria-hidden="true"]');
    expect([...(sizer?.children ?? [])].map((value) => value.textContent)).toEqual(['Legal', 'Finance', 'Engineering']);
  });

  it('shows mobile visitors one card per job, linking within the mobile pages, in their language', async () => {
    renderWithPage(<JobListPage />, { lang: 'hk', layout: 'mobile', page: 'job_list', remote });
    const cards = await screen.findAllByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Senior Legal Manager' })).toHaveAttribute(
      'href',
      '/hk/mobile/job_detail?id=1',
    );
    expect(within(cards[0]!).getByText('法務')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('長沙')).toBeInTheDocument();
  });

  it("asks the API for the URL's family and keyword, and shows them chosen", async () => {
    mockGetJobPage.mockResolvedValue(jobPage(JOBS.slice(2)));
    renderWithPage(<JobListPage />, { lang: 'en', page: 'job_list', remote, search: '?category=engineering&q=test' });
    expect(await screen.findByText('Positions found: 1')).toBeInTheDocument();
    expect(mockGetJobPage).toHaveBeenCalledWith(expect.objectContaining({ category: 'engineering', keyword: 'test' }));
    expect(screen.getByRole('radio', { name: 'Engineering' })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('test');
  });

  it('filters as the seeker picks a family and types, writes both into the URL, and keeps them on the way back', async () => {
    mockGetJobById.mockResolvedValue(jobDetail(7, { title: 'Software Test Engineer' }));
    renderCareersSite(['/en/job_list']);
    await screen.findByRole('table');
    mockGetJobPage.mockResolvedValue(jobPage(JOBS.slice(2)));
    fireEvent.click(screen.getByRole('radio', { name: 'Engineering' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Keyword' }), { target: { value: 'test' } });
    await waitFor(() =>
      expect(mockGetJobPage).toHaveBeenLastCalledWith(
        expect.objectContaining({ category: 'engineering', keyword: 'test' }),
      ),
    );
    await waitFor(() => expect(tableTitles()).toEqual(['Software Test Engineer']));
    fireEvent.click(screen.getByRole('link', { name: 'Software Test Engineer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('test');
    expect(screen.getByRole('radio', { name: 'Engineering' })).toBeChecked();
  });

  it("says 'No data at present' in the page's language when nothing matches, and offers to clear the filter", async () => {
    mockGetJobPage.mockResolvedValue(jobPage([]));
    renderWithPage(<JobListPage />, { lang: 'zh', page: 'job_list', remote, search: '?q=astronaut' });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('共找到 0 个职位')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '清除筛选' })).toHaveAttribute('href', '/job_list');
  });

  it('says when there are more open jobs than one page shows', async () => {
    mockGetJobPage.mockResolvedValue({ ...jobPage(JOBS), total: 53 });
    renderWithPage(<JobListPage />, { lang: 'en', page: 'job_list', remote });
    expect(await screen.findByText(/Showing the first 3 of 53 positions/)).toBeInTheDocument();
  });

  it('says the list could not be loaded when the API fails, invents nothing, and tries again on request', async () => {
    mockGetJobPage.mockRejectedValueOnce(new ApiError(503, 'unavailable'));
    renderWithPage(<JobListPage />, { lang: 'en', page: 'job_list', remote });
    expect(await screen.findByText('The open positions could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/Positions found/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('offers e-mail alerts of new openings below the list', async () => {
    const { container } = renderWithPage(<JobListPage />, { lang: 'en', page: 'job_list', remote });
    await screen.findByRole('table');
    const alerts = within(screen.getByRole('region', { name: 'E-mail alerts' }));
    expect(alerts.getByText('Get a mail when we post a new job opening, in your language.')).toBeInTheDocument();
    expect(alerts.getByRole('checkbox', { name: 'New job openings' })).toBeChecked();
    expect(container.querySelector('input[name="from"]')).toHaveValue('careers');
  });
});
