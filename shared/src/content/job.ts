/**
 * A job opening (issue 56): HR staff post, schedule and close it in the console, without a code
 * release; the careers section (mfe-careers) owns how it looks. Its title and summary are the
 * posting's name and lead; its duties and requirements are texts in three languages, one item per
 * line. It goes public at its publish time (valid from) and leaves the list after `validThrough`;
 * its page then says it is closed, and answers 410 once JOB_CLOSED_GRACE_MS has passed.
 */
import { contentKind } from '@azi/shared/content/contentKind';
import { choice, optional } from '@azi/shared/content/contentField';
import { JOB_CATEGORIES } from '@azi/shared/keys/jobCategories';

/** Still lent from here: careers versions released before the families moved to keys/ import them from this module. */
export { JOB_CATEGORIES, type JobCategory } from '@azi/shared/keys/jobCategories';

/** The company's office cities (docs/company-facts.md, Offices). */
export const OFFICE_CITIES = ['beijing', 'changsha', 'zhengzhou', 'wuhu', 'jinan'] as const;
export type OfficeCity = (typeof OFFICE_CITIES)[number];

/** schema.org JobPosting's employmentType values (Google's guide). */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const SALARY_CURRENCIES = ['CNY', 'HKD', 'USD'] as const;
/** schema.org QuantitativeValue's unitText for a salary. */
export const SALARY_UNITS = ['MONTH', 'YEAR', 'DAY', 'HOUR'] as const;

/** Duties and requirements, one per line, in one language. */
export const JOB_LIST_TEXT_MAX = 6000;
export const HEADCOUNT_MAX = 999;
export const SALARY_MAX = 100_000_000;

/**
 * How to apply: an e-mail address (mailto:) or an https link to an applicant-tracking system.
 * Empty: the site's configured channel (the setting jobApplyChannel).
 */
export const APPLY_TO_PATTERN = '^(mailto:[^\\s?@]+@[^\\s?@]+\\.[^\\s?@]+(\\?\\S*)?|https://\\S+|)$';

/** A closed posting's page still says so (200) for this long after validThrough, then answers 410 Gone. */
export const JOB_CLOSED_GRACE_MS = 30 * 24 * 3600 * 1000;

const SALARY_INPUT = { type: ['integer', 'null'], minimum: 0, maximum: SALARY_MAX };

export const job = contentKind({
  fields: [
    choice('category', JOB_CATEGORIES),
    optional('city', 'choice', { type: ['string', 'null'], enum: [...OFFICE_CITIES, null] }, 'beijing', OFFICE_CITIES),
    optional(
      'employmentType',
      'choice',
      { type: ['string', 'null'], enum: [...EMPLOYMENT_TYPES, null] },
      'FULL_TIME',
      EMPLOYMENT_TYPES,
    ),
    {
      key: 'headcount',
      type: 'integer',
      required: false,
      input: { type: ['integer', 'null'], minimum: 1, maximum: HEADCOUNT_MAX },
    },
    optional('applyTo', 'link', { type: ['string', 'null'], maxLength: 1000, pattern: APPLY_TO_PATTERN }, ''),
    { key: 'salaryMin', type: 'integer', required: false, input: SALARY_INPUT },
    { key: 'salaryMax', type: 'integer', required: false, input: SALARY_INPUT },
    optional(
      'salaryCurrency',
      'choice',
      { type: ['string', 'null'], enum: [...SALARY_CURRENCIES, null] },
      'CNY',
      SALARY_CURRENCIES,
    ),
    optional(
      'salaryUnit',
      'choice',
      { type: ['string', 'null'], enum: [...SALARY_UNITS, null] },
      'MONTH',
      SALARY_UNITS,
    ),
    { key: 'validThrough', type: 'instant', required: false, input: { type: ['string', 'null'], format: 'date-time' } },
  ],
  texts: [
    { key: 'duties', maxLength: JOB_LIST_TEXT_MAX },
    { key: 'requirements', maxLength: JOB_LIST_TEXT_MAX },
  ],
  owner: 'hr',
  alertCategory: 'careers',
  shows: { page: 'job_detail', by: 'id' },
  search: 'job',
});

/** A text of several lines as its items: one per non-empty line. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
