import { useDocumentMeta } from '@azi/shared/hooks/useDocumentMeta';
import { EmptyState } from '@azi/shared/ui/EmptyState';
import { PageBanner } from '@azi/shared/ui/PageBanner';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { JobPostingJsonLd } from '../../jobs/JobPostingJsonLd';
import { numberedText } from '../../jobs/jobPostingJsonLd';
import { positionForPage, type Position } from '../../jobs/positions';
import { positionText } from '../../jobs/positionText';
import { ApplyLink } from './ApplyLink';
import { BackButton } from './BackButton';
import { JobFacts } from './JobFacts';
import styles from './JobDetailPage.module.css';

/** /job_detail1 … /job_detail8: one position, read from the page key of the URL. */
export function JobDetailPage() {
  const { page } = usePageAddress();
  const position = positionForPage(page);
  return position ? <JobDetail position={position} /> : <EmptyState />;
}

function JobDetail({ position }: { position: Position }) {
  const t = useT('careers');
  const { layout } = usePageAddress();
  const text = positionText(t, position);
  const mobile = layout === 'mobile';
  const responsibilitiesHeading = t('jobDetail.responsibilities');
  const requirementsHeading = t('jobDetail.requirements');
  useDocumentMeta({ title: t('jobDetail.metaTitle', { title: text.title }), description: text.summary });

  const duties = (
    <div className={styles.duties}>
      <NumberedSection id="job-responsibilities" heading={responsibilitiesHeading} items={text.responsibilities} />
      <NumberedSection id="job-requirements" heading={requirementsHeading} items={text.requirements} />
    </div>
  );
  const facts = (
    <section aria-labelledby="job-facts" className={styles.factsCard}>
      <h2 id="job-facts" className={styles.factsHeading}>
        {t('jobDetail.facts')}
      </h2>
      <JobFacts position={position} text={text} />
      {mobile ? null : (
        <div className={styles.actions}>
          <ApplyLink title={text.title} className={styles.apply} withHint hintClassName={styles.hint} />
          <BackButton className={styles.back} />
        </div>
      )}
    </section>
  );

  return (
    <>
      <PageBanner title={text.title} subtitle={text.summary} />
      {mobile ? (
        <div className={styles.mobile}>
          {facts}
          {duties}
          {/* Stays at the bottom of the screen while the posting scrolls past. */}
          <div className={styles.actionBar}>
            <BackButton className={styles.back} />
            <ApplyLink title={text.title} className={styles.apply} />
          </div>
        </div>
      ) : (
        <div className={styles.desktop}>
          {duties}
          <aside className={styles.aside}>{facts}</aside>
        </div>
      )}
      <JobPostingJsonLd
        title={text.title}
        description={[
          text.summary,
          numberedText(responsibilitiesHeading, text.responsibilities),
          numberedText(requirementsHeading, text.requirements),
        ].join('\n\n')}
        datePosted={position.datePosted}
        occupationalCategory={text.category}
        city={text.city}
        region={text.region}
      />
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
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    </section>
  );
}
