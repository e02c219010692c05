import { PageLink } from '@azi/shared/ui/PageLink';
import { CategoryIcon } from '../../jobs/CategoryIcon';
import type { ListedPosition } from '../../jobs/jobFilter';
import { detailPageOf } from '../../jobs/positions';
import styles from './JobCards.module.css';

/** Mobile: one card per position; the whole card is the link to its details. */
export function JobCards({ items }: { items: readonly ListedPosition[] }) {
  return (
    <ul className={styles.cards}>
      {items.map(({ position, text }) => (
        <li key={position.id} className={styles.card}>
          <p className={styles.category}>
            <CategoryIcon category={position.category} size={20} />
            {text.category}
          </p>
          <h2 className={styles.title}>
            <PageLink to={detailPageOf(position)} className={styles.link}>
              {text.title}
            </PageLink>
          </h2>
          <p className={styles.summary}>{text.summary}</p>
          <p className={styles.meta}>
            <span>{text.city}</span>
            <time dateTime={position.datePosted}>{position.datePosted}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
