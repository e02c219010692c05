import type { StockQuote } from '@azi/shared/api/schemas/forms';
import { HTML_LANG, type Lang } from '@azi/shared/i18n/languages';
import { formatPrice } from '@azi/shared/stock/formatPrice';

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

/** The quote's prices: written by the site's one rule for prices (formatPrice). */
const PRICE_FIELDS = ['price', 'open', 'prevClose', 'high', 'low'] as const;
type PriceField = (typeof PRICE_FIELDS)[number];
const isPrice = (field: keyof Quote): field is PriceField => (PRICE_FIELDS as readonly string[]).includes(field);

const OPTIONS: Record<Exclude<keyof Quote, 'updatedAt' | PriceField>, Intl.NumberFormatOptions> = {
  // The API gives percent (1.25 means 1.25 %).
  turnoverRate: { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  peRatio: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  volume: { maximumFractionDigits: 0 },
  turnover: { maximumFractionDigits: 0 },
  marketValue: { maximumFractionDigits: 0 },
};

/** Formatters are costly to make (locale data) and a quote shows ten figures: one per language and field. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(lang: Lang, field: keyof typeof OPTIONS): Intl.NumberFormat {
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
  if (isPrice(field)) return formatPrice(value, HTML_LANG[lang], { currency: false });
  const shown = field === 'turnoverRate' ? value / 100 : value;
  return formatter(lang, field).format(shown);
}
