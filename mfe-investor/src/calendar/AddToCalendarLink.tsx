import type { InvestorCalendarItem } from '@azi/shared/api/schemas/content';
import { eventFileName, eventFilePath } from '@azi/shared/events/eventCalendar';
import { usePageLanguage, useT } from '@azi/shared/ui/PageContext';
import styles from './AddToCalendarLink.module.css';

/**
 * "Add to calendar" for one event still ahead: a plain link to the file the site server makes
 * (/event.ics?id=N, issue 53), the feed's own VEVENT with the way to join. It works without
 * scripts, and the page ships no iCalendar code. Whether to offer it: canAddToCalendar.
 */
export function AddToCalendarLink({ item }: { item: InvestorCalendarItem }) {
  const t = useT('investor');
  const { lang } = usePageLanguage();
  return (
    <a
      className={styles.button}
      href={eventFilePath(lang, item.id)}
      download={eventFileName(item.id)}
      type="text/calendar"
      data-testid="add-to-calendar"
    >
      <span aria-hidden="true" className={styles.icon}>
        +
      </span>
      {t('calls.addToCalendar')}
      <span className="visually-hidden">
        {': '}
        {item.title}
        {' (.ics)'}
      </span>
    </a>
  );
}
