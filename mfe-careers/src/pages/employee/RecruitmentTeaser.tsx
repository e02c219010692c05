import type { JobItem } from '@azi/shared/api/schemas/job';
import { LoadFailed, Loading } from '@azi/shared/ui/LoadStatus';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import { CategoryIcon } from '../../jobs/CategoryIcon';
import { JOB_CATEGORIES } from '../../jobs/jobCategories';
import { jobFilterSearch } from '../../jobs/jobFilter';
import { jobChoiceLabel } from '../../jobs/jobLabels';
import { useOpenJobs } from '../../jobs/useOpenJobs';
import styles from './RecruitmentTeaser.module.css';

const EVERY_JOB = { category: undefined, keyword: '' };

/** The recruitment section: how many jobs are open, by family, from the API; and the way to the job list. */
export function RecruitmentTeaser() {
  const t = useT('careers');
  const request = useOpenJobs(EVERY_JOB);
  return (
    <>
      {request.status === 'loading' ? <Loading /> : null}
      {request.status === 'failed' ? (
        <LoadFailed message={t('employee.recruitment.loadFailed')} onRetry={request.retry} />
      ) : null}
      {request.status === 'ready' ? <OpenFamilies total={request.data.total} jobs={request.data.list} /> : null}
      <PageLink to="job_list" className={styles.cta}>
        {t('employee.recruitment.cta')}
      </PageLink>
    </>
  );
}

function OpenFamilies({ total, jobs }: { total: number; jobs: readonly JobItem[] }) {
  const t = useT('careers');
  const { lang } = usePageAddress();
  const families = JOB_CATEGORIES.map((category) => ({
    category,
    count: jobs.filter((job) => job.category === category).length,
  })).filter(({ count }) => count > 0);
  return (
    <>
      <p className={styles.count}>{t('employee.recruitment.openCount', { count: total })}</p>
      {families.length > 0 ? (
        <>
          <h3 className={styles.heading}>{t('employee.recruitment.categoriesHeading')}</h3>
          <ul className={styles.families}>
            {families.map(({ category, count }) => (
              <li key={category}>
                <PageLink to="job_list" query={jobFilterSearch({ category, keyword: '' })} className={styles.family}>
                  <CategoryIcon category={category} size={22} />
                  {t('employee.recruitment.categoryLink', {
                    category: jobChoiceLabel('category', category, lang),
                    count,
                  })}
                </PageLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
