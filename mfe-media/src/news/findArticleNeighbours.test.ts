import { getMediaPage } from '@azi/shared/api/get-media-page';
import { PAGE_SIZE_MAX, type MediaItem } from '@azi/shared/api/schemas/content';
import { newsItem, newsPage } from '../testing/newsFixtures';
import { findArticleNeighbours } from './findArticleNeighbours';

jest.mock('@azi/shared/api/get-media-page', () => ({ getMediaPage: jest.fn() }));
const mockGetMediaPage = jest.mocked(getMediaPage);

const item = (id: number, date: string) => newsItem(id, { date });
const [n6, n5, n4, n3, n2, n1] = [item(6, '2026-05-01'), item(5, '2026-02-01'), item(4, '2025-12-01'), item(3, '2025-06-01'), item(2, '2025-01-01'), item(1, '2024-07-01')];
const YEARS = [2026, 2025, 2024];

/**
 * What media/findPage answers for a small archive (newest first), written out request by request
 * rather than computed, so the test does not share the paging it checks: `year/pageNo/pageSize`.
 * A request not listed fails the test.
 */
const ANSWERS: Record<string, [MediaItem[], number]> = {
  [`2026/1/${PAGE_SIZE_MAX}`]: [[n6, n5], 2],
  [`2025/1/${PAGE_SIZE_MAX}`]: [[n4, n3, n2], 3],
  [`2024/1/${PAGE_SIZE_MAX}`]: [[n1], 1],
  '2026/1/1': [[n6], 2],
  '2026/2/1': [[n5], 2],
  '2025/1/1': [[n4], 3],
  '2025/3/1': [[n2], 3],
  '2024/1/1': [[n1], 1],
};

beforeEach(() => {
  mockGetMediaPage.mockReset();
  mockGetMediaPage.mockImplementation(async ({ pageNo, pageSize, year }) => {
    const answer = ANSWERS[`${year}/${pageNo}/${pageSize}`];
    if (!answer) throw new Error(`unexpected request: year ${year}, page ${pageNo} of ${pageSize}`);
    return newsPage(answer[0], { total: answer[1], pageNo, pageSize, years: YEARS });
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
