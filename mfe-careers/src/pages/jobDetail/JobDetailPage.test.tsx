import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import type { Lang } from '@azi/shared/i18n/languages';
import remote from '../../module';
import { renderCareersSite } from '../../testing/renderCareersSite';
import { JobDetailPage } from './JobDetailPage';

function jsonLd(container: HTMLElement): Record<string, unknown> {
  const script = container.querySelector('script[type="application/ld+json"]');
  expect(script).not.toBeNull();
  return JSON.parse(script!.textContent ?? '') as Record<string, unknown>;
}

describe('JobDetailPage', () => {
  it('shows the title, family, location and numbered responsibilities and requirements', () => {
    renderWithPage(<JobDetailPage />, { lang: 'en', page: 'job_detail7', remote });
    expect(screen.getByRole('heading', { level: 1, name: 'Software Test Engineer' })).toBeInTheDocument();
    expect(screen.getByText('Engineering')).toBeInTheDocument();
    expect(screen.getByText('Beijing')).toBeInTheDocument();
    for (const name of ['Responsibilities', 'Requirements']) {
      const section = screen.getByRole('region', { name });
      const list = within(section).getByRole('list');
      expect(list.tagName).toBe('OL');
      expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    }
    expect(document.title).toBe('Software Test Engineer - Careers at Autozi');
  });

  it('applies by email to the configured mailbox with the position in the subject line', () => {
    renderWithPage(<JobDetailPage />, {
      lang: 'zh',
      page: 'job_detail1',
      remote,
      config: { jobApplyChannel: 'mailto:jobs@example.com' },
    });
    expect(screen.getByRole('link', { name: '立即申请' })).toHaveAttribute(
      'href',
      `mailto:jobs@example.com?subject=${encodeURIComponent('应聘：高级法务经理')}`,
    );
  });

  it('links to the recruiting site when the channel is an https URL', () => {
    renderWithPage(<JobDetailPage />, {
      lang: 'en',
      layout: 'mobile',
      page: 'job_detail2',
      remote,
      config: { jobApplyChannel: 'https://jobs.example.com/autozi' },
    });
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', 'https://jobs.example.com/autozi');
  });

  it('goes back to the previous page of the site when the visitor came from one', () => {
    renderCareersSite(['/hk/employee', '/hk/job_detail3']);
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(screen.getByRole('heading', { level: 1, name: '在中馳工作' })).toBeInTheDocument();
  });

  it('goes to the job list in the same language and layout when the visitor landed on the detail page', () => {
    renderCareersSite(['/en/mobile/job_detail5']);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Open positions' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      screen.getAllByRole('link', { name: /Engineer|Manager|Director|Accountant|Development/ })[0],
    ).toHaveAttribute('href', '/en/mobile/job_detail1');
  });

  it.each<[Lang, string, string]>([
    ['zh', '大数据研发工程师', '北京'],
    ['hk', '大數據研發工程師', '北京'],
    ['en', 'Big Data R&D Engineer', 'Beijing'],
  ])('carries JobPosting data in %s with the title, both lists and the location', (lang, title, city) => {
    const { container } = renderWithPage(<JobDetailPage />, { lang, page: 'job_detail8', remote });
    const data = jsonLd(container);
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title,
      datePosted: '2026-11-20',
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: 'Autozi Internet Technology (Global) Ltd.' },
      jobLocation: { address: { addressLocality: city, addressCountry: 'CN' } },
    });
    const description = String(data.description);
    const items = [...container.querySelectorAll('ol li')].map((li) => li.textContent ?? '');
    for (const item of items) expect(description).toContain(item);
    expect(description).toMatch(/\n1\. /);
  });
});
