import { useT } from '@azi/shared/ui/PageContext';
import { Section } from '@azi/shared/ui/Section';
import { getStockQuote } from '@azi/shared/api/get-stock-quote';
import { usePageData } from '@azi/shared/data/usePageData';
import { useSearchParams } from '@azi/shared/routing/navigation';
import { Loading } from '@azi/shared/ui/LoadStatus';
import { HistoryLookup } from '../stock/HistoryLookup';
import { InvestmentCalculator } from '../stock/InvestmentCalculator';
import { PriceHistory } from '../stock/PriceHistory';
import { StockQuoteView } from '../stock/StockQuoteView';
import { parseStockQuery } from '../stock/stockQuery';

/**
 * #gpxx: the AZI quote (or a plain "quote unavailable"), then the stored daily prices (issue 39):
 * the chart with its ranges, the lookup of a day and the investment calculator, all in the URL.
 */
export function StockSection({ id, tone }: { id: string; tone: 'light' | 'muted' }) {
  const t = useT('investor');
  const quote = usePageData('investor:stockQuote', getStockQuote);
  const [searchParams] = useSearchParams();
  const query = parseStockQuery(searchParams);
  return (
    <Section id={id} title={t('stock.title')} lead={t('stock.lead')} tone={tone}>
      {quote.status === 'loading' ? <Loading /> : null}
      {quote.status === 'failed' ? <StockQuoteView quote={null} onRetry={quote.retry} /> : null}
      {quote.status === 'ready' ? <StockQuoteView quote={quote.data} /> : null}
      <PriceHistory query={query} />
      <HistoryLookup query={query} />
      <InvestmentCalculator query={query} />
    </Section>
  );
}
