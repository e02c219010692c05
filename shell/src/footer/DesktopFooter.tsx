import { useSiteConfig, useT } from '@azi/shared/ui/PageContext';
import { ContactDetails } from './ContactDetails';
import { FooterLinkItem } from './FooterLinkItem';
import { FOLLOW_LINKS, OFFICIAL_ACCOUNT_QR, supportLinks } from './footerLinks';
import { LegalNotices } from './LegalNotices';
import styles from './DesktopFooter.module.css';

export function DesktopFooter() {
  const t = useT('common');
  const config = useSiteConfig();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('footer.contact')}
          </h2>
          <ContactDetails className={styles.details} />
        </section>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            {t('footer.support')}
          </h2>
          <ul className={styles.links}>
            {supportLinks(config).map((link) => (
              <li key={link.labelKey}>
                <FooterLinkItem link={link} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={styles.heading}>
            {t('footer.follow')}
          </h2>
          <ul className={styles.links}>
            {FOLLOW_LINKS.map((link) => (
              <li key={link.labelKey}>
                <FooterLinkItem link={link} />
              </li>
            ))}
          </ul>
        </section>
        <figure className={styles.qr}>
          <img src={OFFICIAL_ACCOUNT_QR} alt={t('footer.qrAlt')} width="112" height="112" loading="lazy" />
          <figcaption>{t('footer.officialAccount')}</figcaption>
        </figure>
      </div>
      <div className={styles.bottom}>
        <LegalNotices className={styles.legal} />
        <a href="#top" className={styles.back}>
          {t('footer.backToTop')}
        </a>
      </div>
    </footer>
  );
}
