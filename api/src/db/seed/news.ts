/** Builds one media-center article from its three languages, for the seeded news and business articles. */
import { assetUrl } from '../../assets/artwork';
import type { ContentInput } from '../../content/contentWriter';
import { html, t } from './text';

export const news = (
  date: string,
  datePrecision: 'day' | 'month' | 'year',
  image: Parameters<typeof assetUrl>[0],
  title: [string, string, string],
  summary: [string, string, string],
  body: [string[], string[], string[]],
): ContentInput => ({
  title: t(...title),
  summary: t(...summary),
  body: html(...body),
  date,
  datePrecision,
  imageUrl: assetUrl(image),
});
