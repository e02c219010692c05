import { PageBanner } from '@azi/shared/ui/PageBanner';
import { useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import styles from './JobDetailPage.module.css';

export interface NoOpeningProps {
  /** The closed job's title, or what a page without a job says. */
  title: string;
  /** Why it cannot be applied for; none for a job that was never there. */
  message?: string;
}

/**
 * A job page with nothing to apply for: a closed opening (no apply button, no JobPosting data)
 * or an address that names none. Either way, the seeker is led to the open jobs.
 */
export function NoOpening({ title, message }: NoOpeningProps) {
  const t = useT('careers');
  return (
    <>
      <PageBanner title={title} />
      <div className={styles.noOpening}>
        {message ? <p role="status">{message}</p> : null}
        <PageLink to="job_list" className={styles.back}>
          {t('jobDetail.openJobs')}
        </PageLink>
      </div>
    </>
  );
}
