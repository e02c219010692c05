/** CSV for the sales team's spreadsheet. */
import type { StoredClue } from './clueRepository';

/** Excel reads a CSV without a byte-order mark as the local ANSI code page and garbles Chinese. */
export const CSV_BOM = '\uFEFF';

const COLUMNS: readonly (keyof StoredClue)[] = ['id', 'createdAt', 'type', 'companyName', 'name', 'position', 'telephone', 'email', 'content', 'lang', 'clientIp', 'review'];

/**
 * Quotes every cell, and defuses cells a spreadsheet would run as a formula (a visitor typed
 * them, so "=HYPERLINK(...)" must stay text).
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function cluesCsvHeader(): string {
  return `${COLUMNS.join(',')}\r\n`;
}

export function cluesCsvRows(clues: readonly StoredClue[]): string {
  return clues.map((clue) => `${COLUMNS.map((c) => csvCell(clue[c])).join(',')}\r\n`).join('');
}
