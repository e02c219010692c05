import type { MediaDetail } from '@azi/shared/api/schemas/content';
import { newsArticleJsonLd } from './newsArticleJsonLd';

const article = (extra: Partial<MediaDetail> = {}): MediaDetail => ({
  id: 4,
  title: 'Autozi lists on Nasdaq',
  summary: 'Class A ordinary shares trade as AZI.',
  date: '2024-08-28',
  datePrecision: 'day',
  updatedAt: '2026-11-20T08:15:00Z',
  imageUrl: '/api-official-web/assets/media-platform.svg',
  picture: null,
  body: '<p>…</p>',
  previous: null,
  next: null,
  ...extra,
});

it('gives a press release its headline, dates, absolute image, and the company as author and publisher', () => {
  const data = newsArticleJsonLd(article(), 'en', 'https://www.example.org');
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: 'Autozi lists on Nasdaq',
    datePublished: '2024-08-28',
    dateModified: '2026-11-20T08:15:00Z',
    image: ['https://www.example.org/api-official-web/assets/media-platform.svg'],
  });
  expect(data.author).toEqual({ '@type': 'Corporation', name: 'Autozi', url: 'https://www.example.org/en' });
  expect(data.publisher).toEqual({
    '@type': 'Corporation',
    name: 'Autozi',
    url: 'https://www.example.org/en',
    logo: 'https://www.example.org/favicon.svg',
  });
});

it("takes a library picture's 960-px JPEG, and a date only as precise as it is known", () => {
  const picture = {
    path: '/api-official-web/pictures/k1',
    widths: [480, 960, 1440],
    width: 1600,
    height: 900,
    alt: 'A store',
    decorative: false,
  };
  const data = newsArticleJsonLd(
    article({ picture, date: '2025-09-01', datePrecision: 'month' }),
    'zh',
    'https://www.example.org',
  );
  expect(data.image).toEqual(['https://www.example.org/api-official-web/pictures/k1/960.jpg']);
  expect(data.datePublished).toBe('2025-09');
});

it('names no image for an article without a picture', () => {
  expect(newsArticleJsonLd(article({ imageUrl: '' }), 'en', 'https://www.example.org')).not.toHaveProperty('image');
});
