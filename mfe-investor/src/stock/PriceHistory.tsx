import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import { getStockChart } from '@azi/shared/api/get-stock-chart';
import type { StockChart, StockPrice } from '@azi/shared/api/schemas/stock';
import { STOCK_RANGES, type StockRange } from '@azi/shared/api/stockLimits';
import { usePageData, type PageData } from '@azi/shared/data/usePageData';
import { useSiteNavigate } from '@azi/shared/routing/navigation';
import { LoadFailed, Loading } from '@azi/shared/ui/LoadStatus';
import { usePageAddress, usePagePath, useT } from '@azi/shared/ui/PageContext';
import { formatDay, formatFigure } from './formatStock';
import { PriceChart } from './PriceChart';
import styles from './PriceHistory.module.css';
import { stockQueryParams, type StockQuery } from './stockQuery';

export const PRICE_HISTORY_ID = 'price-history';

/** The range links: real links (they work without JavaScript); once started, they change the chart in place. */
function RangeLinks({ query }: { query: StockQuery }) {
  const t = useT('investor');
  const pagePath = usePagePath();
  const navigate = useSiteNavigate();
  return (
    <nav aria-label={t('prices.rangesLabel')} className={styles.ranges}>
      {STOCK_RANGES.map((range) => {
        const href = pagePath('investor', { query: stockQueryParams({ ...query, range }), hash: PRICE_HISTORY_ID });
        const current = range === query.range;
        return (
          <a
            key={range}
            href={href}
            aria-current={current ? 'true' : undefined}
            className={current ? styles.currentRange : undefined}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              navigate(href, { preventScrollReset: true });
            }}
          >
            {t(`prices.ranges.${range}`)}
          </a>
        );
      })}
    </nav>
  );
}

/** The same figures as the chart, for screen readers and for anyone who wants the numbers. */
function PriceTable({ prices, rangeName }: { prices: readonly StockPrice[]; rangeName: string }) {
  const t = useT('investor');
  const { lang } = usePageAddress();
  const cell = (value: number | null, kind: 'price' | 'volume') =>
    value === null ? t('prices.notGiven') : formatFigure(value, kind, lang);
  return (
    <details className={styles.tableBlock}>
      <summary>{t('prices.showTable')}</summary>
      {/* Scrolls on its own, so it must take the focus to scroll by keyboard (WCAG 2.1.1): a named region. */}
      <div
        className={styles.tableScroll}
        role="region"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the scrollable-region pattern axe asks for
        tabIndex={0}
        aria-label={t('prices.tableCaption', { range: rangeName })}
      >
        <table className={styles.table}>
          <caption>{t('prices.tableCaption', { range: rangeName })}</caption>
          <thead>
            <tr>
              {(['date', 'open', 'high', 'low', 'close', 'volume'] as const).map((column) => (
                <th key={column} scope="col">
                  {t(`prices.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...prices].reverse().map((p) => (
              <tr key={p.date}>
                <th scope="row">{formatDay(p.date, lang)}</th>
                <td>{cell(p.open, 'price')}</td>
                <td>{cell(p.high, 'price')}</td>
                <td>{cell(p.low, 'price')}</td>
                <td>{cell(p.close, 'price')}</td>
                <td>{cell(p.volume, 'volume')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/**
 * The stored days of a range and their chart, for the page's language and layout. Asked for once,
 * by the stock section: its latest close also stands in for a quote the gateway cannot give.
 */
export function useStockChart(range: StockRange): PageData<StockChart> {
  const { lang, layout } = usePageAddress();
  return usePageData(`investor:stockChart:${lang}:${layout}:${range}`, () => getStockChart(range, lang, layout));
}

/** The share price history: range links, the chart (its geometry from the API: no chart code here), its table and its CSV. */
export function PriceHistory({ query, chart: state }: { query: StockQuery; chart: PageData<StockChart> }) {
  const t = useT('investor');
  const { layout } = usePageAddress();
  const range: StockRange = query.range;
  const rangeName = t(`prices.ranges.${range}`);
  const prices = state.status === 'ready' ? state.data.prices : [];
  const geometry = state.status === 'ready' ? state.data.geometry : null;

  return (
    <div className={styles.block} id={PRICE_HISTORY_ID}>
      <h3>{t('prices.title')}</h3>
      <RangeLinks query={query} />
      {state.status === 'loading' ? <Loading minHeight={layout === 'mobile' ? 280 : 360} /> : null}
      {state.status === 'failed' ? <LoadFailed message={t('prices.failed')} onRetry={state.retry} /> : null}
      {state.status === 'ready' && (!geometry || prices.length === 0) ? (
        <p className={styles.empty} role="status">
          {t('prices.empty')}
        </p>
      ) : null}
      {state.status === 'ready' && geometry && prices.length > 0 ? (
        <>
          <PriceChart
            key={`${range}:${prices.length}`}
            prices={prices}
            previousClose={state.data.previousClose}
            geometry={geometry}
            rangeName={rangeName}
          />
          <PriceTable prices={prices} rangeName={rangeName} />
          <p className={styles.download}>
            <a href={`${API_PREFIX}/stock/prices.csv?from=${prices[0]!.date}&to=${prices.at(-1)!.date}`} download>
              {t('prices.download', { range: rangeName })}
            </a>
          </p>
        </>
      ) : null}
    </div>
  );
}
