import type { JobDetail } from '@azi/shared/api/schemas/job';
import { linesOf } from '@azi/shared/content/job';
import { PageBanner } from '@azi/shared/ui/PageBanner';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { JobPostingJsonLd } from '../../jobs/JobPostingJsonLd';
import { ApplyLink } from './ApplyLink';
import { BackButton } from './BackButton';
import { JobFacts } from './JobFacts';
import styles from './JobDetailPage.module.css';

/** An open posting: what the job is, its facts, the way to apply and back, and its JobPosting data. */
export function JobPosting({ job }: { job: JobDetail }) {
  const t = useT('careers');
  const { layout } = usePageAddress();
  const mobile = layout === 'mobile';

  const duties = (
    <div className={styles.duties}>
      <NumberedSection
        id="job-responsibilities"
        heading={t('jobDetail.responsibilities')}
        items={linesOf(job.duties)}
      />
      <NumberedSection id="job-requirements" heading={t('jobDetail.requirements')} items={linesOf(job.requirements)} />
    </div>
  );
  const facts = (
    <section aria-labelledby="job-facts" className={styles.factsCard}>
      <h2 id="job-facts" className={styles.factsHeading}>
        {t('jobDetail.facts')}
      </h2>
      <JobFacts job={job} />
      {mobile ? null : (
        <div className={styles.actions}>
          <ApplyLink job={job} className={styles.apply} withHint hintClassName={styles.hint} />
          <BackButton className={styles.back} />
        </div>
      )}
    </section>
  );

  return (
    <>
      <PageBanner title={job.title} subtitle={job.summary} />
      {mobile ? (
        <div className={styles.mobile}>
          {facts}
          {duties}
          {/* Stays at the bottom of the screen while the posting scrolls past. */}
          <div className={styles.actionBar}>
            <BackButton className={styles.back} />
            <ApplyLink job={job} className={styles.apply} />
          </div>
        </div>
      ) : (
        <div className={styles.desktop}>
          {duties}
          <aside className={styles.aside}>{facts}</aside>
        </div>
      )}
      <JobPostingJsonLd job={job} />
    </>
  );
}

/** One part of the posting: a heading over a numbered list. */
function NumberedSection({ id, heading, items }: { id: string; heading: string; items: readonly string[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ol>
    </section>
  );
}
