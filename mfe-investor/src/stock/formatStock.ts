import { HTML_LANG, type Lang } from '@azi/shared/i18n/languages';
import { formatPrice } from '@azi/shared/stock/formatPrice';

/**
 * The figures of the price history in the page's language: prices and amounts in US dollars,
 * shares, volumes, percentages and dates. Formatters are costly to make: one per language and kind.
 * Prices follow the site's one rule (formatPrice); amounts of money are in cents.
 */
const KINDS = {
  money: { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  signedMoney: {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  },
  percent: { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' },
  shares: { maximumFractionDigits: 4 },
  volume: { maximumFractionDigits: 0 },
} as const satisfies Record<string, Intl.NumberFormatOptions>;

export type FigureKind = keyof typeof KINDS | 'price' | 'signedPrice';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<Lang, Intl.DateTimeFormat>();

/**
 * `value` as `kind` in `lang`; percent takes a fraction of 100 (1.5 means 1.5 %). A signed price
 * (a day's change) is written to the decimals of `level`, the close it is a change of.
 */
export function formatFigure(value: number, kind: FigureKind, lang: Lang, level?: number): string {
  if (kind === 'price' || kind === 'signedPrice')
    return formatPrice(value, HTML_LANG[lang], { level: level ?? value, signed: kind === 'signedPrice' });
  const key = `${lang} ${kind}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(HTML_LANG[lang], KINDS[kind]);
    numberFormats.set(key, format);
  }
  return format.format(kind === 'percent' ? value / 100 : value);
}

/** A trading day (YYYY-MM-DD) as the language writes a date: "Nov 28, 2025", "2025年11月28日". */
export function formatDay(date: string, lang: Lang): string {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(HTML_LANG[lang], {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(lang, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}
