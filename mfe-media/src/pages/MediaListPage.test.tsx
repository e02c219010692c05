import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import { getMediaPage } from '@azi/shared/api/get-media-page';
import remote from '../module';
import { newsItem, newsPage } from '../testing/newsFixtures';
import { MediaListPage } from './MediaListPage';

jest.mock('@azi/shared/api/get-media-page', () => ({ getMediaPage: jest.fn() }));
const mockGetMediaPage = jest.mocked(getMediaPage);

beforeEach(() => mockGetMediaPage.mockReset());

const tenItems = Array.from({ length: 10 }, (_, i) => newsItem(30 - i));

describe('MediaListPage', () => {
  it('lists corporate news with date, title, summary and picture, each linking to its article', async () => {
    mockGetMediaPage.mockResolvedValue(newsPage([newsItem(2, { date: '2026-11-20' }), newsItem(1)]));
    renderWithPage(<MediaListPage />, { lang: 'en', page: 'media', remote });

    expect(screen.getByRole('heading', { level: 1, name: 'Media Center' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Corporate News' });
    expect(section).toHaveAttribute('id', 'qyxw');
    const link = await within(section).findByRole('link', { name: 'News item 2' });
    expect(link).toHaveAttribute('href', '/en/mediaDetail?id=2');
    const item = link.closest('li')!;
    expect(within(item).getByText('November 20, 2026')).toHaveAttribute('dateTime', '2026-11-20');
    expect(within(item).getByText('Summary of item 2')).toBeInTheDocument();
    const picture = within(item).getByRole('img', { name: 'News item 2' });
    expect(picture).toHaveAttribute('src', '/api-official-web/assets/news-2.png');
    expect(picture).toHaveAttribute('width', '320');
    expect(picture).toHaveAttribute('height', '180');
    expect(within(section).getByRole('img', { name: 'News item 1' })).toHaveAttribute('loading', 'lazy');
  });

  it('draws a library picture in its language with AVIF/WebP sources, and a card without a picture with the placeholder', async () => {
    const picture = {
      path: '/api-official-web/pictures/abcdefghijklmnopqrstuv',
      widths: [480, 960],
      width: 1000,
      height: 600,
      alt: 'The new warehouse',
      decorative: false,
    };
    mockGetMediaPage.mockResolvedValue(
      newsPage([newsItem(3, { picture, imageUrl: '' }), newsItem(4, { imageUrl: '' })]),
    );
    const { container } = renderWithPage(<MediaListPage />, { lang: 'en', page: 'media', remote });
    const img = await screen.findByRole('img', { name: 'The new warehouse' });
    expect(img).toHaveAttribute(
      'srcset',
      '/api-official-web/pictures/abcdefghijklmnopqrstuv/480.jpg 480w, /api-official-web/pictures/abcdefghijklmnopqrstuv/960.jpg 960w',
    );
    expect(img).toHaveAttribute('sizes', '320px');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect([...img.closest('picture')!.querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    const bare = screen.getByRole('link', { name: 'News item 4' }).closest('li')!;
    // The designed placeholder says nothing to a screen reader.
    const placeholder = bare.querySelector('img')!;
    expect(placeholder).toHaveAttribute('alt', '');
    // (jest stands a stub in for the illustration's file.)
    expect(placeholder).toHaveAttribute('src', 'test-file-stub');
    expect(container.querySelectorAll('picture')).toHaveLength(1);
  });

  it('shows the page named in the address and links every other page', async () => {
    mockGetMediaPage.mockResolvedValue(newsPage(tenItems, { total: 25, pageNo: 2 }));
    renderWithPage(<MediaListPage />, { lang: 'en', page: 'media', search: '?page=2', remote });

    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(mockGetMediaPage).toHaveBeenCalledWith(expect.objectContaining({ pageNo: 2, pageSize: 10, lang: 'en' }));
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/en/media?page=3');
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/en/media');
  });

  it('loads the next page when a page link is followed, and brings the list back into view', async () => {
    // jsdom does not lay out, so it has no scrollIntoView.
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    mockGetMediaPage.mockImplementation(async ({ pageNo }) =>
      newsPage(pageNo === 1 ? tenItems : [newsItem(5)], { total: 11, pageNo }),
    );
    renderWithPage(<MediaListPage />, { lang: 'zh', page: 'media', remote });

    await userEvent.click(await screen.findByRole('link', { name: '第 2 页' }));
    expect(await screen.findByRole('link', { name: 'News item 5' })).toHaveAttribute('href', '/mediaDetail?id=5');
    expect(mockGetMediaPage).toHaveBeenLastCalledWith(expect.objectContaining({ pageNo: 2 }));
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'qyxw');
  });

  it("says 'No data at present' when there is no news", async () => {
    mockGetMediaPage.mockResolvedValue(newsPage([], { years: [] }));
    renderWithPage(<MediaListPage />, { lang: 'en', page: 'media', remote });

    expect(await screen.findByText('No data at present')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('offers the years that have news and lists only the year in the address', async () => {
    mockGetMediaPage.mockResolvedValue(newsPage([newsItem(3)], { years: [2026, 2025, 2024] }));
    renderWithPage(<MediaListPage />, { lang: 'hk', page: 'media', search: '?year=2025', remote });

    const filter = await screen.findByRole('navigation', { name: '按年份篩選新聞' });
    expect(within(filter).getByRole('link', { name: '2025' })).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: '全部年份' })).toHaveAttribute('href', '/hk/media');
    expect(within(filter).getByRole('link', { name: '2024' })).toHaveAttribute('href', '/hk/media?year=2024');
    expect(mockGetMediaPage).toHaveBeenCalledWith(expect.objectContaining({ year: 2025, lang: 'hk' }));
  });

  it('shows a loading notice first, never a blank page', () => {
    mockGetMediaPage.mockReturnValue(new Promise(() => {}));
    renderWithPage(<MediaListPage />, { lang: 'en', page: 'media', remote });

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('says in the page language when the news cannot be loaded, and tries again on request', async () => {
    mockGetMediaPage.mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(newsPage([newsItem(1)]));
    renderWithPage(<MediaListPage />, { lang: 'zh', page: 'media', remote });

    expect(await screen.findByRole('alert')).toHaveTextContent('新闻加载失败，请检查网络连接后重试。');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: 'News item 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps readers of the mobile layout in it', async () => {
    mockGetMediaPage.mockResolvedValue(newsPage([newsItem(7)]));
    renderWithPage(<MediaListPage />, { lang: 'en', layout: 'mobile', page: 'media', remote });

    const link = await screen.findByRole('link', { name: 'News item 7' });
    expect(link).toHaveAttribute('href', '/en/mobile/mediaDetail?id=7');
    expect(screen.getByRole('img', { name: 'News item 7' })).toHaveAttribute('width', '112');
  });
});
