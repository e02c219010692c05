import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@azi/shared/api/ApiError';
import { getJobPage } from '@azi/shared/api/get-job-page';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import { EMPLOYEE_ANCHORS } from '@azi/shared/routing/sitePages';
import remote from '../../module';
import { jobItem, jobPage } from '../../testing/jobFixtures';
import { EmployeePage } from './EmployeePage';

jest.mock('@azi/shared/api/get-job-page', () => ({ getJobPage: jest.fn() }));
const mockGetJobPage = jest.mocked(getJobPage);

beforeEach(() => {
  mockGetJobPage
    .mockReset()
    .mockResolvedValue(
      jobPage([jobItem(1, { category: 'legal' }), jobItem(6), jobItem(7), jobItem(8, { category: 'engineering' })]),
    );
});

describe('EmployeePage', () => {
  it('has the five anchored sections of the menu, each with a heading and a described picture', async () => {
    const { container } = renderWithPage(<EmployeePage />, { lang: 'en', page: 'employee', remote });
    await screen.findByText('Open positions: 4');
    expect(screen.getByRole('heading', { level: 1, name: 'Working at Autozi' })).toBeInTheDocument();
    const sections = [...container.querySelectorAll('section[id]')];
    expect(sections.map((s) => s.id)).toEqual(EMPLOYEE_ANCHORS.map((a) => a.id));
    for (const section of sections) {
      const region = within(section as HTMLElement);
      expect(region.getByRole('heading', { level: 2 })).toBeInTheDocument();
      const picture = region.getByRole('img');
      expect(picture.getAttribute('alt')).toMatch(/^Illustration: /);
      expect(picture).toHaveAttribute('width', '480');
      expect(picture).toHaveAttribute('height', '320');
    }
    expect(sections.slice(1).every((s) => s.querySelector('img')?.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('names the five office cities, with Beijing as headquarters', async () => {
    renderWithPage(<EmployeePage />, { lang: 'hk', page: 'employee', remote });
    await screen.findByText('招聘中職位：4 個');
    const environment = screen.getByRole('region', { name: '工作環境' });
    const cities = within(environment)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(cities).toEqual(['北京總部', '長沙辦公室', '鄭州辦公室', '蕪湖辦公室', '濟南辦公室']);
  });

  it('counts the open jobs by family from the API, and leads to the job list, whole or by family', async () => {
    renderWithPage(<EmployeePage />, { lang: 'en', layout: 'mobile', page: 'employee', remote });
    const recruitment = within(screen.getByRole('region', { name: 'Recruitment' }));
    expect(await recruitment.findByText('Open positions: 4')).toBeInTheDocument();
    expect(mockGetJobPage).toHaveBeenCalledWith(
      expect.objectContaining({ lang: 'en', pageSize: 50, category: undefined }),
    );
    expect(recruitment.getByRole('link', { name: 'View all open positions' })).toHaveAttribute(
      'href',
      '/en/mobile/job_list',
    );
    expect(
      recruitment
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.includes('category='))
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Legal (1)', '/en/mobile/job_list?category=legal'],
      ['Engineering (3)', '/en/mobile/job_list?category=engineering'],
    ]);
  });

  it('says the openings could not be loaded when the API fails, keeps the way to the list, and tries again', async () => {
    mockGetJobPage.mockRejectedValueOnce(new ApiError(503, 'unavailable'));
    renderWithPage(<EmployeePage />, { lang: 'zh', page: 'employee', remote });
    const recruitment = within(screen.getByRole('region', { name: '人才招聘' }));
    expect(await recruitment.findByText('暂时无法加载在招职位。')).toBeInTheDocument();
    expect(recruitment.getByRole('link', { name: '查看全部招聘职位' })).toHaveAttribute('href', '/job_list');
    fireEvent.click(recruitment.getByRole('button'));
    expect(await recruitment.findByText('在招职位：4 个')).toBeInTheDocument();
  });
});
