import { secFeedPath } from '@azi/shared/routing/feedPaths';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { Section } from '@azi/shared/ui/Section';
import { getAmericaNoticePage } from '@azi/shared/api/get-america-notice-page';
import type { ListPageParams } from '@azi/shared/api/listPage';
import type { AmericaNoticeItem, Page } from '@azi/shared/api/schemas/content';
import { secFilingDocument } from '../archive/archiveDefinitions';
import { ExternalLink } from '../ui/ExternalLink';
import { ArchiveLink } from './ArchiveLink';
import { SEC_EDGAR_URL } from './GovernanceSection';
import { LatestDocuments } from './LatestDocuments';
import styles from './InvestorPage.module.css';
import { useLatestDocuments } from './useLatestDocuments';

/** How many of the newest filings the section shows (issue 23). */
export const SEC_LATEST_COUNT = 4;

/**
 * The block's lead promises annual reports (20-F) and current reports (6-K): it lists those,
 * newest first, and leaves the other forms (4, F-1, …) to the archive, where every filing is.
 */
export async function loadAnnualAndCurrentReports(params: ListPageParams): Promise<Page<AmericaNoticeItem>> {
  const [annual, current] = await Promise.all(
    (['annual', 'current'] as const).map((category) => getAmericaNoticePage({ ...params, category })),
  );
  const list = [...annual!.list, ...current!.list]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, params.pageSize);
  return { ...current!, list, total: annual!.total + current!.total };
}

/** #mgzjgg: the newest annual and current reports to the US SEC, with links to archive 5, to EDGAR and to the filings' feed. */
export function SecFilingsSection({ id, tone }: { id: string; tone: 'light' | 'muted' }) {
  const t = useT('investor');
  const { lang } = usePageAddress();
  const filings = useLatestDocuments('secReports', loadAnnualAndCurrentReports, secFilingDocument, SEC_LATEST_COUNT);
  return (
    <Section id={id} title={t('secFilings.title')} lead={t('secFilings.lead')} tone={tone}>
      <div className={styles.panel}>
        <LatestDocuments state={filings} />
        <div className={styles.linkRow}>
          <ArchiveLink archive={5}>{t('secFilings.viewArchive')}</ArchiveLink>
          <p className={styles.external}>
            <ExternalLink href={SEC_EDGAR_URL}>{t('secFilings.edgar')}</ExternalLink>
          </p>
          <p className={styles.external}>
            <a href={secFeedPath(lang)} type="application/rss+xml">
              {t('secFilings.feed')}
            </a>
          </p>
        </div>
      </div>
    </Section>
  );
}
