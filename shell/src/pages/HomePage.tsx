import { SERVICE_ANCHORS } from '@azi/shared/routing/sitePages';
import { corporationJsonLd } from '@azi/shared/seo/corporationJsonLd';
import { JsonLd } from '@azi/shared/ui/JsonLd';
import { usePageAddress, useSiteConfig, useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import { Section } from '@azi/shared/ui/Section';
import { HomeHero } from '../home/HomeHero';
import { LatestNewsWidget } from '../remotes/RemoteWidget';
import styles from './HomePage.module.css';

const FIGURES = [
  { value: '2010', key: 'founded' },
  { value: '22', key: 'distributionCentres' },
  { value: '310', key: 'forwardCentres' },
  { value: '50,000+', key: 'repairShops' },
] as const;

const FRANCHISE_CRITERIA = ['activeCustomers', 'storefront', 'platform', 'warehouse'] as const;

/** Home: hero, who we are, the six business lines, franchising with the 24-hour hotline, latest news; the company as structured data. */
export function HomePage() {
  const t = useT('common');
  const config = useSiteConfig();
  const { lang } = usePageAddress();
  return (
    <>
      <JsonLd data={corporationJsonLd(lang, config.siteUrl)} />
      <HomeHero />
      <Section id="about" title={t('home.about.title')} lead={t('home.about.lead')}>
        <ul className={styles.figures}>
          {FIGURES.map((figure) => (
            <li key={figure.key} className={styles.figure}>
              <span className={styles.figureValue}>{figure.value}</span>
              <span className={styles.figureLabel}>{t(`home.about.figures.${figure.key}`)}</span>
            </li>
          ))}
        </ul>
        <p className={styles.center}>
          <PageLink to="introduce" className={styles.primaryLink}>
            {t('home.about.viewDetails')}
          </PageLink>
        </p>
      </Section>
      <Section id="business" title={t('home.business.title')} lead={t('home.business.lead')} tone="muted">
        <ul className={styles.cards}>
          {SERVICE_ANCHORS.map(({ id, section }, index) => (
            <li key={id} className={styles.card}>
              <span className={styles.cardNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.cardTitle}>{t(`nav.service.${section}`)}</h3>
              <p className={styles.cardText}>{t(`home.business.items.${section}`)}</p>
              <PageLink to="service" hash={id} className={styles.cardLink}>
                {t('home.business.more')}
                <span className="visually-hidden">: {t(`nav.service.${section}`)}</span>
              </PageLink>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="franchise" title={t('home.franchise.title')} lead={t('home.franchise.lead')} tone="dark">
        <ol className={styles.criteria}>
          {FRANCHISE_CRITERIA.map((key) => (
            <li key={key}>{t(`home.franchise.criteria.${key}`)}</li>
          ))}
        </ol>
        <p className={styles.hotline}>
          <span>{t('home.franchise.hotline')}</span>{' '}
          <a href={`tel:${config.franchiseHotline.replace(/[^\d+]/g, '')}`} className={styles.hotlineNumber}>
            {config.franchiseHotline}
          </a>
        </p>
        <p className={styles.center}>
          <PageLink to="contact" className={styles.accentLink}>
            {t('home.franchise.cta')}
          </PageLink>
        </p>
      </Section>
      <Section id="news" title={t('home.news.title')}>
        <LatestNewsWidget id="latest-news" minHeight={360} limit={3} viewAll={false} />
        {/* The home page's own link: there even before the news arrives, or if the media section is down. */}
        <p className={styles.center}>
          <PageLink to="media" className={styles.primaryLink}>
            {t('home.news.viewAll')}
          </PageLink>
        </p>
      </Section>
    </>
  );
}
