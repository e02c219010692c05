/**
 * A job opening as the public API answers it (issue 56; shared/src/content/job.ts): in the list,
 * what a row and a card show; from job/getById, its duties and requirements too (one per line),
 * and whether it has closed.
 */
import type { Static } from '@azi/shared/api/json-schema';
import { contentItemSchema, listQuerySchema } from '@azi/shared/api/schemas/content';
import { EMPLOYMENT_TYPES, OFFICE_CITIES, SALARY_CURRENCIES, SALARY_UNITS } from '@azi/shared/content/job';
import { JOB_CATEGORIES } from '@azi/shared/keys/jobCategories';

const nullableInteger = { type: ['integer', 'null'] } as const;

const jobProperties = {
  category: { type: 'string', enum: JOB_CATEGORIES },
  city: { type: 'string', enum: OFFICE_CITIES },
  employmentType: { type: 'string', enum: EMPLOYMENT_TYPES },
  headcount: nullableInteger,
  /** mailto: or https; empty: the site's configured channel. */
  applyTo: { type: 'string' },
  salaryMin: nullableInteger,
  salaryMax: nullableInteger,
  salaryCurrency: { type: 'string', enum: SALARY_CURRENCIES },
  salaryUnit: { type: 'string', enum: SALARY_UNITS },
  /** ISO instant (UTC) after which the opening is closed; null: open until HR closes it. */
  validThrough: { type: ['string', 'null'] },
} as const;
const jobRequired = [
  'category',
  'city',
  'employmentType',
  'headcount',
  'applyTo',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryUnit',
  'validThrough',
] as const;

export const jobItemSchema = contentItemSchema(jobProperties, jobRequired);

/** One opening for its page: its lists, and `closed` once its validThrough has passed (then `gone` after the grace period). */
export const jobDetailSchema = contentItemSchema(
  {
    ...jobProperties,
    duties: { type: 'string' },
    requirements: { type: 'string' },
    closed: { type: 'boolean' },
    gone: { type: 'boolean' },
  },
  [...jobRequired, 'duties', 'requirements', 'closed', 'gone'],
);

/** The job list filters by family (the list page's ?category=) and by words (its ?q=, the API's keyword). */
export const jobQuerySchema = {
  type: 'object',
  properties: { ...listQuerySchema.properties, category: { type: 'string', enum: JOB_CATEGORIES } },
} as const;

export type JobItem = Static<typeof jobItemSchema>;
export type JobDetail = Static<typeof jobDetailSchema>;
export type JobQuery = Static<typeof jobQuerySchema>;

/** An opening's apply clicks, as the console lists them beside it (GET /admin/jobs/apply-clicks; only openings clicked at least once). */
export interface ApplyClickCount {
  jobId: number;
  /** Every click counted. */
  total: number;
  /** The last 30 days, today included. */
  last30Days: number;
  /** Today in Beijing, the company's day. */
  today: number;
}

/** The apply button's click (no personal data: the opening only). */
export const applyClickBodySchema = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;
