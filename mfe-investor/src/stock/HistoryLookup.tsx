import { useId } from 'react';
import { getStockDay } from '@azi/shared/api/get-stock-day';
import { usePageData } from '@azi/shared/data/usePageData';
import { LoadFailed, Loading } from '@azi/shared/ui/LoadStatus';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { formatDay, formatFigure } from './formatStock';
import styles from './PriceHistory.module.css';
import type { StockQuery } from './stockQuery';
import { StockQueryForm } from './StockQueryForm';

export const LOOKUP_ID = 'price-lookup';

/** The answer for one date: that day's prices, or the closest earlier trading day's, said so (and why: a day to come, or none). */
function LookupAnswer({ date }: { date: string }) {
  const t = useT('investor');
  const { lang } = usePageAddress();
  const state = usePageData(`investor:stockDay:${date}`, () => getStockDay(date));
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <LoadFailed message={t('prices.failed')} onRetry={state.retry} />;
  const { price, exact, future, previousClose } = state.data;
  if (!price) return <p role="status">{t('lookup.none', { date: formatDay(date, lang) })}</p>;
  const change = previousClose === null ? null : price.close - previousClose;
  const figure = (value: number | null, kind: 'price' | 'volume') =>
    value === null ? t('prices.notGiven') : formatFigure(value, kind, lang);
  return (
    <div role="status" className={styles.answer} data-testid="lookup-answer">
      <p>
        {exact
          ? t('lookup.exact', { date: formatDay(price.date, lang) })
          : t(future ? 'lookup.future' : 'lookup.earlier', {
              asked: formatDay(date, lang),
              date: formatDay(price.date, lang),
            })}
      </p>
      <dl className={styles.figures}>
        {(
          [
            ['prices.columns.close', figure(price.close, 'price')],
            [
              'prices.readout.change',
              change === null || previousClose === null
                ? t('prices.notGiven')
                : `${formatFigure(change, 'signedPrice', lang, price.close)} (${formatFigure((change / previousClose) * 100, 'percent', lang)})`,
            ],
            ['prices.columns.open', figure(price.open, 'price')],
            ['prices.columns.high', figure(price.high, 'price')],
            ['prices.columns.low', figure(price.low, 'price')],
            ['prices.columns.volume', figure(price.volume, 'volume')],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** "What did the shares close at on …?": a GET form, so it works without JavaScript. */
export function HistoryLookup({ query }: { query: StockQuery }) {
  const t = useT('investor');
  const id = useId();
  return (
    <div className={styles.block} id={LOOKUP_ID}>
      <h3>{t('lookup.title')}</h3>
      <StockQueryForm
        key={query.date ?? ''}
        query={query}
        fields={['date']}
        anchor={LOOKUP_ID}
        label={t('lookup.title')}
        className={styles.form}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-date`}>{t('lookup.date')}</label>
          <input id={`${id}-date`} type="date" name="date" required min="1900-01-01" defaultValue={query.date} />
        </div>
        <button type="submit" className={styles.submit}>
          {t('lookup.submit')}
        </button>
      </StockQueryForm>
      {query.date ? <LookupAnswer date={query.date} /> : null}
    </div>
  );
}
