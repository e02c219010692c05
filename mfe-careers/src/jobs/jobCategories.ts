/** The job families of the open positions. The id is also the `category` value in the job list's URL (the page table declares them). */
import { JOB_CATEGORIES } from '@azi/shared/routing/sitePages';

export { JOB_CATEGORIES };
export type JobCategory = (typeof JOB_CATEGORIES)[number];

export function isJobCategory(value: unknown): value is JobCategory {
  return typeof value === 'string' && (JOB_CATEGORIES as readonly string[]).includes(value);
}
