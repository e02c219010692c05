import { pictureFallbackWidth, pictureVariantUrl } from '@azi/shared/api/schemas/pictures';
import { knownDate, type MediaDetail } from '@azi/shared/api/schemas/content';
import type { Lang } from '@azi/shared/i18n/languages';
import { absoluteUrl } from '@azi/shared/seo/absoluteUrl';
import { corporationJsonLd } from '@azi/shared/seo/corporationJsonLd';

/**
 * A press release as schema.org NewsArticle, with what Google reads of an article: headline,
 * image, datePublished, dateModified and author (the company, which also publishes it). The
 * picture is its 960-px JPEG (a format every reader takes), as the news feed gives it.
 */
export function newsArticleJsonLd(
  article: MediaDetail,
  lang: Lang,
  siteUrl: string | undefined,
): Record<string, unknown> {
  const picture = article.picture
    ? pictureVariantUrl(article.picture, pictureFallbackWidth(article.picture.widths), 'jpg')
    : article.imageUrl;
  const { name, url, logo } = corporationJsonLd(lang, siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    ...(article.summary ? { description: article.summary } : {}),
    ...(picture ? { image: [absoluteUrl(siteUrl, picture)] } : {}),
    datePublished: knownDate(article.date, article.datePrecision),
    ...(article.updatedAt ? { dateModified: article.updatedAt } : {}),
    author: { '@type': 'Corporation', name, url },
    publisher: { '@type': 'Corporation', name, url, logo },
  };
}
