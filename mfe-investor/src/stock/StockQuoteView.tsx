import type { StockQuote } from '@azi/shared/api/schemas/forms';
import type { StockPrice } from '@azi/shared/api/schemas/stock';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { ExternalLink } from '../ui/ExternalLink';
import { RetryButton } from '@azi/shared/ui/LoadStatus';
import { formatQuoteValue, QUOTE_FIELDS } from './formatQuoteValue';
import { formatDay, formatFigure } from './formatStock';
import styles from './StockQuoteView.module.css';

const NASDAQ_QUOTE_URL = 'https://www.nasdaq.com/market-activity/stocks/azi';

export interface StockQuoteViewProps {
  /** The API's answer, or null when the request failed. */
  quote: StockQuote | null;
  /** The latest stored day, shown with its date when there is no quote. */
  latestClose?: StockPrice;
  onRetry?: () => void;
}

/**
 * The AZI quote with the ten labels of docs/product.md (Stock quote). When the gateway has nothing (or the
 * API failed) it says so plainly: a number is shown only when the gateway supplied it, or as the
 * latest stored close under that close's own date (the chart below shows the same day).
 */
export function StockQuoteView({ quote, latestClose, onRetry }: StockQuoteViewProps) {
  const t = useT('investor');
  const { lang } = usePageAddress();
  const nasdaqLink = (
    <ExternalLink href={NASDAQ_QUOTE_URL} className={styles.nasdaq}>
      {t('stock.nasdaqLink')}
    </ExternalLink>
  );

  if (!quote || !quote.available || !quote.quote) {
    return (
      <div className={styles.unavailable} role="status">
        {latestClose ? (
          <>
            <h3>{t('stock.latestCloseTitle', { date: formatDay(latestClose.date, lang) })}</h3>
            <div className={styles.price}>
              <span className={styles.priceValue}>{formatFigure(latestClose.close, 'price', lang)}</span>
            </div>
            <p>{t('stock.noLiveQuote')}</p>
          </>
        ) : (
          <>
            <h3>{t('stock.unavailableTitle')}</h3>
            <p>{t('stock.unavailable')}</p>
          </>
        )}
        <p className={styles.actions}>
          {onRetry ? <RetryButton onRetry={onRetry} /> : null}
          {nasdaqLink}
        </p>
      </div>
    );
  }

  const figures = quote.quote;
  const price = formatQuoteValue(figures, 'price', lang);
  return (
    <div className={styles.quote}>
      <div className={styles.headline}>
        <h3 className={styles.ticker}>{t('stock.ticker')}</h3>
        {price !== null ? (
          <div className={styles.price}>
            <span className={styles.priceValue}>{price}</span>
            <span className={styles.priceLabel}>{t('stock.price')}</span>
          </div>
        ) : null}
      </div>
      <dl className={styles.figures}>
        {QUOTE_FIELDS.map((field) => {
          const value = formatQuoteValue(figures, field, lang);
          return (
            <div key={field} className={styles.figure}>
              <dt>{t(`stock.labels.${field}`)}</dt>
              <dd className={value === null ? styles.missing : undefined}>{value ?? t('stock.notReported')}</dd>
            </div>
          );
        })}
      </dl>
      <p className={styles.delay}>{t('stock.delayNotice')}</p>
      <p>{nasdaqLink}</p>
    </div>
  );
}
