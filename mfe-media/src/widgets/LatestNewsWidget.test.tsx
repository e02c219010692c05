import { screen, waitFor } from '@testing-library/react';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import { getMediaPage } from '@azi/shared/api/get-media-page';
import remote from '../module';
import { newsItem, newsPage } from '../testing/newsFixtures';
import { LatestNewsWidget } from './LatestNewsWidget';

jest.mock('@azi/shared/api/get-media-page', () => ({ getMediaPage: jest.fn() }));
const mockGetMediaPage = jest.mocked(getMediaPage);

beforeEach(() => mockGetMediaPage.mockReset());

describe('LatestNewsWidget', () => {
  it('shows the three newest items, each linking to its article, and a view-all link', async () => {
    mockGetMediaPage.mockResolvedValue(newsPage([newsItem(9), newsItem(8), newsItem(7)]));
    renderWithPage(<LatestNewsWidget />, { lang: 'hk', page: 'home', remote });

    const links = await screen.findAllByRole('link', { name: /News item/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/hk/mediaDetail?id=9',
      '/hk/mediaDetail?id=8',
      '/hk/mediaDetail?id=7',
    ]);
    expect(screen.getByRole('link', { name: '查看全部新聞' })).toHaveAttribute('href', '/hk/media');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('2026年1月19日');
    expect(mockGetMediaPage).toHaveBeenCalledWith(expect.objectContaining({ pageNo: 1, pageSize: 3, lang: 'hk' }));
  });

  it('asks for as many items as the host page wants and keeps the mobile layout in its links', async () => {
    mockGetMediaPage.mockResolvedValue(newsPage([newsItem(4), newsItem(3)]));
    renderWithPage(<LatestNewsWidget limit={2} />, { lang: 'en', layout: 'mobile', page: 'home', remote });

    expect(await screen.findByRole('link', { name: 'View all news' })).toHaveAttribute('href', '/en/mobile/media');
    expect(screen.getByRole('link', { name: 'News item 4' })).toHaveAttribute('href', '/en/mobile/mediaDetail?id=4');
    expect(mockGetMediaPage).toHaveBeenCalledWith(expect.objectContaining({ pageSize: 2 }));
  });

  it('renders nothing at all when the news cannot be loaded', async () => {
    mockGetMediaPage.mockRejectedValue(new Error('network down'));
    const { container } = renderWithPage(<LatestNewsWidget />, { lang: 'en', page: 'home', remote });

    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders nothing when there is no news yet', async () => {
    mockGetMediaPage.mockResolvedValue(newsPage([], { years: [] }));
    const { container } = renderWithPage(<LatestNewsWidget />, { lang: 'zh', page: 'home', remote });

    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('leaves the view-all link to a host page that draws its own', async () => {
    mockGetMediaPage.mockResolvedValue(newsPage([newsItem(5)]));
    renderWithPage(<LatestNewsWidget viewAll={false} />, { lang: 'en', page: 'home', remote });

    expect(await screen.findByRole('link', { name: 'News item 5' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View all news' })).toBeNull();
  });
});
