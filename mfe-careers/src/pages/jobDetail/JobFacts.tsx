import { useT } from '@azi/shared/ui/PageContext';
import { CategoryIcon } from '../../jobs/CategoryIcon';
import type { Position } from '../../jobs/positions';
import type { PositionText } from '../../jobs/positionText';
import styles from './JobFacts.module.css';

/** Family, place, kind of employment and date of one position, as a description list. */
export function JobFacts({ position, text }: { position: Position; text: PositionText }) {
  const t = useT('careers');
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>{t('jobDetail.category')}</dt>
        <dd className={styles.category}>
          <CategoryIcon category={position.category} size={20} />
          {text.category}
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('jobDetail.location')}</dt>
        <dd>{text.city}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('jobDetail.employmentType')}</dt>
        <dd>{t('jobDetail.fullTime')}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('jobDetail.posted')}</dt>
        <dd>
          <time dateTime={position.datePosted}>{position.datePosted}</time>
        </dd>
      </div>
    </dl>
  );
}
