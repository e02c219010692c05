import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@azi/shared/api/ApiError';
import { getJobById } from '@azi/shared/api/get-job-by-id';
import { getJobPage } from '@azi/shared/api/get-job-page';
import { createRenderReport, RenderReportContext, type RenderReport } from '@azi/shared/data/renderReport';
import type { Lang } from '@azi/shared/i18n/languages';
import { renderWithPage, type RenderWithPageOptions } from '@azi/shared/testing/renderWithPage';
import remote from '../../module';
import { jobDetail, jobItem, jobPage } from '../../testing/jobFixtures';
import { renderCareersSite } from '../../testing/renderCareersSite';
import { JobDetailPage } from './JobDetailPage';

jest.mock('@azi/shared/api/get-job-by-id', () => ({ getJobById: jest.fn() }));
jest.mock('@azi/shared/api/get-job-page', () => ({ getJobPage: jest.fn() }));
const mockGetJobById = jest.mocked(getJobById);
const mockGetJobPage = jest.mocked(getJobPage);

beforeEach(() => {
  mockGetJobById.mockReset();
  mockGetJobPage.mockReset().mockResolvedValue(jobPage([jobItem(1, { title: 'Senior Legal Manager' })]));
});

/** The page at ?id=…, with the server's report of its HTTP status. */
function renderJob(search: string, options: RenderWithPageOptions = {}): RenderReport & { container: HTMLElement } {
  const report = createRenderReport();
  const { container } = renderWithPage(
    <RenderReportContext value={report}>
      <JobDetailPage />
    </RenderReportContext>,
    { lang: 'en', page: 'job_detail', remote, search, ...options },
  );
  return Object.assign(report, { container });
}

function postings(container: HTMLElement): Record<string, unknown>[] {
  return [...container.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>)
    .filter((data) => data['@type'] === 'JobPosting');
}

const TESTER = jobDetail(7, {
  title: 'Software Test Engineer',
  summary: 'Keeps the platform working',
  city: 'changsha',
  employmentType: 'CONTRACTOR',
  headcount: 2,
  salaryMin: 15000,
  salaryMax: 25000,
  validThrough: '2027-01-31T15:59:59.000Z',
  duties: 'Write test plans\nAutomate the checks\nReport what fails',
  requirements: 'Three years of testing\nGood written English',
});

