import { screen, within } from '@testing-library/react';
import { INTRODUCE_ANCHORS } from '@azi/shared/routing/sitePages';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import remote from '../module';
import { IntroduceDesktopPage } from './IntroduceDesktopPage';

const sectionIds = (container: HTMLElement) => [...container.querySelectorAll('section[id]')].map((s) => s.id);

describe('IntroduceDesktopPage', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('renders the nine anchored sections in the order of the header sub-menu', () => {
    const { container } = renderWithPage(<IntroduceDesktopPage />, { lang: 'en', page: 'introduce', remote });
    expect(sectionIds(container)).toEqual(INTRODUCE_ANCHORS.map((a) => a.id));
  });

  it('has the banner as its only h1 and one h2 per section', () => {
    renderWithPage(<IntroduceDesktopPage />, { lang: 'en', page: 'introduce', remote });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['About Autozi']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'About us',
      'Founder',
      'Management team',
      'Board members',
      'Committee composition',
      'Corporate culture',
      'Milestones',
      'Company honors',
      'Office locations',
    ]);
  });

  it('gives every figure its caption as its first or last child, the only places HTML allows', () => {
    const { container } = renderWithPage(<IntroduceDesktopPage />, { lang: 'en', page: 'introduce', remote });
    const captions = [...container.querySelectorAll('figcaption')];
    expect(captions.length).toBeGreaterThan(0);
    for (const caption of captions) {
      const figure = caption.parentElement!;
      expect(figure.tagName).toBe('FIGURE');
      expect([figure.firstElementChild, figure.lastElementChild]).toContain(caption);
    }
  });

  it('names each section landmark after its heading', () => {
    renderWithPage(<IntroduceDesktopPage />, { lang: 'en', page: 'introduce', remote });
    expect(screen.getByRole('region', { name: 'Milestones' })).toHaveAttribute('id', 'fzlc');
  });

  it('shows the headline figures from the company facts', () => {
    renderWithPage(<IntroduceDesktopPage />, { lang: 'en', page: 'introduce', remote });
    const about = screen.getByRole('region', { name: 'About us' });
    for (const value of ['2010', 'AZI', '22', '310', '50,000+'])
      expect(within(about).getByText(value)).toBeInTheDocument();
    expect(within(about).getByText('Regional distribution centers')).toBeInTheDocument();
  });

  it('shows only the published officer in the management team and on the board', () => {
    renderWithPage(<IntroduceDesktopPage />, { lang: 'en', page: 'introduce', remote });
    for (const name of ['Management team', 'Board members']) {
      const region = screen.getByRole('region', { name });
      expect(within(region).getAllByRole('article')).toHaveLength(1);
      expect(within(region).getByRole('heading', { level: 3 })).toHaveTextContent('Dr. Houqi Zhang');
    }
  });

  it('links the business-lines sentence to the service page in the same language', () => {
    renderWithPage(<IntroduceDesktopPage />, { lang: 'en', page: 'introduce', remote });
    expect(screen.getByRole('link', { name: 'See our six business lines' })).toHaveAttribute('href', '/en/service');
  });

  it('writes the hk page in Traditional Chinese', () => {
    renderWithPage(<IntroduceDesktopPage />, { lang: 'hk', page: 'introduce', remote });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('關於中馳車福');
    expect(screen.getByRole('heading', { level: 2, name: '發展歷程' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '董事會成員' })).toBeInTheDocument();
    expect(screen.getAllByText('張後啟博士').length).toBeGreaterThan(0);
    expect(screen.queryByText('发展历程')).not.toBeInTheDocument();
  });

  it('scrolls a deep-linked section into view once the page has rendered', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderWithPage(<IntroduceDesktopPage />, { lang: 'en', page: 'introduce', remote, search: '#fzlc' });
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'fzlc');
  });
});
