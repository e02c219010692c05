/** CSV for the sales team's spreadsheet. */
import type { LeadRecord } from '@azi/shared/api/schemas/console';

/** Excel reads a CSV without a byte-order mark as the local ANSI code page and garbles Chinese. */
export const CSV_BOM = '\uFEFF';

const COLUMNS: readonly (keyof LeadRecord)[] = [
  'id',
  'createdAt',
  'type',
  'companyName',
  'name',
  'position',
  'telephone',
  'email',
  'content',
  'lang',
  'clientIp',
  'review',
];

/**
 * Quotes every cell, and defuses cells a spreadsheet would run as a formula (a visitor typed
 * them, so "=HYPERLINK(...)" must stay text).
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function leadsCsvHeader(): string {
  return `${COLUMNS.join(',')}\r\n`;
}

export function leadsCsvRows(leads: readonly LeadRecord[]): string {
  return leads.map((lead) => `${COLUMNS.map((c) => csvCell(lead[c])).join(',')}\r\n`).join('');
}
