/** What kind of file a document link opens, for the file column and the link's accessible name. */
export type DocumentFormat = 'pdf' | 'html' | 'spreadsheet' | 'word' | 'archive' | 'web';

const BY_EXTENSION: Record<string, DocumentFormat> = {
  pdf: 'pdf',
  htm: 'html',
  html: 'html',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  doc: 'word',
  docx: 'word',
  zip: 'archive',
};

export function documentFormat(url: string): DocumentFormat {
  const path = url.split(/[?#]/)[0] ?? '';
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return (extension && BY_EXTENSION[extension]) || 'web';
}

/** Files worth saving; web pages are only viewed. */
export function isDownloadable(format: DocumentFormat): boolean {
  return format !== 'web' && format !== 'html';
}
