/**
 * How a share price is written, everywhere the site shows one (the quote, the chart's price axis,
 * the history, the lookup, the calculator): the US equities convention, after the quoting ticks of
 * SEC Regulation NMS Rule 612 — cents at or above $1 ($1.63), up to four decimals below it
 * ($0.8125), never fewer than two. Downloads (CSV) keep the stored figures as they are.
 */
const formats = new Map<string, Intl.NumberFormat>();

export interface PriceStyle {
  /** The price the figure belongs to (a day's change is written to its close's decimals). Default: the figure. */
  level?: number;
  /** With the dollar sign (default) or the number alone (the quote's table, whose heading names the currency). */
  currency?: boolean;
  /** A change: with its sign, + or −. */
  signed?: boolean;
}

/** The most decimals a price at `level` is written with. */
export const priceDecimals = (level: number): 2 | 4 => (Math.abs(level) >= 1 ? 2 : 4);

/** `value` (US dollars) in `locale` (a BCP 47 tag: 'zh-CN', 'en'), by the convention above. */
export function formatPrice(
  value: number,
  locale: string,
  { level = value, currency = true, signed = false }: PriceStyle = {},
): string {
  const decimals = priceDecimals(level);
  const key = `${locale} ${decimals} ${currency} ${signed}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      ...(currency ? { style: 'currency', currency: 'USD' } : {}),
      minimumFractionDigits: 2,
      maximumFractionDigits: decimals,
      ...(signed ? { signDisplay: 'exceptZero' } : {}),
    });
    formats.set(key, format);
  }
  return format.format(value);
}
