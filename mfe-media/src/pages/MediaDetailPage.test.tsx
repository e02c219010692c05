import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import { ApiError } from '@azi/shared/api/ApiError';
import { getMediaById } from '@azi/shared/api/get-media-by-id';
import { getMediaPage } from '@azi/shared/api/get-media-page';
import remote from '../module';
import { newsDetail } from '../testing/newsFixtures';
import { MediaDetailPage } from './MediaDetailPage';

jest.mock('@azi/shared/api/get-media-by-id', () => ({ getMediaById: jest.fn() }));
jest.mock('@azi/shared/api/get-media-page', () => ({ getMediaPage: jest.fn() }));
const mockGetMediaById = jest.mocked(getMediaById);
const mockGetMediaPage = jest.mocked(getMediaPage);

beforeEach(() => {
  mockGetMediaById.mockReset();
  mockGetMediaPage.mockReset();
});

describe('MediaDetailPage', () => {
  it('shows the article: title, date and body', async () => {
    mockGetMediaById.mockResolvedValue(
      newsDetail(11, {
        title: 'Results released',
        date: '2026-08-05',
        body: '<h2>Highlights</h2><p>Revenue grew.</p>',
      }),
    );
    renderWithPage(<MediaDetailPage />, { lang: 'en', page: 'mediaDetail', search: '?id=11', remote });

    expect(await screen.findByRole('heading', { level: 1, name: 'Results released' })).toBeInTheDocument();
    expect(screen.getByText('August 5, 2026')).toHaveAttribute('dateTime', '2026-08-05');
    expect(screen.getByRole('heading', { level: 2, name: 'Highlights' })).toBeInTheDocument();
    expect(screen.getByText('Revenue grew.')).toBeInTheDocument();
    expect(mockGetMediaById).toHaveBeenCalledWith(expect.objectContaining({ id: 11, lang: 'en' }));
    await waitFor(() => expect(document.title).toBe('Results released - Autozi Corporate News'));
  });

  it('keeps a <script> and an onerror handler in the body inert', async () => {
    mockGetMediaById.mockResolvedValue(
      newsDetail(11, {
        body: '<p>Safe</p><script>window.hacked = true</script><img src="x.png" onerror="window.hacked = true"><a href="https://example.com" onclick="steal()">Link</a>',
      }),
    );
    const { container } = renderWithPage(<MediaDetailPage />, {
      lang: 'en',
      page: 'mediaDetail',
      search: '?id=11',
      remote,
    });

    expect(await screen.findByText('Safe')).toBeInTheDocument();
    // The page's own scripts are its structured data (JSON, never run); the article has none.
    expect(container.querySelector('article script, script:not([type="application/ld+json"])')).toBeNull();
    expect(container.querySelector('[onerror], [onclick]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Link' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('describes the article and its breadcrumb as structured data (NewsArticle, BreadcrumbList)', async () => {
    mockGetMediaById.mockResolvedValue(newsDetail(11));
    const { container } = renderWithPage(<MediaDetailPage />, {
      lang: 'en',
      page: 'mediaDetail',
      search: '?id=11',
      remote,
      config: { siteUrl: 'https://www.example.org' },
    });
    await screen.findByRole('article');
    const data = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    );
    expect(data.map((item) => item['@type']).sort()).toEqual(['BreadcrumbList', 'NewsArticle']);
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList')!.itemListElement as {
      position: number;
      item?: string;
    }[];
    expect(crumbs.map((crumb) => crumb.item)).toEqual([
      'https://www.example.org/en',
      'https://www.example.org/en/media',
      'https://www.example.org/en/media#qyxw',
      undefined,
    ]);
  });

  it.each([
    ['zh', '面包屑导航', ['首页', '媒体中心', '企业新闻', '新闻详情'], ['/', '/media', '/media#qyxw']],
    ['hk', '導覽路徑', ['首頁', '傳媒中心', '企業新聞', '新聞詳情'], ['/hk', '/hk/media', '/hk/media#qyxw']],
    ['en', 'Breadcrumb', ['Home', 'Media', 'Corporate News', 'News details'], ['/en', '/en/media', '/en/media#qyxw']],
  ] as const)(
    'shows the breadcrumb in %s, the last crumb being the current page',
    async (lang, label, crumbs, hrefs) => {
      mockGetMediaById.mockResolvedValue(newsDetail(11));
      renderWithPage(<MediaDetailPage />, { lang, page: 'mediaDetail', search: '?id=11', remote });

      const nav = screen.getByRole('navigation', { name: label });
      const items = within(within(nav).getByRole('list')).getAllByRole('listitem');
      expect(items.map((li) => li.textContent)).toEqual(crumbs);
      expect(
        within(nav)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(hrefs);
      expect(items[3]).toHaveAttribute('aria-current', 'page');
      expect(within(items[3]!).queryByRole('link')).toBeNull();
      await screen.findByRole('heading', { level: 1, name: 'News item 11' });
    },
  );

  it.each(['', '?id=', '?id=abc', '?id=-1', '?id=0', '?id=2.5'])(
    'says the page could not be found for the address mediaDetail%s',
    async (search) => {
      renderWithPage(<MediaDetailPage />, { lang: 'en', page: 'mediaDetail', search, remote });

      // Known from the address alone, from the first render on.
      expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found.' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('This page could not be found.'));
      expect(screen.getByRole('link', { name: 'Back to corporate news' })).toHaveAttribute('href', '/en/media#qyxw');
      expect(mockGetMediaById).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['zh', '找不到此页面。'],
    ['hk', '找不到此頁面。'],
    ['en', 'This page could not be found.'],
  ] as const)('says the page could not be found in %s when the API does not know the article', async (lang, text) => {
    mockGetMediaById.mockRejectedValue(new ApiError(404, 'not found'));
    renderWithPage(<MediaDetailPage />, { lang, page: 'mediaDetail', search: '?id=999999', remote });

    expect(await screen.findByRole('heading', { level: 1, name: text })).toBeInTheDocument();
  });

  it('says the article could not be loaded when the API fails, and tries again on request', async () => {
    mockGetMediaById.mockRejectedValueOnce(new ApiError(500, 'server error')).mockResolvedValueOnce(newsDetail(11));
    renderWithPage(<MediaDetailPage />, { lang: 'hk', page: 'mediaDetail', search: '?id=11', remote });

    expect(await screen.findByRole('alert')).toHaveTextContent('文章載入失敗，請檢查網絡連線後重試。');
    await userEvent.click(screen.getByRole('button', { name: '重試' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'News item 11' })).toBeInTheDocument();
  });

  it('links the newer and the older article the API names with it, in the current language and layout, and reads no list', async () => {
    mockGetMediaById.mockResolvedValue(
      newsDetail(11, { previous: { id: 12, title: 'Newer news' }, next: { id: 10, title: 'Older news' } }),
    );
    renderWithPage(<MediaDetailPage />, {
      lang: 'en',
      layout: 'mobile',
      page: 'mediaDetail',
      search: '?id=11',
      remote,
    });

    const nav = await screen.findByRole('navigation', { name: 'More corporate news' });
    expect(within(nav).getByRole('link', { name: /Previous article.*Newer news/ })).toHaveAttribute(
      'href',
      '/en/mobile/mediaDetail?id=12',
    );
    expect(within(nav).getByRole('link', { name: /Next article.*Older news/ })).toHaveAttribute(
      'href',
      '/en/mobile/mediaDetail?id=10',
    );
    expect(mockGetMediaById).toHaveBeenCalledTimes(1);
    expect(mockGetMediaPage).not.toHaveBeenCalled();
  });

  it.each([
    ['the newest article', { previous: null, next: { id: 10, title: 'Older news' } }, ['下一篇', '返回企业新闻']],
    ['the oldest article', { previous: { id: 12, title: 'Newer news' }, next: null }, ['上一篇', '返回企业新闻']],
    ['the only article', { previous: null, next: null }, ['返回企业新闻']],
  ] as const)('offers for %s only the links it has, and the way back', async (_, neighbours, starts) => {
    mockGetMediaById.mockResolvedValue(newsDetail(11, neighbours));
    renderWithPage(<MediaDetailPage />, { lang: 'zh', page: 'mediaDetail', search: '?id=11', remote });

    const nav = await screen.findByRole('navigation', { name: '更多企业新闻' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(starts.length);
    links.forEach((link, index) => expect(link.textContent?.startsWith(starts[index]!)).toBe(true));
  });
});
