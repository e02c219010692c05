import { PageLink } from '@azi/shared/ui/PageLink';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import network from './assets/heroNetwork.svg';
import { HOME_HERO_NAMESPACE } from './homeHeroText';
import styles from './StaticHero.module.css';
import heroCta from './heroCta.module.css';

/**
 * The top of the home page without banners: the company and what it does. Also the shape the
 * page has while banners load (text held back), so the box never changes size. Without `art` (the
 * box while the carousel's code comes), no picture: the server would announce it to the browser
 * (a preload) although the carousel is what it sends.
 */
export function StaticHero({ loading = false, art = true }: { loading?: boolean; art?: boolean }) {
  const t = useT(HOME_HERO_NAMESPACE);
  const { layout } = usePageAddress();
  return (
    <div
      className={`${styles.hero} ${layout === 'mobile' ? styles.mobile : ''} ${loading ? styles.loading : ''}`}
      aria-busy={loading}
    >
      <div className={styles.inner}>
        <div className={styles.text}>
          <h1 className={styles.title}>{t('hero.companyName')}</h1>
          <p className={styles.positioning}>{t('hero.positioning')}</p>
          <p className={styles.detail}>{t('hero.detail')}</p>
          <PageLink to="service" className={`${heroCta.cta} ${layout === 'mobile' ? heroCta.compact : ''}`}>
            {t('hero.servicesLink')}
          </PageLink>
        </div>
        {layout === 'mobile' || !art ? null : (
          <img className={styles.art} src={network} alt="" width={640} height={480} />
        )}
      </div>
    </div>
  );
}
