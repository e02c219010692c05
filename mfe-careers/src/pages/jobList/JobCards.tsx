import type { JobItem } from '@azi/shared/api/schemas/job';
import { usePageAddress } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import { CategoryIcon } from '../../jobs/CategoryIcon';
import { jobChoiceLabel } from '../../jobs/jobLabels';
import styles from './JobCards.module.css';

/** Mobile: one card per position; the whole card is the link to its details. */
export function JobCards({ items }: { items: readonly JobItem[] }) {
  const { lang } = usePageAddress();
  return (
    <ul className={styles.cards}>
      {items.map((job) => (
        <li key={job.id} className={styles.card}>
          <p className={styles.category}>
            <CategoryIcon category={job.category} size={20} />
            {jobChoiceLabel('category', job.category, lang)}
          </p>
          <h2 className={styles.title}>
            <PageLink to="job_detail" query={{ id: job.id }} className={styles.link}>
              {job.title}
            </PageLink>
          </h2>
          <p className={styles.summary}>{job.summary}</p>
          <p className={styles.meta}>
            <span>{jobChoiceLabel('city', job.city, lang)}</span>
            <time dateTime={job.date}>{job.date}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
