import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@azi/shared/api/ApiError';
import { useDateLocale } from '../../app/UiLanguage';
import { Announcer, type Announcement } from '../../ui/Announcer';
import buttons from '../../ui/buttons.module.css';
import facts from '../../ui/facts.module.css';
import { useLoaded } from '../../ui/useLoaded';
import { formatLocal } from '../content/scheduleTime';
import {
  deleteDividend,
  getStockStatus,
  importPriceCsv,
  previewPriceCsv,
  saveDividend,
  type StockImportPreview,
} from './api/stock-api';
import styles from './StockPage.module.css';

/** "line 12" -> its message, in line order (the API's 400 for a CSV that does not read). */
function lineErrors(error: unknown): string[] {
  if (!(error instanceof ApiError) || !error.errors) return [];
  return Object.entries(error.errors)
    .filter(([key]) => key.startsWith('line '))
    .sort(([a], [b]) => Number(a.slice(5)) - Number(b.slice(5)))
    .map(([key, message]) => `${key}: ${message}`);
}

/** A chosen file's text (FileReader: File.text() is missing from some test environments). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });
}

/**
 * Share prices (ir, admin: the `stock` area; issue 39): what is stored, the trading days the
 * scheduled job missed (never filled in: import them), the job's last attempts, the CSV import with
 * a preview of what will change, and the cash dividends the calculator may count.
 */
export function StockPage() {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const id = useId();
  const loaded = useLoaded(
    useCallback(() => getStockStatus(), []),
    'stock',
  );
  const status = loaded.data;
  const [message, setMessage] = useState<Announcement | undefined>();
  const [errors, setErrors] = useState<string[]>([]);
  const [csv, setCsv] = useState<{ name: string; text: string } | undefined>();
  const [preview, setPreview] = useState<StockImportPreview | undefined>();
  const [busy, setBusy] = useState(false);

  const fail = (error: unknown) => {
    setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    setErrors(lineErrors(error));
  };

  const choose = async (file: File | undefined) => {
    setPreview(undefined);
    setErrors([]);
    setMessage(undefined);
    if (!file) return setCsv(undefined);
    const text = await readText(file);
    setCsv({ name: file.name, text });
    setBusy(true);
    try {
      setPreview(await previewPriceCsv(text));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const runImport = async () => {
    if (!csv) return;
    setBusy(true);
    try {
      const result = await importPriceCsv(csv.text);
      setMessage({
        kind: 'ok',
        text: t('stock.imported', { added: result.added, updated: result.updated, total: result.total }),
      });
      setPreview(undefined);
      setCsv(undefined);
      loaded.reload();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const addDividend = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    try {
      await saveDividend({ exDate: String(data.get('exDate')), amount: Number(data.get('amount')) });
      setMessage({ kind: 'ok', text: t('stock.dividendSaved') });
      form.reset();
      loaded.reload();
    } catch (error) {
      fail(error);
    }
  };

  const removeDividend = async (exDate: string) => {
    try {
      await deleteDividend(exDate);
      setMessage({ kind: 'ok', text: t('stock.dividendDeleted', { date: exDate }) });
      loaded.reload();
    } catch (error) {
      fail(error);
    }
  };

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

          <h2>{t('stock.importTitle')}</h2>
          <div className={styles.panel}>
            <p>{t('stock.importIntro')}</p>
            <div className={styles.field}>
              <label htmlFor={`${id}-csv`}>{t('stock.chooseFile')}</label>
              <input
                id={`${id}-csv`}
                type="file"
                accept=".csv,text/csv"
                disabled={busy}
                onChange={(event) => void choose(event.target.files?.[0])}
              />
            </div>
            {preview && csv && (
              <div aria-live="polite">
                <p>
                  {t('stock.preview', {
                    name: csv.name,
                    added: preview.added,
                    updated: preview.updated,
                    unchanged: preview.unchanged,
                    total: preview.total,
                  })}
                </p>
                {preview.changes.length > 0 && (
                  <table className={styles.table}>
                    <caption>{t('stock.changesCaption')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('stock.runDay')}</th>
                        <th scope="col">{t('stock.closeNow')}</th>
                        <th scope="col">{t('stock.closeFile')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {preview.changes.map((change) => (
                        <tr key={change.date}>
                          <td>{change.date}</td>
                          <td>{change.before.close}</td>
                          <td>{change.after.close}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
                <button
                  type="button"
                  className={buttons.primary}
                  disabled={busy || preview.added + preview.updated === 0}
                  onClick={() => void runImport()}
                >
                  {t('stock.importNow')}
                </button>
              </div>
            )}
          </div>

          <h2>{t('stock.dividendsTitle')}</h2>
          <p>{t('stock.dividendsIntro')}</p>
          {status.dividends.length === 0 ? (
            <p>{t('stock.noDividends')}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('stock.exDate')}</th>
                  <th scope="col">{t('stock.amount')}</th>
                  <th scope="col">{t('list.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {status.dividends.map((d) => (
                  <tr key={d.exDate}>
                    <td>{d.exDate}</td>
                    <td>{d.amount}</td>
                    <td>
                      <button
                        type="button"
                        className={buttons.danger}
                        onClick={() => void removeDividend(d.exDate)}
                        aria-label={t('stock.deleteDividend', { date: d.exDate })}
                      >
                        {t('stock.delete')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <form
            className={styles.row}
            onSubmit={(event) => void addDividend(event)}
            aria-label={t('stock.addDividend')}
          >
            <div className={styles.field}>
              <label htmlFor={`${id}-ex`}>{t('stock.exDate')}</label>
              <input id={`${id}-ex`} name="exDate" type="date" required />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-amount`}>{t('stock.amount')}</label>
              <input id={`${id}-amount`} name="amount" type="number" required min="0.000001" step="0.000001" />
            </div>
            <button type="submit" className={buttons.primary}>
              {t('stock.addDividend')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
