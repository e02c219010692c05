import { useState } from 'react';
import type { InvestorCalendarItem } from '@azi/shared/api/schemas/content';
import { useT } from '@azi/shared/ui/PageContext';
import { downloadText } from '@azi/shared/download/downloadText';
import styles from './AddToCalendarButton.module.css';

/**
 * "Add to calendar" for one upcoming event: an .ics download made on click. The iCalendar
 * library is loaded on that click too, so it costs a first visit nothing.
 */
export function AddToCalendarButton({ item }: { item: InvestorCalendarItem }) {
  const t = useT('investor');
  const [failed, setFailed] = useState(false);

  async function download() {
    // Named `later-…`: code for a visitor's action, never prefetched with the page (shell/src/remotes/remoteFiles.ts).
    const { buildEventIcs, icsFileName } = await import(/* webpackChunkName: "later-ics" */ './buildEventIcs');
    const ics = buildEventIcs(item, { beijingTimeNote: t('calls.beijingTime') });
    if (!ics) {
      setFailed(true);
      return;
    }
    setFailed(false);
    downloadText(ics, icsFileName(item), 'text/calendar;charset=utf-8');
  }

  return (
    <>
      <button type="button" className={styles.button} onClick={() => void download()}>
        <span aria-hidden="true" className={styles.icon}>
          +
        </span>
        {t('calls.addToCalendar')}
        <span className="visually-hidden">
          {': '}
          {item.title}
          {' (.ics)'}
        </span>
      </button>
      {failed ? (
        <span role="alert" className={styles.error}>
          {t('calls.calendarFailed')}
        </span>
      ) : null}
    </>
  );
}
