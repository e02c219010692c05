import { screen, within } from '@testing-library/react';
import { INTRODUCE_ANCHORS } from '@azi/shared/routing/sitePages';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import remote from '../module';
import { IntroduceMobilePage } from './IntroduceMobilePage';

describe('IntroduceMobilePage', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('renders the nine anchored sections in order on a phone', () => {
    const { container } = renderWithPage(<IntroduceMobilePage />, {
      lang: 'en',
      layout: 'mobile',
      page: 'introduce',
      remote,
    });
    expect([...container.querySelectorAll('section[id]')].map((s) => s.id)).toEqual(INTRODUCE_ANCHORS.map((a) => a.id));
  });

  it('opens with jump links to every section, since a phone has no header sub-menu', () => {
    renderWithPage(<IntroduceMobilePage />, { lang: 'en', layout: 'mobile', page: 'introduce', remote });
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(INTRODUCE_ANCHORS.map((a) => `#${a.id}`));
    expect(links[6]).toHaveTextContent('Milestones');
  });

  it('renders the zh text by default', () => {
    renderWithPage(<IntroduceMobilePage />, { layout: 'mobile', page: 'introduce', remote });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('关于中驰车福');
    expect(screen.getByRole('navigation', { name: '本页导航' })).toBeInTheDocument();
  });
});
