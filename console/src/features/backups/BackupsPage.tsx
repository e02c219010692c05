import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../app/UiLanguage';
import { Announcer } from '../../ui/Announcer';
import buttons from '../../ui/buttons.module.css';
import facts from '../../ui/facts.module.css';
import { useLoaded } from '../../ui/useLoaded';
import { formatLocal } from '../content/scheduleTime';
import { BACKUP_DOWNLOAD_URL, getBackupStatus, type BackupRun, type BackupStatus } from './api/backups-api';
import styles from './BackupsPage.module.css';

/** After "Download", the runs are asked again until the new one has finished. */
const POLL_MS = 3_000;

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

function RunOutcome({ run }: { run: BackupRun }) {
  const { t } = useTranslation();
  if (run.ok === true) return <>{t('backups.ok', { size: megabytes(run.bytes ?? 0) })}</>;
  if (run.ok === false) return <span className={styles.error}>{t('backups.failed', { error: run.error ?? '' })}</span>;
  return <>{run.finishedAt ? t('backups.unknown') : t('backups.unfinished')}</>;
}

/**
 * Backups (admin only, the `backups` area): what a backup holds, the schedule, the last success
 * and the last failure (the two an admin must not miss), the recent runs, and a download now.
 */
export function BackupsPage() {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const loaded = useLoaded(
    useCallback(() => getBackupStatus(), []),
    'backups',
  );
  const [status, setStatus] = useState<BackupStatus | undefined>();
  const [waiting, setWaiting] = useState(false);
  if (loaded.data && loaded.data !== status) setStatus(loaded.data);

  const running = status?.recent.some((run) => run.ok === null && run.finishedAt === null) ?? false;
  const { reload } = loaded;
  useEffect(() => {
    if (!waiting && !running) return undefined;
    const timer = setTimeout(() => {
      setWaiting(false);
      reload();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, running, reload, status]);

  const at = (run: BackupRun) => formatLocal(run.finishedAt ?? run.startedAt, locale);
  const schedule = status?.schedule;
  return (
    <section aria-labelledby="backups-title">
      <h1 id="backups-title">{t('backups.title')}</h1>
      <p>{t('backups.intro')}</p>
      <Announcer message={loaded.error ? { kind: 'error', text: loaded.error } : undefined} />
      {!status || !schedule ? (
        !loaded.error && <p role="status">{t('app.loading')}</p>
      ) : (
        <>
          <dl className={facts.facts}>
            <dt>{t('backups.schedule')}</dt>
            <dd>
              {schedule.enabled
                ? t('backups.scheduleOn', {
                    hours: Math.round((schedule.everyMs / 36e5) * 10) / 10,
                    keep: schedule.keep,
                  })
                : t('backups.scheduleOff')}
            </dd>
            <dt>{t('backups.lastSuccess')}</dt>
            <dd>
              {status.lastSuccess
                ? t('backups.successAt', {
                    at: at(status.lastSuccess),
                    size: megabytes(status.lastSuccess.bytes ?? 0),
                    file: status.lastSuccess.fileName ?? '',
                  })
                : t('backups.never')}
            </dd>
            <dt>{t('backups.lastFailure')}</dt>
            <dd className={status.lastFailure ? styles.error : undefined}>
              {status.lastFailure
                ? t('backups.failureAt', { at: at(status.lastFailure), error: status.lastFailure.error ?? '' })
                : t('backups.noFailure')}
            </dd>
          </dl>
          <p>
            <a
              className={`${buttons.primary} ${styles.download}`}
              href={BACKUP_DOWNLOAD_URL}
              download
              onClick={() => setWaiting(true)}
            >
              {t('backups.download')}
            </a>
          </p>
          <p className={styles.hint}>{t('backups.restoreHint')}</p>
          <h2>{t('backups.recent')}</h2>
          {status.recent.length === 0 ? (
            <p>{t('backups.never')}</p>
          ) : (
            <ul className={styles.runs}>
              {status.recent.map((run) => (
                <li key={run.id}>
                  <span className={styles.when}>{at(run)}</span> · {t(`backups.triggers.${run.trigger}`)} ·{' '}
                  <RunOutcome run={run} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
