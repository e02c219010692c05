import type { JobDetail, JobItem } from '@azi/shared/api/schemas/job';
import type { Page } from '@azi/shared/api/schemas/content';

/** An open job as job/findPage answers it; `overrides` set what a test is about. */
export function jobItem(id: number, overrides: Partial<JobItem> = {}): JobItem {
  return {
    id,
    title: `Position ${id}`,
    summary: `What position ${id} does`,
    date: '2026-11-20',
    datePrecision: 'day',
    category: 'engineering',
    city: 'beijing',
    employmentType: 'FULL_TIME',
    headcount: null,
    applyTo: '',
    salaryMin: null,
    salaryMax: null,
    salaryCurrency: 'CNY',
    salaryUnit: 'MONTH',
    validThrough: null,
    ...overrides,
  };
}

/** One job as job/getById answers it: open, with two duties and two requirements. */
export function jobDetail(id: number, overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    ...jobItem(id),
    duties: 'Write the tests\nRun them every day',
    requirements: 'Three years of testing\nGood written English',
    closed: false,
    gone: false,
    ...overrides,
  };
}

/** A one-page answer of job/findPage holding `list`. */
export function jobPage(list: JobItem[]): Page<JobItem> {
  return { list, total: list.length, pageNo: 1, pageSize: 50, years: [] };
}
