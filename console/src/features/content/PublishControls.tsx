import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@azi/shared/i18n/languages';
import buttons from '../../ui/buttons.module.css';
import { LanguageCompleteness } from './LanguageCompleteness';
import type { StoredItem } from './contentItem';
import { ScheduleField } from './ScheduleField';
import { formatLocal, isoToLocalInput, localInputToIso } from './scheduleTime';
import styles from './PublishControls.module.css';

interface Props {
  item: StoredItem | undefined;
  /** Languages the form's current texts lack. */
  missing: readonly Lang[];
  busy: boolean;
  locale: string;
  /** publishAt: undefined for now. */
  onPublish(publishAt: string | undefined): void;
  onUnpublish(): void;
}

/** Publish now or at a set time, or take back to draft; publishing waits for all three languages. */
export function PublishControls({ item, missing, busy, locale, onPublish, onUnpublish }: Props) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'now' | 'at'>(item?.state === 'scheduled' ? 'at' : 'now');
  const [when, setWhen] = useState(item?.state === 'scheduled' ? isoToLocalInput(item.publishAt) : '');
  const publishAt = mode === 'at' ? localInputToIso(when) : undefined;
  const blocked = !item ? t('publish.saveFirst') : missing.length > 0 ? t('publish.disabledIncomplete') : undefined;
  const disabled = busy || blocked !== undefined || (mode === 'at' && !publishAt);

  return (
    <fieldset className={styles.panel}>
      <legend>{t('publish.title')}</legend>
      {item && (
        <p className={styles.state}>
          {item.state === 'live'
            ? t('publish.liveSince', { when: formatLocal(item.publishAt, locale) })
            : item.state === 'scheduled'
              ? t('publish.scheduledFor', { when: formatLocal(item.publishAt, locale) })
              : t('editor.status', { state: t('state.draft') })}
        </p>
      )}
      <LanguageCompleteness missing={missing} />
      <div className={styles.modes} role="radiogroup" aria-label={t('publish.title')}>
        <label>
          <input type="radio" name="publish-mode" checked={mode === 'now'} onChange={() => setMode('now')} />{' '}
          {t('publish.now')}
        </label>
        <label>
          <input type="radio" name="publish-mode" checked={mode === 'at'} onChange={() => setMode('at')} />{' '}
          {t('publish.at')}
        </label>
      </div>
      {mode === 'at' && <ScheduleField value={when} onChange={setWhen} />}
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.primary}
          disabled={disabled}
          aria-describedby={blocked ? 'publish-blocked' : undefined}
          onClick={() => onPublish(publishAt)}
        >
          {mode === 'at' ? t('publish.schedule') : t('publish.publish')}
        </button>
        {item && item.status === 'published' && (
          <button type="button" className={buttons.button} disabled={busy} onClick={onUnpublish}>
            {t('publish.unpublish')}
          </button>
        )}
      </div>
      {blocked && (
        <p id="publish-blocked" className={styles.note}>
          {blocked}
        </p>
      )}
    </fieldset>
  );
}
