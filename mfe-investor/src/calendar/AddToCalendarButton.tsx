import { useState } from 'react';
import type { InvestorCalendarItem } from '@azi/shared/api/schemas/content';
import { useT } from '@azi/shared/ui/PageContext';
import styles from './AddToCalendarButton.module.css';

/** Saves a file through a short-lived object URL: nothing is built until the visitor asks. */
function saveFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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
    saveFile(ics, icsFileName(item));
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
