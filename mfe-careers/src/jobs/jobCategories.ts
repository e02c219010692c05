/** The job families: the job kind's (issue 56), also the `category` value in the job list's URL. */
import { JOB_CATEGORIES, type JobCategory } from '@azi/shared/keys/jobCategories';

export { JOB_CATEGORIES, type JobCategory };

export function isJobCategory(value: unknown): value is JobCategory {
  return typeof value === 'string' && (JOB_CATEGORIES as readonly string[]).includes(value);
}
