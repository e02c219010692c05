import { useSiteConfig, useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';

/** Hotlines, mailboxes and address: the contact block of both footers. */
export function ContactDetails({ className }: { className?: string }) {
  const t = useT('common');
  const config = useSiteConfig();
  return (
    <dl className={className}>
      <div>
        <dt>{t('footer.hotline')}</dt>
        <dd>
          <a href={`tel:${config.supportHotline.replace(/[^\d+]/g, '')}`}>{config.supportHotline}</a>
          <span> {t('footer.serviceHours')}</span>
        </dd>
      </div>
      <div>
        <dt>{t('footer.franchiseHotline')}</dt>
        <dd>
          <a href={`tel:${config.franchiseHotline.replace(/[^\d+]/g, '')}`}>{config.franchiseHotline}</a>
          <span> {t('footer.open24h')}</span>
        </dd>
      </div>
      <div>
        <dt>{t('footer.email')}</dt>
        <dd>
          <a href={`mailto:${config.serviceEmail}`}>{config.serviceEmail}</a>
        </dd>
      </div>
      <div>
        <dt>{t('footer.mediaInvestorContact')}</dt>
        <dd>
          <PageLink to="contact">{t('footer.contactForm')}</PageLink>
          {' · '}
          <a href={`mailto:${config.irEmail}`}>{config.irEmail}</a>
        </dd>
      </div>
      <div>
        <dt>{t('footer.address')}</dt>
        <dd>{t('footer.addressText')}</dd>
      </div>
    </dl>
  );
}
