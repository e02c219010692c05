import { useSiteConfig, useT } from '@azi/shared/ui/PageContext';

/**
 * The year in Beijing, the company's time: the same on the server and in every visitor's browser
 * (a local year would differ around New Year and break hydration).
 */
function beijingYear(): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(new Date()));
}

/** Copyright with the current year, and the filing notices when they are configured. */
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
    </p>
  );
}
