import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../app/UiLanguage';
import { Announcer, type Announcement } from '../../ui/Announcer';
import buttons from '../../ui/buttons.module.css';
import facts from '../../ui/facts.module.css';
import { useLoaded } from '../../ui/useLoaded';
import { formatLocal } from '../content/scheduleTime';
import { getSecStatus, importSecFilings, type SecStatus } from './api/sec-api';
import { describeSecError } from './describeSecError';
import styles from './SecPage.module.css';

/** While some copy imports, the state is asked again this often. */
const POLL_MS = 5_000;

/**
 * The SEC filings import (ir, admin: the `sec` area): the last import (when, added, updated,
 * error), whether one is running, the next scheduled run, and "Import now".
 */
export function SecPage() {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const loaded = useLoaded(
    useCallback(() => getSecStatus(), []),
    'sec',
  );
  const [status, setStatus] = useState<SecStatus | undefined>();
  const [importing, setImporting] = useState(false);
  const [message, setMessage] = useState<Announcement | undefined>();

  // The last state known stays on screen while it is asked again (no "Loading…" flash).
  if (loaded.data && loaded.data !== status) setStatus(loaded.data);

  const running = importing || Boolean(status?.running);
  const { reload } = loaded;
  useEffect(() => {
    if (!status?.running || importing) return undefined;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [status, importing, reload]);

  // An error in words, and when the next try comes (the scheduled run, or "Import now").
  const explain = (error: string) => {
    const { kind, status: httpStatus } = describeSecError(error);
    const retry = status?.nextRunAt
      ? t('sec.errors.retryAt', { at: formatLocal(status.nextRunAt, locale) })
      : t('sec.errors.retryByHand');
    return `${t(`sec.errors.${kind}`, { status: httpStatus })} ${retry}`;
  };

  const importNow = async () => {
    setImporting(true);
    setMessage({ kind: 'ok', key: 'sec.importing' });
    try {
      const result = await importSecFilings();
      setMessage(
        result.error
          ? {
              kind: 'error',
              key: 'sec.doneWithError',
              values: {
                added: result.added,
                updated: result.updated,
                total: result.total,
                error: explain(result.error),
              },
            }
          : {
              kind: 'ok',
              key: 'sec.done',
              values: { added: result.added, updated: result.updated, total: result.total },
            },
      );
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setImporting(false);
      reload();
    }
  };

  const shown = message ?? (loaded.error ? { kind: 'error' as const, text: loaded.error } : undefined);
  const last = status?.lastRun;
  return (
    <section aria-labelledby="sec-title">
      <h1 id="sec-title">{t('sec.title')}</h1>
      <p>{t('sec.intro')}</p>
      <Announcer message={shown} />
      {!status ? (
        !loaded.error && <p role="status">{t('app.loading')}</p>
      ) : !status.enabled ? (
        <p>{t('sec.off')}</p>
      ) : (
        <>
          <dl className={facts.facts}>
            <dt>{t('sec.cik')}</dt>
            <dd>{status.cik}</dd>
            <dt>{t('sec.lastRun')}</dt>
            <dd>
              {last
                ? t('sec.lastRunAt', {
                    at: formatLocal(last.finishedAt ?? last.startedAt, locale),
                    trigger: t(`sec.triggers.${last.trigger}`),
                  })
                : t('sec.never')}
            </dd>
            {last && (
              <>
                <dt>{t('sec.added')}</dt>
                <dd>{last.added}</dd>
                <dt>{t('sec.updated')}</dt>
                <dd>{last.updated}</dd>
                <dt>{t('sec.total')}</dt>
                <dd>{last.total}</dd>
                <dt>{t('sec.error')}</dt>
                <dd className={last.error ? styles.error : undefined}>
                  {last.error ? (
                    <>
                      {explain(last.error)}
                      <span className={styles.detail}>{t('sec.errors.detail', { text: last.error })}</span>
                    </>
                  ) : (
                    t('sec.noError')
                  )}
                </dd>
              </>
            )}
            <dt id="sec-running">{t('sec.running')}</dt>
            <dd aria-live="polite" className={running ? styles.running : undefined}>
              {running ? t('sec.runningYes') : t('sec.runningNo')}
            </dd>
            <dt>{t('sec.nextRun')}</dt>
            <dd>{status.nextRunAt ? formatLocal(status.nextRunAt, locale) : t('sec.onDemandOnly')}</dd>
          </dl>
          <button
            type="button"
            className={buttons.primary}
            onClick={() => void importNow()}
            disabled={running}
            aria-describedby="sec-running"
          >
            {importing ? t('sec.importing') : t('sec.importNow')}
          </button>
        </>
      )}
    </section>
  );
}
