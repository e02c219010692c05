import { useT } from '@azi/shared/ui/PageContext';
import { Section } from '@azi/shared/ui/Section';
import { getStockQuote } from '@azi/shared/api/get-stock-quote';
import { usePageData } from '@azi/shared/data/usePageData';
import { Loading } from '@azi/shared/ui/LoadStatus';
import { StockQuoteView } from '../stock/StockQuoteView';

/** #gpxx: the AZI quote, or a plain "quote unavailable" when the API has none or fails. */
export function StockSection({ id, tone }: { id: string; tone: 'light' | 'muted' }) {
  const t = useT('investor');
  const quote = usePageData('investor:stockQuote', getStockQuote);
  return (
    <Section id={id} title={t('stock.title')} lead={t('stock.lead')} tone={tone}>
      {quote.status === 'loading' ? <Loading /> : null}
      {quote.status === 'failed' ? <StockQuoteView quote={null} onRetry={quote.retry} /> : null}
      {quote.status === 'ready' ? <StockQuoteView quote={quote.data} /> : null}
    </Section>
  );
}
