/**
 * The stock page's CSV import of share prices: a chosen file is previewed first (what it adds and
 * which stored closes it changes), and only imported on the button.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../ui/buttons.module.css';
import { importPriceCsv, previewPriceCsv, type StockImportPreview } from './api/stock-api';
import styles from './StockPage.module.css';
import type { StockReport } from './useStockReport';

/** A chosen file's text (FileReader: File.text() is missing from some test environments). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });
}

export function PriceImport({ report }: { report: StockReport }) {
  const { t } = useTranslation();
  const id = useId();
  const [csv, setCsv] = useState<{ name: string; text: string } | undefined>();
  const [preview, setPreview] = useState<StockImportPreview | undefined>();
  const [busy, setBusy] = useState(false);

  const choose = async (file: File | undefined) => {
    setPreview(undefined);
    report.clear();
    if (!file) return setCsv(undefined);
    const text = await readText(file);
    setCsv({ name: file.name, text });
    setBusy(true);
    try {
      setPreview(await previewPriceCsv(text));
    } catch (error) {
      report.fail(error);
    } finally {
      setBusy(false);
    }
  };

  const runImport = async () => {
    if (!csv) return;
    setBusy(true);
    try {
      const result = await importPriceCsv(csv.text);
      report.done(t('stock.imported', { added: result.added, updated: result.updated, total: result.total }));
      setPreview(undefined);
      setCsv(undefined);
    } catch (error) {
      report.fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
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
    </>
  );
}
