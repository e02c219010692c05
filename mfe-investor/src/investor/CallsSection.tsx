import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { Section } from '@azi/shared/ui/Section';
import { getInvestorCalendarPage } from '@azi/shared/api/get-investor-calendar-page';
import { usePageData } from '@azi/shared/data/usePageData';
import { LoadFailed, Loading } from '@azi/shared/ui/LoadStatus';
import { ArchiveLink } from './ArchiveLink';
import { ConferenceCalls } from './ConferenceCalls';
import styles from './InvestorPage.module.css';
import { UpcomingEvents } from './UpcomingEvents';

/** The calendar entries the overview reads: enough for every recent call and the dates ahead. */
const CALENDAR_WINDOW = 50;
const CALLS_SHOWN = 6;

/** #hyyj: the conference-call table and the upcoming events; links to archive 4. */
export function CallsSection({ id, tone }: { id: string; tone: 'light' | 'muted' }) {
  const t = useT('investor');
  const { lang } = usePageAddress();
  const calendar = usePageData(`investor:calendar:${lang}`, () =>
    getInvestorCalendarPage({ lang, pageNo: 1, pageSize: CALENDAR_WINDOW }),
  );

  let body;
  if (calendar.status === 'loading') body = <Loading />;
  else if (calendar.status === 'failed') body = <LoadFailed message={t('load.failed')} onRetry={calendar.retry} />;
  else {
    const items = calendar.data.list;
    const calls = items.filter((item) => item.kind === 'conferenceCall').slice(0, CALLS_SHOWN);
    body = (
      <div className={styles.columns}>
        <div className={styles.panel}>
          <h3>{t('calls.tableHeading')}</h3>
          {calls.length > 0 ? <ConferenceCalls calls={calls} /> : <p className={styles.muted}>{t('calls.noCalls')}</p>}
        </div>
        <div className={styles.panel}>
          <h3>{t('calls.upcomingHeading')}</h3>
          <UpcomingEvents items={items} />
        </div>
      </div>
    );
  }

  return (
    <Section id={id} title={t('calls.title')} lead={t('calls.lead')} tone={tone}>
      {body}
      <ArchiveLink archive={4}>{t('calls.viewArchive')}</ArchiveLink>
    </Section>
  );
}
