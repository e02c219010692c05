import type { ReactNode } from 'react';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import type { Appointment } from '../data/people';
import styles from './PersonCard.module.css';

export interface PersonCardProps {
  appointment: Appointment;
  /** A link under the card, e.g. to the full profile. */
  footer?: ReactNode;
}

/** One director or officer: monogram (no photos of people), name, title and education. */
export function PersonCard({ appointment, footer }: PersonCardProps) {
  const t = useT('introduce');
  const { layout } = usePageAddress();
  const { person, role } = appointment;
  return (
    <article className={`${styles.card} ${layout === 'mobile' ? styles.mobile : ''}`}>
      <span className={styles.monogram} aria-hidden="true">
        {t(`people.${person}.monogram`)}
      </span>
      <div className={styles.body}>
        <h3 className={styles.name}>{t(`people.${person}.name`)}</h3>
        <p className={styles.role}>{t(`roles.${role}`)}</p>
        <dl className={styles.details}>
          <dt>{t('personCard.education')}</dt>
          <dd>{t(`people.${person}.education`)}</dd>
        </dl>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </article>
  );
}
