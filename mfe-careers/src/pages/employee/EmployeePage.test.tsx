import { screen, within } from '@testing-library/react';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import { EMPLOYEE_ANCHORS } from '@azi/shared/routing/sitePages';
import remote from '../../module';
import { EmployeePage } from './EmployeePage';

describe('EmployeePage', () => {
  it('has the five anchored sections of the menu, each with a heading and a described picture', () => {
    const { container } = renderWithPage(<EmployeePage />, { lang: 'en', page: 'employee', remote });
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

  it('names the five office cities, with Beijing as headquarters', () => {
    renderWithPage(<EmployeePage />, { lang: 'hk', page: 'employee', remote });
    const environment = screen.getByRole('region', { name: '工作環境' });
    const cities = within(environment)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(cities).toEqual(['北京總部', '長沙辦公室', '鄭州辦公室', '蕪湖辦公室', '濟南辦公室']);
  });

  it('leads from the recruitment section to the job list, whole or by family', () => {
    renderWithPage(<EmployeePage />, { lang: 'en', layout: 'mobile', page: 'employee', remote });
    const recruitment = screen.getByRole('region', { name: 'Recruitment' });
    expect(within(recruitment).getByText(/We are hiring for 8 positions/)).toBeInTheDocument();
    expect(within(recruitment).getByRole('link', { name: 'View all open positions' })).toHaveAttribute(
      'href',
      '/en/mobile/job_list',
    );
    expect(within(recruitment).getByRole('link', { name: 'Engineering (3)' })).toHaveAttribute(
      'href',
      '/en/mobile/job_list?category=engineering',
    );
  });
});
