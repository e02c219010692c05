import { ID_MAX, PAGE_NO_MAX, YEAR_MAX, YEAR_MIN } from '@azi/shared/api/schemas/content';
import { readQueryNumber } from '@azi/shared/routing/queryNumber';

export interface NewsListQuery {
  pageNo: number;
  year: number | undefined;
}

/** The list's page and year from `?page=2&year=2025`; anything unreadable falls back to page 1, every year. */
export function readListQuery(params: URLSearchParams): NewsListQuery {
  return {
    pageNo: readQueryNumber(params.get('page'), 1, PAGE_NO_MAX) ?? 1,
    year: readQueryNumber(params.get('year'), YEAR_MIN, YEAR_MAX),
  };
}

/** The article id of `?id=42`, or undefined when it is missing, not a whole number or out of range. */
export function readArticleId(params: URLSearchParams): number | undefined {
  return readQueryNumber(params.get('id'), 1, ID_MAX);
}
