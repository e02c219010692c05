import { useMemo } from 'react';
import { useSearchParams } from '@azi/shared/routing/navigation';
import { EmptyState } from '@azi/shared/ui/EmptyState';
import { PageBanner } from '@azi/shared/ui/PageBanner';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import { filterPositions, readJobFilter } from '../../jobs/jobFilter';
import { POSITIONS } from '../../jobs/positions';
import { positionText } from '../../jobs/positionText';
import { JobCards } from './JobCards';
import { JobFilters } from './JobFilters';
import { JobTable } from './JobTable';
import styles from './JobListPage.module.css';

/** /job_list: the open positions, narrowed by the filter in the URL (?category=…&q=…). */
export function JobListPage() {
  const t = useT('careers');
  const { layout } = usePageAddress();
  const [params] = useSearchParams();
  const filter = readJobFilter(params);
  const items = useMemo(() => POSITIONS.map((position) => ({ position, text: positionText(t, position) })), [t]);
  const results = filterPositions(items, filter);
  const filtered = filter.category !== undefined || filter.keyword !== '';

  return (
    <>
      <PageBanner title={t('jobList.banner.title')} subtitle={t('jobList.banner.subtitle')} />
      <div className={`${styles.body} ${layout === 'mobile' ? styles.mobile : ''}`}>
        <JobFilters filter={filter} />
        <div className={styles.summary}>
          <p role="status" className={styles.count}>
            {t('jobList.count', { count: results.length })}
          </p>
          {filtered ? (
            <PageLink to="job_list" className={styles.clear}>
              {t('jobList.filter.clear')}
            </PageLink>
          ) : null}
        </div>
        {results.length === 0 ? (
          <EmptyState />
        ) : layout === 'mobile' ? (
          <JobCards items={results} />
        ) : (
          <JobTable items={results} />
        )}
      </div>
    </>
  );
}
