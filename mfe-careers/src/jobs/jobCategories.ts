/** The job families of the open positions. The id is also the `category` value in the job list's URL. */
export const JOB_CATEGORIES = ['legal', 'finance', 'marketing', 'business', 'engineering'] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

export function isJobCategory(value: unknown): value is JobCategory {
  return typeof value === 'string' && (JOB_CATEGORIES as readonly string[]).includes(value);
}
