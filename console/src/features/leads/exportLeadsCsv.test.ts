import { leadsCsvPage } from './api/leads-api';
import { countCsvRecords, exportLeadsCsv } from './exportLeadsCsv';

jest.mock('./api/leads-api', () => ({ CSV_PAGE_SIZE: 500, leadsCsvPage: jest.fn() }));

const HEADER = 'id,createdAt,name,content\r\n';

it('joins every page into one file: one byte-order mark, one header, every record', async () => {
  jest
    .mocked(leadsCsvPage)
    .mockImplementation(async (_filter, pageNo) =>
      pageNo === 1
        ? `${HEADER}1,2026-11-22,Li,"line one\r\nline two"\r\n2,2026-11-22,Wang,hi\r\n`
        : `${HEADER}3,2026-11-21,Chan,hello\r\n`,
    );
  const { csv, rows } = await exportLeadsCsv({ type: 'analyst' }, 501);
  expect(leadsCsvPage).toHaveBeenCalledTimes(2);
  expect(csv).toBe(
    `\uFEFF${HEADER}1,2026-11-22,Li,"line one\r\nline two"\r\n2,2026-11-22,Wang,hi\r\n3,2026-11-21,Chan,hello\r\n`,
  );
  expect(rows).toBe(3);
});

it('counts a record once even when its message spans lines', () => {
  expect(countCsvRecords('1,"a\nb"\n2,c\n')).toBe(2);
  expect(countCsvRecords('')).toBe(0);
});
