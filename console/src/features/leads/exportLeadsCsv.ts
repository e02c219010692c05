import { CSV_PAGE_SIZE, leadsCsvPage, type LeadFilter } from './api/leads-api';

/**
 * Every lead that matches, as one CSV file: the API answers at most 500 a page, so pages are
 * read until one comes back short; each page's byte-order mark and header row are kept once.
 */
export async function exportLeadsCsv(filter: LeadFilter, total: number): Promise<{ csv: string; rows: number }> {
  const pages = Math.max(1, Math.ceil(total / CSV_PAGE_SIZE));
  let csv = '';
  let rows = 0;
  for (let pageNo = 1; pageNo <= pages; pageNo += 1) {
    const text = await leadsCsvPage(filter, pageNo);
    const lines = text.replace(/\r?\n$/, '').split(/\r?\n/);
    if (pageNo === 1) csv = text.endsWith('\n') ? text : `${text}\r\n`;
    else if (lines.length > 1) csv += `${lines.slice(1).join('\r\n')}\r\n`;
    rows += Math.max(0, lines.length - 1);
  }
  return { csv, rows };
}

/** Hands a text to the browser as a file download. */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
