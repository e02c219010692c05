import { useT } from '@azi/shared/ui/PageContext';
import { Section } from '@azi/shared/ui/Section';
import { getFinancialReportPage } from '@azi/shared/api/get-financial-report-page';
import { getNoticePage } from '@azi/shared/api/get-notice-page';
import { noticeDocument, reportDocument } from '../archive/archiveDefinitions';
import { ArchiveLink } from './ArchiveLink';
import { LatestDocuments } from './LatestDocuments';
import styles from './InvestorPage.module.css';
import { useLatestDocuments } from './useLatestDocuments';

/** #gg: the newest announcements and financial reports, with links to archives 2 and 3. */
export function AnnouncementsSection({ id, tone }: { id: string; tone: 'light' | 'muted' }) {
  const t = useT('investor');
  const notices = useLatestDocuments('notices', getNoticePage, noticeDocument);
  const reports = useLatestDocuments('reports', getFinancialReportPage, reportDocument);
  return (
    <Section id={id} title={t('announcements.title')} lead={t('announcements.lead')} tone={tone}>
      <div className={styles.columns}>
        <div className={styles.panel}>
          <h3>{t('announcements.noticesHeading')}</h3>
          <LatestDocuments state={notices} />
          <ArchiveLink archive={2}>{t('announcements.viewNotices')}</ArchiveLink>
        </div>
        <div className={styles.panel}>
          <h3>{t('announcements.reportsHeading')}</h3>
          <LatestDocuments state={reports} />
          <ArchiveLink archive={3}>{t('announcements.viewReports')}</ArchiveLink>
        </div>
      </div>
    </Section>
  );
}
