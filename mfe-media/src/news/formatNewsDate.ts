import type { Lang } from '@azi/shared/i18n/languages';
import type { DatePrecision } from '@azi/shared/api/schemas/content';

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A news date as readers of each language write it, from the API's 'YYYY-MM-DD'.
 * Built by hand rather than with Intl so the server and every browser print the same text
 * (a prerendered page must hydrate without a mismatch), and without time zones, which would
 * move a date-only value by a day.
 */
export function formatNewsDate(date: string, lang: Lang, precision: DatePrecision = 'day'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  const year = match[1]!;
  const month = Number(match[2]);
  const day = Number(match[3]);
  const monthName = EN_MONTHS[month - 1];
  if (monthName === undefined) return date;

  if (lang === 'en') {
    if (precision === 'year') return year;
    if (precision === 'month') return `${monthName} ${year}`;
    return `${monthName} ${day}, ${year}`;
  }
  if (precision === 'year') return `${year}年`;
  if (precision === 'month') return `${year}年${month}月`;
  return `${year}年${month}月${day}日`;
}
