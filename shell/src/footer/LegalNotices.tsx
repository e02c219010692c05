import { beijingYear } from '@azi/shared/time/beijingTime';
import { PageLink } from '@azi/shared/ui/PageLink';
import { useSiteConfig, useT } from '@azi/shared/ui/PageContext';

/**
 * Copyright with the current year, the filing notices when they are configured, and the IR
 * contacts and FAQ and the accessibility statement (issue 41).
 */
export function LegalNotices({ className }: { className?: string }) {
  const t = useT('common');
  const config = useSiteConfig();
  const year = beijingYear();
  return (
    <p className={className}>
      <span>{t('footer.copyright', { year })}</span>
      {config.icpFiling ? (
        <a href={config.icpFilingUrl} target="_blank" rel="noopener noreferrer">
          {config.icpFiling}
        </a>
      ) : null}
      {config.publicSecurityFiling ? <span>{config.publicSecurityFiling}</span> : null}
      <span>{t('footer.listing')}</span>
      <PageLink to="faq">{t('nav.investor.faq')}</PageLink>
      <PageLink to="accessibility">{t('footer.accessibility')}</PageLink>
    </p>
  );
}
