import { getListPage, type ListPageParams } from '@azi/shared/api/listPage';
import type { Page } from '@azi/shared/api/schemas/content';
import type { JobItem } from '@azi/shared/api/schemas/job';
import type { JobCategory } from '@azi/shared/keys/jobCategories';

export interface JobPageParams extends Omit<ListPageParams, 'year'> {
  /** One job family; none: every family. */
  category?: JobCategory;
}

/** GET /api-official-web/job/findPage/{pageNo}/{pageSize}?category=&keyword=: open jobs only (closed ones leave the list). */
export function getJobPage({ category, ...params }: JobPageParams): Promise<Page<JobItem>> {
  return getListPage<JobItem>('job', params, category ? { category } : {});
}
