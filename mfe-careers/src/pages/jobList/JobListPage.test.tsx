import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import remote from '../../module';
import { renderCareersSite } from '../../testing/renderCareersSite';
import { JobListPage } from './JobListPage';

const ENGLISH_TITLES = [
  'Senior Legal Manager',
  'Treasurer / General Ledger Accountant',
  'Brand Marketing Director',
  'BD Area Manager',
  'Maintenance Parts Business Development',
  'Operation and Maintenance Engineer',
  'Software Test Engineer',
  'Big Data R&D Engineer',
];

describe('JobListPage', () => {
  it('lists all eight positions in a table on desktop, each linking to its detail page', () => {
    renderWithPage(<JobListPage />, { lang: 'en', page: 'job_list', remote });
    expect(screen.getByRole('heading', { level: 1, name: 'Open positions' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    const links = within(table).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(ENGLISH_TITLES);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `/en/job_detail${n}`),
    );
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Positions found: 8');
  });

  it("sizes the table's columns by every row's value from the header on, unseen and unread", () => {
    renderWithPage(<JobListPage />, { lang: 'en', page: 'job_list', remote });
    // The names a screen reader gives the columns are their titles alone.
    expect(screen.getByRole('columnheader', { name: 'Job family' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Location' })).toBeInTheDocument();
    const familySizer = screen.getByRole('columnheader', { name: 'Job family' }).querySelector('[aria-hidden="true"]');
    // Every family of the eight rows, once: the widest of them sets the column before the rows arrive.
    expect([...(familySizer?.children ?? [])].map((value) => value.textContent)).toEqual([
      'Legal',
      'Finance',
      'Marketing',
      'Business development',
      'Engineering',
    ]);
    const dateSizer = screen.getByRole('columnheader', { name: 'Posted' }).querySelector('[aria-hidden="true"]');
    expect(dateSizer?.children.length).toBeGreaterThan(0);
  });

  it('shows mobile visitors one card per position, linking within the mobile pages', () => {
    renderWithPage(<JobListPage />, { lang: 'hk', layout: 'mobile', page: 'job_list', remote });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(8);
    expect(within(cards[0]!).getByRole('link', { name: '高級法務經理' })).toHaveAttribute(
      'href',
      '/hk/mobile/job_detail1',
    );
    expect(within(cards[0]!).getByText('法務')).toBeInTheDocument();
  });

  it('shows only the chosen job family when the URL asks for one', () => {
    renderWithPage(<JobListPage />, { lang: 'en', page: 'job_list', remote, search: '?category=engineering' });
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(ENGLISH_TITLES.slice(5));
    expect(screen.getByRole('radio', { name: 'Engineering' })).toBeChecked();
    expect(screen.getByText('Positions found: 3')).toBeInTheDocument();
  });

  it('narrows the list as the seeker picks a family and types a keyword, and writes both into the URL', () => {
    renderCareersSite(['/en/job_list']);
    fireEvent.click(screen.getByRole('radio', { name: 'Engineering' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Keyword' }), { target: { value: 'test' } });
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Software Test Engineer']);
    expect(screen.getByText('Positions found: 1')).toBeInTheDocument();
    // The shareable address: following the detail link and coming back restores the filter.
    fireEvent.click(screen.getByRole('link', { name: 'Software Test Engineer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('test');
    expect(screen.getByRole('radio', { name: 'Engineering' })).toBeChecked();
  });

  it("says 'No data at present' in the page's language when nothing matches, and offers to clear the filter", () => {
    renderWithPage(<JobListPage />, { lang: 'zh', page: 'job_list', remote, search: '?q=astronaut' });
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('共找到 0 个职位')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '清除筛选' })).toHaveAttribute('href', '/job_list');
  });

  it('shows the English empty state on an English page', () => {
    renderWithPage(<JobListPage />, {
      lang: 'en',
      layout: 'mobile',
      page: 'job_list',
      remote,
      search: '?category=legal&q=engineer',
    });
    expect(screen.getByText('No data at present')).toBeInTheDocument();
  });
});
