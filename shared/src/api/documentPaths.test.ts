import { documentFileName, documentUrl, staffDocumentUrl } from '@azi/shared/api/documentPaths';

it('maps a document link to the staff address and leaves other links alone', () => {
  expect(staffDocumentUrl('/api-official-web/documents/AAAAAAAAAAAAAAAAAAAAAA/a%20b.pdf')).toBe(
    '/api-official-web/admin/documents/file/AAAAAAAAAAAAAAAAAAAAAA/a%20b.pdf',
  );
  expect(staffDocumentUrl('https://www.sec.gov/Archives/x')).toBe('https://www.sec.gov/Archives/x');
  expect(staffDocumentUrl('/en/investor')).toBe('/en/investor');
});

it('writes a document address that gives back its file name, spaces and Chinese included', () => {
  const url = documentUrl('AAAAAAAAAAAAAAAAAAAAAA', '2024 年报 #1.pdf');
  expect(url).toBe('/api-official-web/documents/AAAAAAAAAAAAAAAAAAAAAA/2024%20%E5%B9%B4%E6%8A%A5%20%231.pdf');
  expect(documentFileName(url)).toBe('2024 年报 #1.pdf');
});

it('finds no file name in other links, or in a document address without one', () => {
  expect(documentFileName('https://www.sec.gov/Archives/x.pdf')).toBeUndefined();
  expect(documentFileName('/api-official-web/documents/AAAAAAAAAAAAAAAAAAAAAA')).toBeUndefined();
  expect(documentFileName('/api-official-web/documents/AAAAAAAAAAAAAAAAAAAAAA/')).toBeUndefined();
  expect(documentFileName('/api-official-web/documents/AAAAAAAAAAAAAAAAAAAAAA/%E0%A4%A.pdf')).toBeUndefined();
  expect(documentFileName(undefined)).toBeUndefined();
});
