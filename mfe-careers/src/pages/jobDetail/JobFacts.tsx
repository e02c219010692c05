import type { ReactNode } from 'react';
import type { JobItem } from '@azi/shared/api/schemas/job';
import { beijingDay } from '@azi/shared/time/beijingTime';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { CategoryIcon } from '../../jobs/CategoryIcon';
import { jobChoiceLabel } from '../../jobs/jobLabels';
import { salaryText } from '../../jobs/salaryText';
import styles from './JobFacts.module.css';

function Fact({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/** Family, place, kind of employment, headcount, salary and dates of one opening, as a description list; what HR left empty is left out. */
export function JobFacts({ job }: { job: JobItem }) {
  const t = useT('careers');
  const { lang } = usePageAddress();
  const salary = salaryText(job, t);
  return (
    <dl className={styles.facts}>
      <Fact term={t('jobDetail.category')} className={styles.category}>
        <CategoryIcon category={job.category} size={20} />
        {jobChoiceLabel('category', job.category, lang)}
      </Fact>
      <Fact term={t('jobDetail.location')}>{jobChoiceLabel('city', job.city, lang)}</Fact>
      <Fact term={t('jobDetail.employmentType')}>{jobChoiceLabel('employmentType', job.employmentType, lang)}</Fact>
      {job.headcount !== null ? <Fact term={t('jobDetail.headcount')}>{job.headcount}</Fact> : null}
      {salary ? <Fact term={t('jobDetail.salary')}>{salary}</Fact> : null}
      <Fact term={t('jobDetail.posted')}>
        <time dateTime={job.date}>{job.date}</time>
      </Fact>
      {job.validThrough ? (
        <Fact term={t('jobDetail.validThrough')}>
          <time dateTime={job.validThrough}>{beijingDay(new Date(job.validThrough))}</time>
        </Fact>
      ) : null}
    </dl>
  );
}
