import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import styles from './PlatformChain.module.css';

/**
 * The S2B2C chain as a figure: suppliers (S) reach stores (B) and through them car owners (C)
 * by way of the platform. HTML rather than an SVG picture so the labels wrap in every language.
 */
export function PlatformChain() {
  const t = useT('introduce');
  const { layout } = usePageAddress();
  const supplyItems = t('aboutUs.chain.supplyItems', { returnObjects: true }) as string[];
  return (
    <figure className={`${styles.chain} ${layout === 'mobile' ? styles.mobile : ''}`}>
      <figcaption className={styles.caption}>{t('aboutUs.chain.label')}</figcaption>
      <ol className={styles.steps}>
        <li className={styles.step}>
          <span className={styles.letter} aria-hidden="true">
            S
          </span>
          <span className={styles.stepTitle}>{t('aboutUs.chain.supply')}</span>
          <span className={styles.note}>{supplyItems.join(' · ')}</span>
        </li>
        <li className={`${styles.step} ${styles.platform}`}>
          <span className={styles.letter} aria-hidden="true">
            2
          </span>
          <span className={styles.stepTitle}>{t('aboutUs.chain.platform')}</span>
          <span className={styles.note}>{t('aboutUs.chain.platformNote')}</span>
        </li>
        <li className={styles.step}>
          <span className={styles.letter} aria-hidden="true">
            B
          </span>
          <span className={styles.stepTitle}>{t('aboutUs.chain.business')}</span>
          <span className={styles.note}>{t('aboutUs.chain.businessNote')}</span>
        </li>
        <li className={styles.step}>
          <span className={styles.letter} aria-hidden="true">
            C
          </span>
          <span className={styles.stepTitle}>{t('aboutUs.chain.consumer')}</span>
          <span className={styles.note}>{t('aboutUs.chain.consumerNote')}</span>
        </li>
      </ol>
    </figure>
  );
}
