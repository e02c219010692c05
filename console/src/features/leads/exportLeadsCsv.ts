import { CSV_PAGE_SIZE, leadsCsvPage, type LeadFilter } from './api/leads-api';

/** Records in a CSV text (line breaks inside quoted fields belong to their record). */
export function countCsvRecords(text: string): number {
  let records = 0;
  let quoted = false;
  let empty = true;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (char === '\n' && !quoted) {
      if (!empty) records += 1;
      empty = true;
    } else if (char !== '\r') empty = false;
  }
  return empty ? records : records + 1;
}

/**
 * Every lead that matches, as one CSV file: the API answers at most 500 a page, so pages are
 * read for the total the list reported; the header row is kept once, and the file starts with a
 * UTF-8 byte-order mark as the API's own CSV does.
 */
export async function exportLeadsCsv(filter: LeadFilter, total: number): Promise<{ csv: string; rows: number }> {
  const pages = Math.max(1, Math.ceil(total / CSV_PAGE_SIZE));
  let csv = '';
  let rows = 0;
  for (let pageNo = 1; pageNo <= pages; pageNo += 1) {
    // The browser's text decoding drops the API's byte-order mark: it is put back once, below.
    const text = (await leadsCsvPage(filter, pageNo)).replace(/^\uFEFF/, '');
    const body = text.slice(text.indexOf('\n') + 1);
    if (pageNo === 1) csv = text.slice(0, text.indexOf('\n') + 1);
    csv += body && !body.endsWith('\n') ? `${body}\r\n` : body;
    rows += countCsvRecords(body);
  }
  // Excel reads a CSV without a byte-order mark in the system's code page: Chinese would be garbled.
  return { csv: `\uFEFF${csv}`, rows };
}
