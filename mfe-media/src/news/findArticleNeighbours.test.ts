import { getMediaPage } from '@azi/shared/api/get-media-page';
import type { MediaItem } from '@azi/shared/api/schemas/content';
import { newsItem, newsPage } from '../testing/newsFixtures';
import { findArticleNeighbours } from './findArticleNeighbours';

jest.mock('@azi/shared/api/get-media-page', () => ({ getMediaPage: jest.fn() }));
const mockGetMediaPage = jest.mocked(getMediaPage);

/** A small archive, newest first, served like media/findPage would. */
const ARCHIVE: MediaItem[] = [
  newsItem(6, { date: '2026-05-01' }),
  newsItem(5, { date: '2026-02-01' }),
  newsItem(4, { date: '2025-12-01' }),
  newsItem(3, { date: '2025-06-01' }),
  newsItem(2, { date: '2025-01-01' }),
  newsItem(1, { date: '2024-07-01' }),
];

beforeEach(() => {
  mockGetMediaPage.mockReset();
  mockGetMediaPage.mockImplementation(async ({ pageNo, pageSize, year }) => {
    const rows = ARCHIVE.filter((item) => year === undefined || item.date.startsWith(String(year)));
    return newsPage(rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), { total: rows.length, pageNo, pageSize, years: [2026, 2025, 2024] });
  });
});

describe('findArticleNeighbours', () => {
  it('finds the newer and the older article within the same year', async () => {
    expect(await findArticleNeighbours({ id: 3, date: '2025-06-01' }, 'en')).toEqual({
      previous: { id: 4, title: 'News item 4' },
      next: { id: 2, title: 'News item 2' },
    });
  });

  it('crosses into the neighbouring years at a year’s first and last article', async () => {
    expect(await findArticleNeighbours({ id: 4, date: '2025-12-01' }, 'en')).toEqual({
      previous: { id: 5, title: 'News item 5' },
      next: { id: 3, title: 'News item 3' },
    });
    expect(await findArticleNeighbours({ id: 2, date: '2025-01-01' }, 'en')).toEqual({
      previous: { id: 3, title: 'News item 3' },
      next: { id: 1, title: 'News item 1' },
    });
  });

  it('has no newer article for the newest and no older one for the oldest', async () => {
    expect((await findArticleNeighbours({ id: 6, date: '2026-05-01' }, 'zh')).previous).toBeUndefined();
    expect((await findArticleNeighbours({ id: 1, date: '2024-07-01' }, 'zh')).next).toBeUndefined();
  });
});
