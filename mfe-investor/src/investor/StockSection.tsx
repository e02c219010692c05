import { useT } from '@azi/shared/ui/PageContext';
import { Section } from '@azi/shared/ui/Section';
import { getStockQuote } from '@azi/shared/api/get-stock-quote';
import { usePageData } from '@azi/shared/data/usePageData';
import { useSearchParams } from '@azi/shared/routing/navigation';
import { Loading } from '@azi/shared/ui/LoadStatus';
import { HistoryLookup } from '../stock/HistoryLookup';
import { InvestmentCalculator } from '../stock/InvestmentCalculator';
import { PriceHistory, useStockChart } from '../stock/PriceHistory';
import { StockQuoteView } from '../stock/StockQuoteView';
import { parseStockQuery } from '../stock/stockQuery';

/**
 * #gpxx: the AZI quote (or, without one, the latest stored close and its date), then the stored daily prices (issue 39):
 * the chart with its ranges, the lookup of a day and the investment calculator, all in the URL.
 */
export function StockSection({ id, tone }: { id: string; tone: 'light' | 'muted' }) {
  const t = useT('investor');
  const quote = usePageData('investor:stockQuote', getStockQuote);
  const [searchParams] = useSearchParams();
  const query = parseStockQuery(searchParams);
  const chart = useStockChart(query.range);
  // Every range ends at the latest stored day: its close is what a quote the gateway lacks falls back on.
  const latestClose = chart.status === 'ready' ? chart.data.prices.at(-1) : undefined;
  return (
    <Section id={id} title={t('stock.title')} lead={t('stock.lead')} tone={tone}>
      {quote.status === 'loading' ? <Loading /> : null}
      {quote.status === 'failed' ? (
        <StockQuoteView quote={null} latestClose={latestClose} onRetry={quote.retry} />
      ) : null}
      {quote.status === 'ready' ? <StockQuoteView quote={quote.data} latestClose={latestClose} /> : null}
      <PriceHistory query={query} chart={chart} />
      <HistoryLookup query={query} />
      <InvestmentCalculator query={query} />
    </Section>
  );
}
