import { screen, within } from '@testing-library/react';
import { SERVICE_ANCHORS } from '@azi/shared/routing/sitePages';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import remote from '../module';
import { ServiceMobilePage } from './ServiceMobilePage';

describe('ServiceMobilePage', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('renders the six business-line sections in order on a phone', () => {
    const { container } = renderWithPage(<ServiceMobilePage />, {
      lang: 'en',
      layout: 'mobile',
      page: 'service',
      remote,
    });
    expect([...container.querySelectorAll('section[id]')].map((s) => s.id)).toEqual(SERVICE_ANCHORS.map((a) => a.id));
  });

  it('leads each line with its icon instead of a large illustration', () => {
    const { container } = renderWithPage(<ServiceMobilePage />, {
      lang: 'en',
      layout: 'mobile',
      page: 'service',
      remote,
    });
    expect(container.querySelectorAll('img')).toHaveLength(0);
    const insurance = screen.getByRole('region', { name: 'Auto insurance services' });
    expect(within(insurance).getByRole('heading', { level: 3, name: 'What it brings' })).toBeInTheDocument();
  });

  it('renders the zh text by default', () => {
    renderWithPage(<ServiceMobilePage />, { layout: 'mobile', page: 'service', remote });
    expect(screen.getByRole('navigation', { name: '我们的业务' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '智慧门店 SaaS' })).toBeInTheDocument();
  });
});
