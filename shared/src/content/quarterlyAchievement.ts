/** A quarter's (or half's, or year's) results: archive 1's default list. */
import { contentKind } from '@azi/shared/content/contentKind';
import { choice, fiscalYear, linkUrl } from '@azi/shared/content/contentField';

/** The periods a quarterly result or a conference call can cover: quarters, halves, the full year. */
export const FISCAL_PERIODS = ['Q1', 'Q2', 'Q3', 'Q4', 'H1', 'H2', 'FY'] as const;
export type FiscalPeriod = (typeof FISCAL_PERIODS)[number];

export function isFiscalPeriod(value: unknown): value is FiscalPeriod {
  return typeof value === 'string' && (FISCAL_PERIODS as readonly string[]).includes(value);
}

export const quarterlyAchievement = contentKind({
  fields: [fiscalYear(true), choice('fiscalPeriod', FISCAL_PERIODS), linkUrl],
  owner: 'ir',
  alertCategory: 'results',
  archive: { id: 1, type: 'results' },
  search: 'document',
});
