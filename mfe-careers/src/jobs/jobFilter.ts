import { isJobCategory, type JobCategory } from './jobCategories';

/** What a job seeker narrowed the list to. Lives in the URL (?category=engineering&q=test) so it can be shared. */
export interface JobFilter {
  category: JobCategory | undefined;
  keyword: string;
}

export const CATEGORY_PARAM = 'category';
export const KEYWORD_PARAM = 'q';

/** Reads the filter from a query string; an unknown category means no category. */
export function readJobFilter(params: URLSearchParams): JobFilter {
  const category = params.get(CATEGORY_PARAM);
  return { category: isJobCategory(category) ? category : undefined, keyword: params.get(KEYWORD_PARAM)?.trim() ?? '' };
}

/** The query string of a filter (no leading '?'), for links and for replacing the URL; empty values are left out. */
export function jobFilterSearch(filter: JobFilter): string {
  const params = new URLSearchParams();
  if (filter.category) params.set(CATEGORY_PARAM, filter.category);
  if (filter.keyword.trim()) params.set(KEYWORD_PARAM, filter.keyword.trim());
  return params.toString();
}
