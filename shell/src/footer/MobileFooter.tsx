import { memo, useState } from 'react';
import { usePageLanguage, useSiteConfig, useT } from '@azi/shared/ui/PageContext';
import { ContactDetails } from './ContactDetails';
import { FooterLinkList } from './FooterLinkItem';
import { FOLLOW_LINKS, OFFICIAL_ACCOUNT_QR, supportLinks } from './footerLinks';
import { LegalNotices } from './LegalNotices';
import { MOBILE_FOOTER_GROUPS, mobileFooterGroupHeight, type MobileFooterGroup } from './mobileFooterGroups';
import styles from './MobileFooter.module.css';

/**
 * Three collapsible groups (contact, support and services, follow us), the QR toggle and the notices.
 * It depends on the language alone: a move to another page does not draw it again.
 */
export const MobileFooter = memo(function MobileFooter() {
  const t = useT('common');
  const { lang } = usePageLanguage();
  const config = useSiteConfig();
  const [open, setOpen] = useState<MobileFooterGroup | null>(null);
  const [qrShown, setQrShown] = useState(false);

  const toggleGroup = (group: MobileFooterGroup) => {
    setQrShown(false);
    setOpen((current) => (current === group ? null : group));
  };

  const body = (group: MobileFooterGroup) => {
    switch (group) {
      case 'contact':
        return <ContactDetails className={styles.details} />;
      case 'support':
        return <FooterLinkList links={supportLinks(config)} className={styles.links} />;
      case 'follow':
        return <FooterLinkList links={FOLLOW_LINKS} className={styles.links} />;
    }
  };

  return (
    <footer className={styles.footer}>
      {MOBILE_FOOTER_GROUPS.map((group) => {
        const expanded = open === group;
        return (
          <section key={group} className={styles.group}>
            <h2 className={styles.heading}>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={expanded}
                aria-controls={`footer-group-${group}`}
                onClick={() => toggleGroup(group)}
              >
                {t(`footer.${group}`)}
                <span
                  className={expanded ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron}
                  aria-hidden="true"
                />
              </button>
            </h2>
            <div
              id={`footer-group-${group}`}
              className={styles.body}
              style={{ height: expanded ? mobileFooterGroupHeight(group, lang) : 0 }}
              data-testid={`footer-group-${group}`}
              inert={!expanded}
            >
              {body(group)}
            </div>
          </section>
        );
      })}
      <div className={styles.qrRow}>
        <button
          type="button"
          className={styles.qrToggle}
          aria-expanded={qrShown}
          aria-controls="footer-qr"
          onClick={() => setQrShown((v) => !v)}
        >
          {t('footer.officialAccount')}
        </button>
        <div id="footer-qr" hidden={!qrShown} className={styles.qr}>
          {qrShown ? <img src={OFFICIAL_ACCOUNT_QR} alt={t('footer.qrAlt')} width="140" height="140" /> : null}
        </div>
      </div>
      <LegalNotices className={styles.legal} />
    </footer>
  );
});
