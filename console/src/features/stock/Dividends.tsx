/** The stock page's cash dividends, the ones the calculator may count: the list, delete, and the form to add one. */
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../ui/buttons.module.css';
import { deleteDividend, saveDividend, type StockDividend } from './api/stock-api';
import styles from './StockPage.module.css';
import type { StockReport } from './useStockReport';

export function Dividends({ dividends, report }: { dividends: StockDividend[]; report: StockReport }) {
  const { t } = useTranslation();
  const id = useId();

  const addDividend = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    try {
      await saveDividend({ exDate: String(data.get('exDate')), amount: Number(data.get('amount')) });
      report.done(t('stock.dividendSaved'));
      form.reset();
    } catch (error) {
      report.fail(error);
    }
  };

  const removeDividend = async (exDate: string) => {
    try {
      await deleteDividend(exDate);
      report.done(t('stock.dividendDeleted', { date: exDate }));
    } catch (error) {
      report.fail(error);
    }
  };

  return (
    <>
      <h2>{t('stock.dividendsTitle')}</h2>
      <p>{t('stock.dividendsIntro')}</p>
      {dividends.length === 0 ? (
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
            {dividends.map((d) => (
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
      <form className={styles.row} onSubmit={(event) => void addDividend(event)} aria-label={t('stock.addDividend')}>
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
  );
}
