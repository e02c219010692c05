import { SERVICE_ANCHORS } from '@azi/shared/routing/sitePages';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { usePageTop } from '@azi/shared/ui/Section';
import { ServiceIcon } from '../components/ServiceIcon';
import { BUSINESS_LINE_LOOK } from '../data/businessLines';
import styles from './ServiceOverview.module.css';

/** The opening of the page: what the platform is, and a link to each of the six lines. */
export function ServiceOverview() {
  const t = useT('service');
  // It fills the first screen: the business lines' sections below it wait for the first frame.
  usePageTop('service-overview');
  const { layout } = usePageAddress();
  return (
    <section
      className={`${styles.overview} ${layout === 'mobile' ? styles.mobile : ''}`}
      aria-labelledby="service-overview-title"
    >
      <div className={styles.inner}>
        <h2 id="service-overview-title" className={styles.title}>
          {t('overview.title')}
        </h2>
        <p className={styles.intro}>{t('overview.intro')}</p>
        <nav aria-label={t('overview.navLabel')}>
          <ol className={styles.lines}>
            {SERVICE_ANCHORS.map(({ id, section }, index) => (
              <li key={id}>
                {/* A plain anchor: the browser scrolls to the section and the URL keeps the hash. */}
                <a className={styles.line} href={`#${id}`}>
                  <span className={styles.icon}>
                    <ServiceIcon name={BUSINESS_LINE_LOOK[section].icon} size={layout === 'mobile' ? 24 : 30} />
                  </span>
                  <span className={styles.number} aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <span className={styles.lineTitle}>{t(`${section}.title`)}</span>
                  <span className={styles.short}>{t(`${section}.short`)}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </section>
  );
}
