import { getMediaPage } from '@azi/shared/api/get-media-page';
import { PAGE_SIZE_MAX, type MediaItem } from '@azi/shared/api/schemas/content';
import type { Lang } from '@azi/shared/i18n/languages';

export interface ArticleLink {
  id: number;
  title: string;
}

export interface ArticleNeighbours {
  /** The newer article (above this one in the list). */
  previous: ArticleLink | undefined;
  /** The older article (below it). */
  next: ArticleLink | undefined;
}

const link = (item: MediaItem | undefined): ArticleLink | undefined => (item ? { id: item.id, title: item.title } : undefined);

/** Every item of one year in list order, a full page at a time (a year of news is usually one page). */
async function itemsOfYear(lang: Lang, year: number): Promise<{ list: MediaItem[]; years: number[] }> {
  const first = await getMediaPage({ pageNo: 1, pageSize: PAGE_SIZE_MAX, lang, year });
  const list = [...first.list];
  const pageCount = Math.ceil(first.total / PAGE_SIZE_MAX);
  for (let pageNo = 2; pageNo <= pageCount; pageNo += 1) {
    list.push(...(await getMediaPage({ pageNo, pageSize: PAGE_SIZE_MAX, lang, year })).list);
  }
  return { list, years: first.years };
}

/** The first (newest) or last (oldest) item of a year. */
async function edgeOfYear(lang: Lang, year: number, edge: 'newest' | 'oldest'): Promise<MediaItem | undefined> {
  const first = await getMediaPage({ pageNo: 1, pageSize: 1, lang, year });
  if (edge === 'newest' || first.total <= 1) return first.list[0];
  return (await getMediaPage({ pageNo: first.total, pageSize: 1, lang, year })).list[0];
}

/**
 * The articles either side of `article` in the list's order (newest first).
 * media/getById does not say, so they are read from media/findPage, limited to the article's
 * year and, at a year's edge, the neighbouring year's edge item: a few small requests instead of
 * walking the whole archive.
 */
export async function findArticleNeighbours(article: Pick<MediaItem, 'id' | 'date'>, lang: Lang): Promise<ArticleNeighbours> {
  const year = Number(article.date.slice(0, 4));
  const { list, years } = await itemsOfYear(lang, year);
  const index = list.findIndex((item) => item.id === article.id);
  if (index < 0) return { previous: undefined, next: undefined };

  const yearIndex = years.indexOf(year);
  const newerYear = yearIndex > 0 ? years[yearIndex - 1] : undefined;
  const olderYear = yearIndex >= 0 ? years[yearIndex + 1] : undefined;

  const [previous, next] = await Promise.all([
    index > 0 ? list[index - 1] : newerYear !== undefined ? edgeOfYear(lang, newerYear, 'oldest') : undefined,
    index < list.length - 1 ? list[index + 1] : olderYear !== undefined ? edgeOfYear(lang, olderYear, 'newest') : undefined,
  ]);
  return { previous: link(previous), next: link(next) };
}
