import type { JobItem } from '@azi/shared/api/schemas/job';
import type { TFunction } from 'i18next';

/**
 * Thousands grouped with commas, as zh, hk and en pages all write salaries. Written out rather
 * than by Intl: the server's and the browser's number data may differ, and the HTML must match.
 */
function grouped(amount: number): string {
  return String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The salary HR gave ("CNY 15,000–25,000 a month"), one end of it, or undefined when none. `t` is fixed to the careers namespace. */
export function salaryText(
  job: Pick<JobItem, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryUnit'>,
  t: TFunction,
): string | undefined {
  const { salaryMin: min, salaryMax: max } = job;
  let amount: string;
  if (min !== null && max !== null) amount = min === max ? grouped(min) : `${grouped(min)}–${grouped(max)}`;
  else if (min !== null) amount = t('jobDetail.salaryFrom', { amount: grouped(min) });
  else if (max !== null) amount = t('jobDetail.salaryUpTo', { amount: grouped(max) });
  else return undefined;
  return t('jobDetail.salaryText', {
    amount,
    currency: job.salaryCurrency,
    unit: t(`jobDetail.salaryUnits.${job.salaryUnit}`),
  });
}
