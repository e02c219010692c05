import { knownDate, type DatePrecision } from '@azi/shared/api/schemas/content';

/**
 * A document's date as the site prints it, identical in every language: 2025-09-30, or only
 * 2025-09 / 2025 when the filing says no more than that.
 */
export const formatDocumentDate = (date: string, precision: DatePrecision): string => knownDate(date, precision);
