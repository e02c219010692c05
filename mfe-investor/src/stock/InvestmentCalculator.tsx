import { useId } from 'react';
import { getStockCalculation } from '@azi/shared/api/get-stock-calculation';
import { INVEST_AMOUNT_MAX, INVEST_AMOUNT_MIN } from '@azi/shared/api/stockLimits';
import { usePageData } from '@azi/shared/data/usePageData';
import { LoadFailed, Loading } from '@azi/shared/ui/LoadStatus';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { formatDay, formatFigure } from './formatStock';
import styles from './PriceHistory.module.css';
import type { StockQuery } from './stockQuery';
import { StockQueryForm } from './StockQueryForm';

export const CALCULATOR_ID = 'investment-calculator';

function CalculatorAnswer({ amount, start, reinvest }: { amount: number; start: string; reinvest: boolean }) {
  const t = useT('investor');
  const { lang } = usePageAddress();
  const state = usePageData(`investor:stockCalculation:${amount}:${start}:${reinvest}`, () =>
    getStockCalculation({ amount, start, reinvest }),
  );
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <LoadFailed message={t('prices.failed')} onRetry={state.retry} />;
  const { result, reason, dividendsEntered, firstDate } = state.data;
  if (!result)
    return (
      <p role="status">
        {reason === 'noPrices'
          ? t('calculator.noPrices')
          : t('calculator.afterLatest', { date: formatDay(start, lang) })}
      </p>
    );
  const money = (value: number) => formatFigure(value, 'money', lang);
  return (
    <div role="status" className={styles.answer} data-testid="calculator-answer">
      <p>
        {t('calculator.bought', {
          amount: money(amount),
          shares: formatFigure(amount / result.buyClose, 'shares', lang),
          price: formatFigure(result.buyClose, 'price', lang),
          date: formatDay(result.buyDate, lang),
        })}
        {result.buyDate === start
          ? ''
          : // Before the first stored price, the first close is not "the next trading day": say where prices start.
            // (Chinese sets its full-width bracket after the full stop with no space.)
            `${lang === 'en' ? ' ' : ''}${firstDate !== null && start < firstDate ? t('calculator.pricesStart', { start: formatDay(start, lang), first: formatDay(firstDate, lang) }) : t('calculator.nextTradingDay', { start: formatDay(start, lang) })}`}
      </p>
      <dl className={styles.figures}>
        <div>
          <dt>
            {t('calculator.value', {
              date: formatDay(result.endDate, lang),
              price: formatFigure(result.endClose, 'price', lang),
            })}
          </dt>
          <dd data-testid="calculator-value">{money(result.value)}</dd>
        </div>
        <div>
          <dt>{t('calculator.gain')}</dt>
          <dd>{formatFigure(result.gain, 'signedMoney', lang)}</dd>
        </div>
        <div>
          <dt>{t('calculator.gainPercent')}</dt>
          <dd>{formatFigure(result.gainPercent, 'percent', lang)}</dd>
        </div>
        <div>
          <dt>{t('calculator.annualised')}</dt>
          <dd>
            {result.annualisedPercent === null
              ? t('calculator.notAnnualised')
              : formatFigure(result.annualisedPercent, 'percent', lang)}
          </dd>
        </div>
      </dl>
      {dividendsEntered === 0 ? (
        <p className={styles.note}>{t('calculator.noDividends')}</p>
      ) : (
        <>
          {result.dividends.length > 0 ? (
            <ul className={styles.dividends}>
              {result.dividends.map((d) => (
                <li key={d.exDate}>
                  {t('calculator.dividend', {
                    date: formatDay(d.exDate, lang),
                    amount: formatFigure(d.amount, 'price', lang),
                  })}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('calculator.noDividendsInPeriod')}</p>
          )}
          {result.dividends.length > 0 ? (
            <p>
              {reinvest
                ? t('calculator.reinvested', { shares: formatFigure(result.shares, 'shares', lang) })
                : t('calculator.keptAsCash', { cash: money(result.dividendCash) })}
            </p>
          ) : null}
          <p className={styles.note}>{t('calculator.noFees')}</p>
        </>
      )}
    </div>
  );
}

/** What an amount invested on a day is worth at the latest close: a GET form, so it works without JavaScript. */
export function InvestmentCalculator({ query }: { query: StockQuery }) {
  const t = useT('investor');
  const id = useId();
  return (
    <div className={styles.block} id={CALCULATOR_ID}>
      <h3>{t('calculator.title')}</h3>
      <StockQueryForm
        key={`${query.amount}:${query.start}:${query.reinvest}`}
        query={query}
        fields={['amount', 'start', 'reinvest']}
        anchor={CALCULATOR_ID}
        label={t('calculator.title')}
        className={styles.form}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-amount`}>{t('calculator.amount')}</label>
          <input
            id={`${id}-amount`}
            type="number"
            name="amount"
            required
            min={INVEST_AMOUNT_MIN}
            max={INVEST_AMOUNT_MAX}
            step={1}
            inputMode="numeric"
            defaultValue={query.amount}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-start`}>{t('calculator.start')}</label>
          <input id={`${id}-start`} type="date" name="start" required min="1900-01-01" defaultValue={query.start} />
        </div>
        <div className={styles.check}>
          <input id={`${id}-reinvest`} type="checkbox" name="reinvest" value="true" defaultChecked={query.reinvest} />
          <label htmlFor={`${id}-reinvest`}>{t('calculator.reinvest')}</label>
        </div>
        <button type="submit" className={styles.submit}>
          {t('calculator.submit')}
        </button>
      </StockQueryForm>
      {query.amount !== undefined && query.start ? (
        <CalculatorAnswer amount={query.amount} start={query.start} reinvest={query.reinvest} />
      ) : null}
    </div>
  );
}
