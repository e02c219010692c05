import { KEYWORD_MAX, PAGE_NO_MAX, YEAR_MAX, YEAR_MIN } from '@azi/shared/api/schemas/content';
import { readQueryNumber } from '@azi/shared/routing/queryNumber';

/** The filters and page of an archive, as they live in its URL (?year=2025&keyword=20-F&type=annual&page=2). */
export interface ArchiveQuery {
  year: number | undefined;
  keyword: string;
  type: string | undefined;
  page: number;
}

/**
 * Reads an archive's URL query. A shared or hand-edited link may hold anything (year=abc,
 * page=-1, an unknown type): whatever does not make sense falls back to its default. The type
 * filter lives in `typeParam` (`type`; `category` for the SEC filings).
 */
export function parseArchiveQuery(
  params: URLSearchParams,
  types: readonly string[] = [],
  typeParam = 'type',
): ArchiveQuery {
  const type = params.get(typeParam);
  return {
    year: readQueryNumber(params.get('year'), YEAR_MIN, YEAR_MAX),
    keyword: (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX),
    type: type !== null && types.includes(type) ? type : undefined,
    page: readQueryNumber(params.get('page'), 1, PAGE_NO_MAX) ?? 1,
  };
}

/** The URL query of an archive view; defaults are left out so links stay short. */
export function archiveQueryParams(query: ArchiveQuery, typeParam = 'type'): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.year !== undefined) out.year = String(query.year);
  if (query.keyword) out.keyword = query.keyword;
  if (query.type !== undefined) out[typeParam] = query.type;
  if (query.page > 1) out.page = String(query.page);
  return out;
}
