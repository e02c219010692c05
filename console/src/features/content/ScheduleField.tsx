import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localInputToIso, localZoneLabel } from './scheduleTime';
import styles from './PublishControls.module.css';

interface Props {
  /** The datetime-local value, in the viewer's time zone. */
  value: string;
  onChange(value: string): void;
  now?: Date;
}

/** Picks the moment an item goes public, in local time, and says what the API will store (UTC). */
export function ScheduleField({ value, onChange, now = new Date() }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const iso = value ? localInputToIso(value) : undefined;
  const past = iso !== undefined && new Date(iso).getTime() <= now.getTime();
  const note = !value
    ? t('publish.invalidTime')
    : iso
      ? t('publish.storedAs', {
          utc: iso
            .replace('T', ' ')
            .replace(/:00\.000Z$/, '')
            .replace(/\.\d{3}Z$/, ''),
        })
      : t('publish.invalidTime');
  return (
    <div className={styles.schedule}>
      <label htmlFor={id}>{t('publish.when', { zone: localZoneLabel(now) })}</label>
      <input
        id={id}
        type="datetime-local"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-note`}
        aria-invalid={value !== '' && !iso ? true : undefined}
      />
      <p id={`${id}-note`} className={styles.note}>
        {note}
        {past && <span className={styles.warning}> {t('publish.pastTime')}</span>}
      </p>
    </div>
  );
}
