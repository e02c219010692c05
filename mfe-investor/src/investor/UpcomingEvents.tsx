import { knownDate, type InvestorCalendarItem } from '@azi/shared/api/schemas/content';
import { canAddToCalendar, periodStartMs, type EventPhase } from '@azi/shared/events/eventPhase';
import { choiceLabel } from '@azi/shared/content/contentLabels';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { AddToCalendarLink } from '../calendar/AddToCalendarLink';
import { useNow } from '../hooks/useNow';
import { DocumentLink } from '../ui/DocumentLink';
import { Loading } from '@azi/shared/ui/LoadStatus';
import { PageLink } from '@azi/shared/ui/PageLink';
import styles from './UpcomingEvents.module.css';

const AHEAD: readonly EventPhase[] = ['before', 'starting', 'live'];

/** When an entry begins: its start, or the first moment of its day, month or year in Beijing. */
const beginsAt = (item: InvestorCalendarItem) =>
  item.eventAt ? Date.parse(item.eventAt) : (periodStartMs(item.date, item.datePrecision) ?? Infinity);

/**
 * Entries not over at the API's clock (their phase), soonest first. One known only to the month or
 * year is listed only while that period is still ahead of `nowMs`: once it has begun, the page
 * cannot say whether it has happened (issue 53: a filed annual report is not upcoming).
 */
export function upcomingEvents(items: readonly InvestorCalendarItem[], nowMs: number): InvestorCalendarItem[] {
  return items
    .filter(
      (item) =>
        AHEAD.includes(item.phase) && (item.eventAt !== null || item.datePrecision === 'day' || beginsAt(item) > nowMs),
    )
    .sort((a, b) => beginsAt(a) - beginsAt(b));
}

/**
 * The investor calendar's coming dates: "add to calendar" for those ahead, and an event under way
 * (or about to start) marked so, with its page to join from, never offered for a calendar.
 */
export function UpcomingEvents({ items }: { items: readonly InvestorCalendarItem[] }) {
  const t = useT('investor');
  const { lang } = usePageAddress();
  const now = useNow();
  if (!now) return <Loading />;
  const upcoming = upcomingEvents(items, now.getTime());
  if (upcoming.length === 0) return <p className={styles.none}>{t('calls.noUpcoming')}</p>;
  return (
    <ul className={styles.events}>
      {upcoming.map((item) => (
        <li key={item.id} className={styles.event} data-phase={item.phase}>
          <p className={styles.when}>
            <span className={styles.kind}>{choiceLabel('investorCalendar', 'kind', item.kind, lang)}</span>
            {item.phase === 'before' ? null : <span className={styles.now}>{t(`event.phase.${item.phase}`)}</span>}
            <span>
              {item.beijingTime
                ? `${t('calls.beijingTime')} ${item.beijingTime}`
                : knownDate(item.date, item.datePrecision)}
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
            {canAddToCalendar(item) ? <AddToCalendarLink item={item} /> : null}
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
