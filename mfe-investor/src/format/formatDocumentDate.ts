import type { DatePrecision } from '@azi/shared/api/schemas/content';

/**
 * A document's date as the site prints it, identical in every language: 2025-09-30, or only
 * 2025-09 / 2025 when the filing says no more than that.
 */
export function formatDocumentDate(date: string, precision: DatePrecision): string {
  const [year = '', month = '', day = ''] = date.slice(0, 10).split('-');
  if (precision === 'year' || !month) return year;
  if (precision === 'month' || !day) return `${year}-${month}`;
  return `${year}-${month}-${day}`;
}
