import { useT } from '@azi/shared/ui/PageContext';
import { Section } from '@azi/shared/ui/Section';
import { getAmericaNoticePage } from '@azi/shared/api/get-america-notice-page';
import { secFilingDocument } from '../archive/archiveDefinitions';
import { ExternalLink } from '../ui/ExternalLink';
import { ArchiveLink } from './ArchiveLink';
import { SEC_EDGAR_URL } from './GovernanceSection';
import { LatestDocuments } from './LatestDocuments';
import styles from './InvestorPage.module.css';
import { useLatestDocuments } from './useLatestDocuments';

/** How many of the newest filings the section shows (issue 23). */
export const SEC_LATEST_COUNT = 4;

/** #mgzjgg: the newest US SEC filings, with a link to archive 5 and to EDGAR. */
export function SecFilingsSection({ id, tone }: { id: string; tone: 'light' | 'muted' }) {
  const t = useT('investor');
  const filings = useLatestDocuments('secFilings', getAmericaNoticePage, secFilingDocument, SEC_LATEST_COUNT);
  return (
    <Section id={id} title={t('secFilings.title')} lead={t('secFilings.lead')} tone={tone}>
      <div className={styles.panel}>
        <LatestDocuments state={filings} />
        <div className={styles.linkRow}>
          <ArchiveLink archive={5}>{t('secFilings.viewArchive')}</ArchiveLink>
          <p className={styles.external}>
            <ExternalLink href={SEC_EDGAR_URL}>{t('secFilings.edgar')}</ExternalLink>
          </p>
        </div>
      </div>
    </Section>
  );
}
