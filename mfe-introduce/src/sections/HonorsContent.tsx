import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { Icon } from '../components/Icon';
import styles from './HonorsContent.module.css';

/**
 * #gsry: the one recognition docs/company-facts.md (Honors) supports, always with its attribution.
 * Awards are added here when the company confirms them.
 */
export function HonorsContent() {
  const t = useT('introduce');
  const { layout } = usePageAddress();
  return (
    <ul className={`${styles.honors} ${layout === 'mobile' ? styles.mobile : ''}`}>
      <li className={styles.honor}>
        <span className={styles.badge}>
          <Icon name="trophy" size={layout === 'mobile' ? 32 : 44} />
        </span>
        <div>
          <h3 className={styles.title}>{t('honors.ranking.title')}</h3>
          {/* The quotation and its source: a figure whose caption is its own child (HTML allows no other place). */}
          <figure className={styles.quote}>
            <blockquote className={styles.body}>
              <p>{t('honors.ranking.body')}</p>
            </blockquote>
            <figcaption className={styles.source}>{t('honors.ranking.source')}</figcaption>
          </figure>
        </div>
      </li>
    </ul>
  );
}
