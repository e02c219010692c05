import { PassThrough } from 'node:stream';
import type { LeadRecord } from '@azi/shared/api/schemas/console';
import { EXPORT_PAGE_SIZE, writeLeadsCsv, type LeadPageReader } from '../../src/leads/exportLeads';

const lead = (id: number): LeadRecord => ({
  id,
  companyName: '',
  name: `李华 ${id}`,
  position: '',
  telephone: '13812345678',
  email: 'a@example.com',
  type: 'analyst',
  content: '',
  lang: 'zh',
  clientIp: '',
  review: false,
  createdAt: '2026-11-22T00:00:00Z',
});

async function exportAll(readPage: LeadPageReader): Promise<{ count: number; text: string }> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const count = await writeLeadsCsv(readPage, out);
  return { count, text: Buffer.concat(chunks).toString('utf8') };
}

describe('writeLeadsCsv', () => {
  it('starts with a UTF-8 byte-order mark, so Excel opens Chinese correctly', async () => {
    const { text } = await exportAll(async (pageNo) => (pageNo === 1 ? [lead(1)] : []));
    expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(text).toContain('"李华 1"');
  });

  it('writes each lead once when a new lead arrives between two pages and pushes the rows down', async () => {
    // Newest first: 600 leads at the start; one more arrives after the first page was read.
    let newest = 600;
    const readPage: LeadPageReader = async (pageNo, pageSize) => {
      const ids = Array.from({ length: newest }, (_, i) => newest - i);
      const page = ids.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(lead);
      if (pageNo === 1) newest = 601;
      return page;
    };
    const { count, text } = await exportAll(readPage);
    const ids = text
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => Number(line.split(',')[0]?.replace(/"/g, '')));
    expect(EXPORT_PAGE_SIZE).toBeLessThan(600);
    expect(count).toBe(600);
    expect(new Set(ids).size).toBe(600);
    expect(ids).toHaveLength(600);
  });
});
