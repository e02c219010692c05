/**
 * The job families: the job list's `category` values (?category=engineering). The job kind
 * (content/job.ts) offers them in the console; the page table reads them from here, so the first
 * view's page table does not carry the content kinds (decision 007).
 */
export const JOB_CATEGORIES = ['legal', 'finance', 'marketing', 'business', 'engineering'] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];
