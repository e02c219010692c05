import type { MediaDetail, MediaItem, Page } from '@azi/shared/api/schemas/content';

/** A news item as the API returns it, numbered so tests can tell items apart. */
export function newsItem(id: number, overrides: Partial<MediaItem> = {}): MediaItem {
  // Items made before the picture library (seeded) show the picture at imageUrl.
  return {
    id,
    title: `News item ${id}`,
    summary: `Summary of item ${id}`,
    date: `2026-0${(id % 9) + 1}-1${id % 10}`,
    datePrecision: 'day',
    imageUrl: `/api-official-web/assets/news-${id}.png`,
    picture: null,
    ...overrides,
  };
}

export function newsPage(list: MediaItem[], overrides: Partial<Page<MediaItem>> = {}): Page<MediaItem> {
  return { list, total: list.length, pageNo: 1, pageSize: 10, years: [2026], ...overrides };
}

export function newsDetail(id: number, overrides: Partial<MediaDetail> = {}): MediaDetail {
  return { ...newsItem(id), body: '<p>Body text</p>', previous: null, next: null, ...overrides };
}
