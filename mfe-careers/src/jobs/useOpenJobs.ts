import { useState } from 'react';
import { getJobPage } from '@azi/shared/api/get-job-page';
import { PAGE_SIZE_MAX, type Page } from '@azi/shared/api/schemas/content';
import type { JobItem } from '@azi/shared/api/schemas/job';
import { usePageData, type PageData } from '@azi/shared/data/usePageData';
import { usePageAddress } from '@azi/shared/ui/PageContext';
import type { JobFilter } from './jobFilter';

/**
 * The list shows every open job on one page, so it asks for the API's largest page (50). HR has
 * had eight openings at a time; past 50 the page says it shows the first 50 (jobList.moreThanShown).
 */
export const JOB_LIST_SIZE = PAGE_SIZE_MAX;

/**
 * The open jobs of a filter, from job/findPage (closed ones have left it), in the page's language.
 * The server renders them into the HTML; the browser reuses that answer (usePageData). The employee
 * page's teaser asks with no filter, the same key as the whole list.
 */
export function useOpenJobs(filter: JobFilter): PageData<Page<JobItem>> {
  const { lang } = usePageAddress();
  const { category, keyword } = filter;
  return usePageData(`careers:jobs:${lang}/${category ?? 'all'}/${keyword}`, () =>
    getJobPage({ pageNo: 1, pageSize: JOB_LIST_SIZE, lang, category, keyword }),
  );
}

/**
 * The newest answer, also while the next one loads: as the seeker types, the list stays where it
 * is (marked busy) instead of blinking to "loading" at every key.
 */
export function useLatestAnswer<T>(request: PageData<T>): T | undefined {
  const ready = request.status === 'ready' ? request.data : undefined;
  const [latest, setLatest] = useState(ready);
  if (ready !== undefined && ready !== latest) setLatest(ready);
  return ready ?? latest;
}
