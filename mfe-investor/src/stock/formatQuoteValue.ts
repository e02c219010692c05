import type { StockQuote } from '@azi/shared/api/schemas/forms';
import { HTML_LANG, type Lang } from '@azi/shared/i18n/languages';

export type Quote = NonNullable<StockQuote['quote']>;
export type QuoteField = Exclude<keyof Quote, 'price'>;

/** The ten labels of docs/product.md (Stock quote), in the order the page shows them. */
export const QUOTE_FIELDS: readonly QuoteField[] = [
  'open',
  'prevClose',
  'turnoverRate',
  'high',
  'low',
  'peRatio',
  'volume',
  'turnover',
  'marketValue',
  'updatedAt',
];

const OPTIONS: Record<Exclude<keyof Quote, 'updatedAt'>, Intl.NumberFormatOptions> = {
  price: { minimumFractionDigits: 2, maximumFractionDigits: 4 },
  open: { minimumFractionDigits: 2, maximumFractionDigits: 4 },
  prevClose: { minimumFractionDigits: 2, maximumFractionDigits: 4 },
  high: { minimumFractionDigits: 2, maximumFractionDigits: 4 },
  low: { minimumFractionDigits: 2, maximumFractionDigits: 4 },
  // The API gives percent (1.25 means 1.25 %).
  turnoverRate: { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  peRatio: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  volume: { maximumFractionDigits: 0 },
  turnover: { maximumFractionDigits: 0 },
  marketValue: { maximumFractionDigits: 0 },
};

/** Formatters are costly to make (locale data) and a quote shows ten figures: one per language and field. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(lang: Lang, field: Exclude<keyof Quote, 'updatedAt'>): Intl.NumberFormat {
  const key = `${lang} ${field}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat(HTML_LANG[lang], OPTIONS[field]);
    formatters.set(key, made);
  }
  return made;
}

/** One figure of the quote in the page's number style, or null when the gateway did not give it. */
export function formatQuoteValue(quote: Quote, field: keyof Quote, lang: Lang): string | null {
  if (field === 'updatedAt') return quote.updatedAt;
  const value = quote[field];
  if (value === null) return null;
  const shown = field === 'turnoverRate' ? value / 100 : value;
  return formatter(lang, field).format(shown);
}
