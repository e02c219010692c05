import { knownDate } from '@azi/shared/api/schemas/content';
import { documentFormat, isDownloadable } from './documentFormat';

describe('documentFormat', () => {
  it('recognises a PDF even with a query string', () => {
    expect(documentFormat('https://example.com/ir/20-F.PDF?download=1')).toBe('pdf');
  });

  it('calls an SEC filing page HTML and a bare address a web page', () => {
    expect(documentFormat('https://www.sec.gov/Archives/edgar/data/1959726/x/form20-f.htm')).toBe('html');
    expect(documentFormat('https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=1959726')).toBe('web');
  });

  it('offers a download only for files', () => {
    expect(isDownloadable('pdf')).toBe(true);
    expect(isDownloadable('html')).toBe(false);
  });
});

describe('a document date (knownDate)', () => {
  it('prints only as much of the date as is known', () => {
    expect(knownDate('2025-09-30', 'day')).toBe('2025-09-30');
    expect(knownDate('2025-09-01', 'month')).toBe('2025-09');
    expect(knownDate('2025-01-01', 'year')).toBe('2025');
  });
});
