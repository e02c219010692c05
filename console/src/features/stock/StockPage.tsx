import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../app/UiLanguage';
import { Announcer } from '../../ui/Announcer';
import facts from '../../ui/facts.module.css';
import { useLoaded } from '../../ui/useLoaded';
import { formatLocal } from '../content/scheduleTime';
import { getStockStatus } from './api/stock-api';
import { Dividends } from './Dividends';
import { PriceImport } from './PriceImport';
import styles from './StockPage.module.css';
import { useStockReport } from './useStockReport';

/**
 * Share prices (ir, admin: the `stock` area; issue 39): what is stored, the trading days the
 * scheduled job missed (never filled in: import them), the job's last attempts, the CSV import with
 * a preview of what will change, and the cash dividends the calculator may count.
 */
export function StockPage() {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const loaded = useLoaded(
    useCallback(() => getStockStatus(), []),
    'stock',
  );
  const status = loaded.data;
  const { message, errors, report } = useStockReport(loaded.reload);

  const shown = message ?? (loaded.error ? { kind: 'error' as const, text: loaded.error } : undefined);
  return (
    <section aria-labelledby="stock-title">
      <h1 id="stock-title">{t('stock.title')}</h1>
      <p>{t('stock.intro')}</p>
      <Announcer message={shown} />
      {errors.length > 0 && (
        <ul className={styles.lineErrors} aria-label={t('stock.lineErrors')}>
          {errors.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {!status ? (
        !loaded.error && <p role="status">{t('app.loading')}</p>
      ) : (
        <>
          <dl className={facts.facts}>
            <dt>{t('stock.stored')}</dt>
            <dd>
              {status.count > 0
                ? t('stock.storedRange', { count: status.count, first: status.first, last: status.last })
                : t('stock.none')}
            </dd>
            <dt>{t('stock.recorder')}</dt>
            <dd>{status.recorderEnabled ? t('stock.recorderOn') : t('stock.recorderOff')}</dd>
          </dl>

          <h2>{t('stock.missedTitle')}</h2>
          {status.missed.length === 0 ? (
            <p>{t('stock.noneMissed')}</p>
          ) : (
            <>
              <p>{t('stock.missedIntro', { count: status.missed.length })}</p>
              <ul className={styles.missed}>
                {status.missed.map((day) => (
                  <li key={day.date}>
                    {day.date}
                    {day.reason ? ` (${day.reason})` : ''}
                  </li>
                ))}
              </ul>
            </>
          )}

          {status.runs.length > 0 && (
            <>
              <h2>{t('stock.runsTitle')}</h2>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('stock.runDay')}</th>
                    <th scope="col">{t('stock.runAt')}</th>
                    <th scope="col">{t('stock.runOutcome')}</th>
                  </tr>
                </thead>
                <tbody>
                  {status.runs.map((run) => (
                    <tr key={`${run.date} ${run.at}`}>
                      <td>{run.date}</td>
                      <td>{formatLocal(run.at, locale)}</td>
                      <td>{`${t(`stock.outcomes.${run.outcome}`)}${run.detail ? `: ${run.detail}` : ''}`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}

          <PriceImport report={report} />
          <Dividends dividends={status.dividends} report={report} />
        </>
      )}
    </section>
  );
}
