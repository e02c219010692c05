import { memo } from 'react';
import { useSiteConfig, useT } from '@azi/shared/ui/PageContext';
import { ContactDetails } from './ContactDetails';
import { FooterLinkList } from './FooterLinkItem';
import { FOLLOW_LINKS, OFFICIAL_ACCOUNT_QR, supportLinks } from './footerLinks';
import { LegalNotices } from './LegalNotices';
import styles from './DesktopFooter.module.css';

/** The footer depends on the language alone: a move to another page does not draw it again. */
export const DesktopFooter = memo(function DesktopFooter() {
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
          <FooterLinkList links={supportLinks(config)} className={styles.links} />
        </section>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={styles.heading}>
            {t('footer.follow')}
          </h2>
          <FooterLinkList links={FOLLOW_LINKS} className={styles.links} />
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
});
