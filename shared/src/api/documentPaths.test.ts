import { staffDocumentUrl } from './documentPaths';

it('maps a document link to the staff address and leaves other links alone', () => {
  expect(staffDocumentUrl('/api-official-web/documents/AAAAAAAAAAAAAAAAAAAAAA/a%20b.pdf')).toBe('/api-official-web/admin/documents/file/AAAAAAAAAAAAAAAAAAAAAA/a%20b.pdf');
  expect(staffDocumentUrl('https://www.sec.gov/Archives/x')).toBe('https://www.sec.gov/Archives/x');
  expect(staffDocumentUrl('/en/investor')).toBe('/en/investor');
});
