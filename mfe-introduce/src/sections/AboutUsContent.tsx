import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { ArrowLink } from '../components/ArrowLink';
import { KEY_FIGURES } from '../data/keyFigures';
import { PlatformChain } from './PlatformChain';
import styles from './AboutUsContent.module.css';

/** #gsjj: who the company is, how its platform connects the market, and its headline figures. */
export function AboutUsContent() {
  const t = useT('introduce');
  const { layout } = usePageAddress();
  const paragraphs = t('aboutUs.paragraphs', { returnObjects: true }) as string[];
  return (
    <div className={layout === 'mobile' ? styles.mobile : styles.desktop}>
      <div className={styles.story}>
        <div className={styles.text}>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p className={styles.links}>
            <ArrowLink to="service">{t('aboutUs.servicesLink')}</ArrowLink>
            <ArrowLink hash="fzlc">{t('aboutUs.milestonesLink')}</ArrowLink>
          </p>
        </div>
        <PlatformChain />
      </div>
      <h3 className={styles.figuresTitle}>{t('aboutUs.figuresLabel')}</h3>
      <ul className={styles.figures}>
        {KEY_FIGURES.map((figure) => (
          <li key={figure} className={styles.figure}>
            <span className={styles.value}>{t(`aboutUs.figures.${figure}.value`)}</span>
            <span className={styles.label}>{t(`aboutUs.figures.${figure}.label`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
