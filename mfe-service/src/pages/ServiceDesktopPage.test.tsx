import { screen, within } from '@testing-library/react';
import { SERVICE_ANCHORS } from '@azi/shared/routing/sitePages';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import remote from '../module';
import { ServiceDesktopPage } from './ServiceDesktopPage';

describe('ServiceDesktopPage', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('renders the six business-line sections in the order of the header sub-menu', () => {
    const { container } = renderWithPage(<ServiceDesktopPage />, { lang: 'en', page: 'service', remote });
    expect([...container.querySelectorAll('section[id]')].map((s) => s.id)).toEqual(SERVICE_ANCHORS.map((a) => a.id));
  });

  it('has the banner as its only h1, then the overview and one h2 per business line', () => {
    renderWithPage(<ServiceDesktopPage />, { lang: 'en', page: 'service', remote });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Services');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'One platform, six business lines',
      'New-vehicle supply chain',
      'Auto insurance services',
      'Parts supply chain',
      'Supply-chain payment platform',
      'Car-owner service platform',
      'Smart-store SaaS',
    ]);
  });

  it('opens with links that jump to each of the six lines', () => {
    renderWithPage(<ServiceDesktopPage />, { lang: 'en', page: 'service', remote });
    const nav = screen.getByRole('navigation', { name: 'Our business lines' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(SERVICE_ANCHORS.map((a) => `#${a.id}`));
    expect(links[2]).toHaveTextContent('Parts supply chain');
  });

  it('marks the parts line as the main revenue line of fiscal 2025', () => {
    renderWithPage(<ServiceDesktopPage />, { lang: 'en', page: 'service', remote });
    const parts = screen.getByRole('region', { name: 'Parts supply chain' });
    expect(within(parts).getByText('Main revenue line in fiscal 2025')).toBeInTheDocument();
    expect(
      within(parts).getByText('22 regional distribution centers and 310 forward deployment centers'),
    ).toBeInTheDocument();
  });

  it('explains that the payment platform connects banks lending to stores', () => {
    renderWithPage(<ServiceDesktopPage />, { lang: 'en', page: 'service', remote });
    const payment = screen.getByRole('region', { name: 'Supply-chain payment platform' });
    expect(within(payment).getByText('Bank lending to stores: supply-chain finance')).toBeInTheDocument();
  });

  it('draws each line with a decorative illustration that screen readers skip', () => {
    const { container } = renderWithPage(<ServiceDesktopPage />, { lang: 'en', page: 'service', remote });
    const pictures = [...container.querySelectorAll('section[id] img')];
    expect(pictures).toHaveLength(6);
    pictures.forEach((img) => {
      expect(img).toHaveAttribute('alt', '');
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '480');
    });
  });

  it('writes the hk page in Traditional Chinese', () => {
    renderWithPage(<ServiceDesktopPage />, { lang: 'hk', page: 'service', remote });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('服務');
    expect(screen.getByRole('heading', { level: 2, name: '配件供應鏈' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: '網上客服' })).toBeInTheDocument();
    expect(screen.queryByText('配件供应链')).not.toBeInTheDocument();
  });

  it('scrolls a deep-linked business line into view once the page has rendered', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderWithPage(<ServiceDesktopPage />, { lang: 'en', page: 'service', remote, search: '#saas' });
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'saas');
  });
});
