import { knownDate, type InvestorCalendarItem } from '@azi/shared/api/schemas/content';
import { DataTable } from '@azi/shared/ui/DataTable';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import { fiscalPeriodName } from '../format/fiscalPeriodLabel';
import { ExternalLink } from '../ui/ExternalLink';
import styles from './ConferenceCalls.module.css';

function callYear(call: InvestorCalendarItem): string {
  return String(call.fiscalYear ?? call.date.slice(0, 4));
}

/**
 * A call's replay: the replay link staff add after it (issue 53: the table read only the older
 * all-purpose `linkUrl`), else that link once the call is over; before, `linkUrl` may be the webcast.
 */
function replayOf(call: InvestorCalendarItem): string {
  return call.replayUrl || (call.phase === 'after' ? call.linkUrl : '');
}

/** The conference-call table of docs/product.md (Investor pages): year, quarter, Beijing time, replay, play, and each call's page. Cards on a phone. */
export function ConferenceCalls({ calls }: { calls: InvestorCalendarItem[] }) {
  const t = useT('investor');
  const { layout } = usePageAddress();
  const quarter = (call: InvestorCalendarItem) => (call.fiscalPeriod ? fiscalPeriodName(t, call.fiscalPeriod) : '—');
  const time = (call: InvestorCalendarItem) => call.beijingTime ?? knownDate(call.date, call.datePrecision);
  const replay = (call: InvestorCalendarItem) => (replayOf(call) ? t('calls.replayAvailable') : t('calls.replayNone'));
  const play = (call: InvestorCalendarItem) =>
    replayOf(call) ? (
      <ExternalLink href={replayOf(call)} className={styles.play}>
        <span aria-hidden="true">▶ </span>
        {t('calls.playLink')}
        <span className="visually-hidden">{`: ${call.title}`}</span>
      </ExternalLink>
    ) : (
      // A plain span cannot carry a name (aria-label is not allowed on it): the words are hidden text.
      <span>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('calls.replayNone')}</span>
      </span>
    );
  // Each call's own page: its webcast, dial-in, replay, slides and transcript (issue 41).
  const details = (call: InvestorCalendarItem) => (
    <PageLink to="event" query={{ id: call.id }} className={styles.details}>
      {t('calls.detailsLink')}
      <span className="visually-hidden">{`: ${call.title}`}</span>
    </PageLink>
  );

  if (layout === 'mobile') {
    return (
      <ul className={styles.cards} aria-label={t('calls.tableHeading')}>
        {calls.map((call) => (
          <li key={call.id} className={styles.card}>
            <p className={styles.cardTitle}>
              {callYear(call)} · {quarter(call)}
            </p>
            <dl className={styles.cardMeta}>
              <div>
                <dt>{t('calls.beijingTime')}</dt>
                <dd>{time(call)}</dd>
              </div>
              <div>
                <dt>{t('calls.replay')}</dt>
                <dd>{replay(call)}</dd>
              </div>
            </dl>
            <p className={styles.cardActions}>
              {details(call)}
              {replayOf(call) ? play(call) : null}
            </p>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <DataTable caption={t('calls.tableHeading')} captionHidden scrollable>
      <thead>
        <tr>
          <th scope="col">{t('calls.year')}</th>
          <th scope="col">{t('calls.quarter')}</th>
          <th scope="col">{t('calls.beijingTime')}</th>
          <th scope="col">{t('calls.replay')}</th>
          <th scope="col">{t('calls.play')}</th>
          <th scope="col">{t('calls.details')}</th>
        </tr>
      </thead>
      <tbody>
        {calls.map((call) => (
          <tr key={call.id}>
            <th scope="row">{callYear(call)}</th>
            <td>{quarter(call)}</td>
            <td className={styles.time}>{time(call)}</td>
            <td>{replay(call)}</td>
            <td>{play(call)}</td>
            <td>{details(call)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
