import { knownDate, type InvestorCalendarItem } from '@azi/shared/api/schemas/content';
import { useT } from '@azi/shared/ui/PageContext';
import { AddToCalendarButton } from '../calendar/AddToCalendarButton';
import { calendarEventEndMs, calendarEventTime, isUpcoming } from '../calendar/calendarEventTime';
import { useNow } from '../hooks/useNow';
import { DocumentLink } from '../ui/DocumentLink';
import { Loading } from '@azi/shared/ui/LoadStatus';
import { PageLink } from '@azi/shared/ui/PageLink';
import styles from './UpcomingEvents.module.css';

/** Entries still ahead of `nowMs`, soonest first. */
export function upcomingEvents(items: readonly InvestorCalendarItem[], nowMs: number): InvestorCalendarItem[] {
  const end = (item: InvestorCalendarItem) => calendarEventEndMs(calendarEventTime(item)!);
  return items.filter((item) => isUpcoming(item, nowMs)).sort((a, b) => end(a) - end(b));
}

/** The investor calendar's coming dates, each with "add to calendar". Known only after mount. */
export function UpcomingEvents({ items }: { items: readonly InvestorCalendarItem[] }) {
  const t = useT('investor');
  const now = useNow();
  if (!now) return <Loading />;
  const upcoming = upcomingEvents(items, now.getTime());
  if (upcoming.length === 0) return <p className={styles.none}>{t('calls.noUpcoming')}</p>;
  return (
    <ul className={styles.events}>
      {upcoming.map((item) => (
        <li key={item.id} className={styles.event}>
          <p className={styles.when}>
            <span className={styles.kind}>{t(`types.calendar.${item.kind}`)}</span>
            <span>
              {item.beijingTime ? `${t('calls.beijingTime')} ${item.beijingTime}` : knownDate(item.date, item.datePrecision)}
            </span>
          </p>
          <h4 className={styles.title}>
            {/* The event's own page (issue 41): webcast, dial-in, then replay and materials. */}
            <PageLink to="event" query={{ id: item.id }}>
              {item.title}
            </PageLink>
          </h4>
          {item.summary ? <p className={styles.summary}>{item.summary}</p> : null}
          <div className={styles.actions}>
            <AddToCalendarButton item={item} />
            {item.linkUrl ? (
              <DocumentLink url={item.linkUrl} title={item.title} className={styles.link}>
                {t('table.viewLink')}
              </DocumentLink>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