describe('JobDetailPage', () => {
  it('shows the opening from the API: title, facts and numbered duties and requirements', async () => {
    mockGetJobById.mockResolvedValue(TESTER);
    renderJob('?id=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Software Test Engineer' })).toBeInTheDocument();
    expect(mockGetJobById).toHaveBeenCalledWith({ id: 7, lang: 'en' });
    const facts = within(screen.getByRole('region', { name: 'About this position' }));
    const fact = (term: string) => facts.getByText(term).nextElementSibling?.textContent;
    expect(fact('Job family')).toBe('Engineering');
    expect(fact('Location')).toBe('Changsha');
    expect(fact('Employment type')).toBe('Contract');
    expect(fact('Openings')).toBe('2');
    expect(fact('Salary')).toBe('CNY 15,000–25,000 a month');
    expect(fact('Posted')).toBe('2026-11-20');
    expect(fact('Open until')).toBe('2027-01-31');
    const duties = within(screen.getByRole('region', { name: 'Responsibilities' })).getByRole('list');
    expect(duties.tagName).toBe('OL');
    expect(
      within(duties)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Write test plans', 'Automate the checks', 'Report what fails']);
    expect(within(screen.getByRole('region', { name: 'Requirements' })).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(document.title).toBe('Software Test Engineer - Careers at Autozi'));
  });

  it('leaves out the headcount, salary and closing date HR did not give', async () => {
    mockGetJobById.mockResolvedValue(jobDetail(3));
    renderJob('?id=3');
    const facts = within(await screen.findByRole('region', { name: 'About this position' }));
    for (const term of ['Openings', 'Salary', 'Open until']) expect(facts.queryByText(term)).not.toBeInTheDocument();
  });

  it("applies where HR said for the opening, with the position in an e-mail's subject line", async () => {
    mockGetJobById.mockResolvedValue(jobDetail(1, { title: '高级法务经理', applyTo: 'mailto:legal-jobs@example.com' }));
    renderJob('?id=1', { lang: 'zh', config: { jobApplyChannel: 'https://jobs.example.com/autozi' } });
    expect(await screen.findByRole('link', { name: '立即申请' })).toHaveAttribute(
      'href',
      `mailto:legal-jobs@example.com?subject=${encodeURIComponent('应聘：高级法务经理')}`,
    );
  });

  it("applies through the site's channel when the opening names none", async () => {
    mockGetJobById.mockResolvedValue(jobDetail(2, { applyTo: '' }));
    renderJob('?id=2', { layout: 'mobile', config: { jobApplyChannel: 'https://jobs.example.com/autozi' } });
    expect(await screen.findByRole('link', { name: 'Apply now' })).toHaveAttribute(
      'href',
      'https://jobs.example.com/autozi',
    );
  });

  it('counts a click on apply with a beacon naming the opening, and lets the link go on at once', async () => {
    const beacon = jest.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    mockGetJobById.mockResolvedValue(jobDetail(6, { applyTo: 'https://ats.example.com/jobs/6' }));
    renderJob('?id=6');
    const apply = await screen.findByRole('link', { name: 'Apply now' });
    // fireEvent answers false when a handler held the default action (the navigation) back.
    expect(fireEvent.click(apply)).toBe(true);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]![0]).toBe('/api-official-web/job/applyClick');
    const body = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(beacon.mock.calls[0]![1]);
    });
    expect(JSON.parse(body)).toEqual({ id: 6 });
  });

  it('says a closed opening has closed and leads to the open ones, with no apply button and no JobPosting data', async () => {
    mockGetJobById.mockResolvedValue(jobDetail(4, { title: 'BD Area Manager', closed: true }));
    const page = renderJob('?id=4');
    expect(await screen.findByRole('heading', { level: 1, name: 'BD Area Manager' })).toBeInTheDocument();
    expect(screen.getByText('This opening has closed and no longer takes applications.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the open positions' })).toHaveAttribute('href', '/en/job_list');
    expect(screen.queryByRole('link', { name: 'Apply now' })).not.toBeInTheDocument();
    expect(postings(page.container)).toEqual([]);
    expect(page.status).toBeUndefined();
  });

  it('answers 410 Gone, with the same message, once the grace period after closing is over', async () => {
    mockGetJobById.mockResolvedValue(jobDetail(4, { closed: true, gone: true }));
    const page = renderJob('?id=4', { lang: 'hk' });
    expect(await screen.findByText('此職位已停止招聘，不再接受申請。')).toBeInTheDocument();
    expect(page.status).toBe(410);
  });

  it('is a 404 for an id that is no job, without asking the API about a malformed one', async () => {
    const malformed = renderJob('?id=abc');
    expect(screen.getByRole('heading', { level: 1, name: 'This position could not be found' })).toBeInTheDocument();
    expect(malformed.status).toBe(404);
    expect(mockGetJobById).not.toHaveBeenCalled();
  });

  it('is a 404 for an id the API does not know', async () => {
    mockGetJobById.mockRejectedValue(new ApiError(404, 'not found'));
    const page = renderJob('?id=999', { lang: 'zh' });
    expect(await screen.findByRole('heading', { level: 1, name: '未找到该职位' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看在招职位' })).toHaveAttribute('href', '/job_list');
    expect(page.status).toBe(404);
  });

  it('says the opening could not be loaded when the API fails, and tries again on request', async () => {
    mockGetJobById.mockRejectedValueOnce(new ApiError(500, 'server error')).mockResolvedValueOnce(TESTER);
    const page = renderJob('?id=7');
    expect(await screen.findByText('This position could not be loaded.')).toBeInTheDocument();
    expect(page.status).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Software Test Engineer' })).toBeInTheDocument();
  });

  it.each<[Lang, string, string]>([
    ['zh', '大数据研发工程师', '北京'],
    ['hk', '大數據研發工程師', '北京'],
    ['en', 'Big Data R&D Engineer', 'Beijing'],
  ])('carries JobPosting data in %s with the title, both lists and the location', async (lang, title, city) => {
    mockGetJobById.mockResolvedValue(jobDetail(8, { title }));
    const { container } = renderJob('?id=8', { lang, config: { siteUrl: 'https://www.example.org' } });
    await screen.findByRole('heading', { level: 1, name: title });
    const [data, ...more] = postings(container);
    expect(more).toEqual([]);
    expect(data).toMatchObject({
      title,
      datePosted: '2026-11-20',
      identifier: { value: '8' },
      hiringOrganization: { logo: 'https://www.example.org/favicon.svg' },
      jobLocation: { address: { addressLocality: city, addressCountry: 'CN' } },
    });
    const items = [...container.querySelectorAll('ol li')].map((li) => li.textContent ?? '');
    for (const item of items) expect(String(data!.description)).toContain(item);
  });

  it('goes back to the previous page of the site when the visitor came from one', async () => {
    mockGetJobById.mockResolvedValue(jobDetail(3));
    renderCareersSite(['/hk/employee', '/hk/job_detail?id=3']);
    fireEvent.click(await screen.findByRole('button', { name: '返回' }));
    expect(screen.getByRole('heading', { level: 1, name: '在中馳工作' })).toBeInTheDocument();
    expect(await screen.findByText('招聘中職位：1 個')).toBeInTheDocument();
  });

  it('goes to the job list in the same language and layout when the visitor landed on the detail page', async () => {
    mockGetJobById.mockResolvedValue(jobDetail(5));
    renderCareersSite(['/en/mobile/job_detail?id=5']);
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Open positions' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Senior Legal Manager' })).toHaveAttribute(
      'href',
      '/en/mobile/job_detail?id=1',
    );
  });
});
