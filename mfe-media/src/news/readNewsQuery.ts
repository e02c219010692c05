import { PAGE_NO_MAX } from '@azi/shared/api/schemas/content';

/** The largest id the API accepts (a PostgreSQL integer). */
const ID_MAX = 2147483647;
const YEAR_MIN = 1990;
const YEAR_MAX = 2100;

function readWholeNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

export interface NewsListQuery {
  pageNo: number;
  year: number | undefined;
}

/** The list's page and year from `?page=2&year=2025`; anything unreadable falls back to page 1, every year. */
export function readListQuery(params: URLSearchParams): NewsListQuery {
  return {
    pageNo: readWholeNumber(params.get('page'), 1, PAGE_NO_MAX) ?? 1,
    year: readWholeNumber(params.get('year'), YEAR_MIN, YEAR_MAX),
  };
}

/** The article id of `?id=42`, or undefined when it is missing, not a whole number or out of range. */
export function readArticleId(params: URLSearchParams): number | undefined {
  return readWholeNumber(params.get('id'), 1, ID_MAX);
}
