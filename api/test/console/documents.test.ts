/**
 * PDFs uploaded by IR: limits and types on the way in; type, name, caching and ranges on the way
 * out; public only while a live item uses them, readable by staff and previews otherwise.
 */
import { createHash } from 'node:crypto';
import { grantPreview, PREVIEW_HEADER } from '../../src/content/previewGrant';
import { adminHeaders, API } from '../helpers/testApp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';
import {
  emailOf,
  signIn,
  startConsoleApp,
  trilingual,
  type ConsoleTestApp,
  type SignedIn,
} from '../helpers/consoleSession';

const MB = 1024 * 1024;

function pdf(size: number): Buffer {
  const data = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) data[i] = (i * 7919) % 251;
  data.write('%PDF-1.7\n', 0, 'latin1');
  return data;
}

describe.each(DATABASE_TARGETS)('documents on %s', (target) => {
  let t: ConsoleTestApp;
  let ir: SignedIn;
  beforeAll(async () => {
    t = await startConsoleApp(target, {}, ['admin', 'ir']);
  });
  beforeEach(async () => {
    ir = await signIn(t.app, emailOf('ir'));
  });
  afterAll(async () => t.close());

  const upload = (data: Buffer, fileName: string, contentType = 'application/pdf') =>
    ir.inject('POST', `admin/documents?lang=en&fileName=${encodeURIComponent(fileName)}`, data, {
      'content-type': contentType,
    });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const staffUrl = (url: string) =>
    url.replace('/api-official-web/documents/', '/api-official-web/admin/documents/file/');
  /** A live notice linking the document: from now on it is public. */
  const publishLink = async (url: string) => {
    const created = await ir.inject('POST', 'admin/notice', {
      title: trilingual('Notice with a PDF'),
      date: '2026-01-05',
      linkUrl: url,
    });
    expect(created.statusCode).toBe(201);
    return created.json().data.id as number;
  };

  it('stores a PDF and serves it with its type, download name, validator and caching', async () => {
    const data = pdf(2.5 * MB);
    const created = await upload(data, '年报 2025.pdf');
    expect(created.statusCode).toBe(201);
    const doc = created.json().data;
    expect(doc).toMatchObject({
      fileName: '年报 2025.pdf',
      byteSize: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      uploadedBy: 'ir@example.com',
      usedBy: [],
    });
    expect(doc.url).toMatch(/^\/api-official-web\/documents\/[A-Za-z0-9_-]{22}\/%E5%B9%B4%E6%8A%A5%202025\.pdf$/);
    await publishLink(doc.url);
    const served = await get(doc.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="__ 2025.pdf"; filename*=UTF-8''%E5%B9%B4%E6%8A%A5%202025.pdf`,
      // A minute, then revalidated: a report taken down is not kept by a CDN.
      'cache-control': 'public, max-age=60, must-revalidate',
      etag: `"${doc.sha256}"`,
      'accept-ranges': 'bytes',
      'content-length': String(data.length),
    });
    expect(served.rawPayload.equals(data)).toBe(true);
    expect((await get(`${doc.url}?download=1`)).headers['content-disposition']).toMatch(/^attachment; /);
    expect((await get(doc.url, { 'if-none-match': `"${doc.sha256}"` })).statusCode).toBe(304);
  });

  it('answers byte ranges, across the 1 MB slices it reads', async () => {
    const data = pdf(2 * MB + 10);
    const { url } = (await upload(data, 'interim.pdf')).json().data;
    await publishLink(url);
    const first = await get(url, { range: 'bytes=0-4' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-4/${data.length}`);
    expect(first.body).toBe('%PDF-');
    const across = await get(url, { range: `bytes=${MB - 5}-${MB + 4}` });
    expect(across.rawPayload.equals(data.subarray(MB - 5, MB + 5))).toBe(true);
    const tail = await get(url, { range: 'bytes=-3' });
    expect(tail.rawPayload.equals(data.subarray(data.length - 3))).toBe(true);
    const beyond = await get(url, { range: `bytes=${data.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${data.length}`);
  });

  it('refuses another type, a file that is not a PDF, and more than 50 MB, each with a clear message', async () => {
    const wrongType = await upload(pdf(1000), 'x.pdf', 'application/octet-stream');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({
      code: 415,
      message: 'Only PDF files are accepted (Content-Type: application/pdf)',
      errors: { file: 'type' },
    });
    const notPdf = await upload(Buffer.from('<html>not a pdf</html>'), 'x.pdf');
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json()).toEqual({
      code: 400,
      message: 'The file is not a PDF (it does not start with %PDF-)',
      errors: { file: 'notPdf' },
    });
    const tooLarge = await upload(pdf(50 * MB + 1), 'big.pdf');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ code: 413, message: 'The submission is too large (limit 50 MB)' });
    const admin = await signIn(t.app, emailOf('admin'));
    expect(
      (await admin.inject('GET', 'admin/audit?action=document.upload'))
        .json()
        .data.list.every((e: { summary: string }) => !e.summary.startsWith('big.pdf')),
    ).toBe(true);
  });

  it('accepts exactly 50 MB', async () => {
    const created = await upload(pdf(50 * MB), 'annual-report.pdf');
    expect(created.statusCode).toBe(201);
    expect(created.json().data.byteSize).toBe(50 * MB);
  }, 120_000);

  it('serves the PDF of a scheduled financial report only once the report is public, and keeps it while attached', async () => {
    const doc = (await upload(pdf(5000), 'FY2030 annual report.pdf')).json().data;
    const publishAt = new Date(Math.floor(t.clock.now / 1000) * 1000 + 60_000);
    const created = await ir.inject('POST', 'admin/financialReport', {
      title: trilingual('FY2030'),
      date: '2030-12-01',
      reportType: 'annual',
      documentId: doc.id,
      publishAt: publishAt.toISOString(),
    });
    expect(created.statusCode).toBe(201);
    const reportId = created.json().data.id as number;
    expect((await get(doc.url)).statusCode).toBe(404);
    t.clock.now = publishAt.getTime() + 1000;
    expect((await get(doc.url)).statusCode).toBe(200);
    const list = (await get(`${API}/financialReport/findPage/1/50?lang=en`)).json().data.list as {
      id: number;
      linkUrl: string;
    }[];
    expect(list.find((r) => r.id === reportId)?.linkUrl).toBe(doc.url);
    ir = await signIn(t.app, emailOf('ir'));
    const inUse = await ir.inject('DELETE', `admin/documents/${doc.id}?lang=en`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('The document is still attached to a financial report and cannot be deleted');
    expect((await ir.inject('DELETE', `admin/financialReport/${reportId}`)).statusCode).toBe(200);
    expect((await ir.inject('DELETE', `admin/documents/${doc.id}`)).statusCode).toBe(200);
    expect((await get(doc.url)).statusCode).toBe(404);
    const unknown = await ir.inject('POST', 'admin/financialReport', {
      title: trilingual('x'),
      date: '2030-12-01',
      reportType: 'annual',
      documentId: doc.id,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ documentId: 'unknown' });
  });

  it('hides a document no live item uses from visitors, and still serves it to staff and to a preview of an item using it', async () => {
    const doc = (await upload(pdf(3000), 'draft results.pdf')).json().data;
    // Uploaded, used by nothing: a visitor with the link gets 404, and nothing may keep that answer.
    const hidden = await get(doc.url);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.headers['cache-control']).toBe('no-store');
    expect((await get(doc.url, { 'if-none-match': `"${doc.sha256}"` })).statusCode).toBe(404);
    // Staff, signed in or with the token, read it at the console's address; never cached by others.
    const bySession = await ir.inject('GET', staffUrl(doc.url).replace('/api-official-web/', ''));
    expect(bySession.statusCode).toBe(200);
    expect(bySession.headers['cache-control']).toBe('private, no-store');
    expect(bySession.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await get(staffUrl(doc.url), adminHeaders)).statusCode).toBe(200);
    expect((await get(staffUrl(doc.url))).statusCode).toBe(401);
    const admin = await signIn(t.app, emailOf('admin'));
    expect((await admin.inject('GET', staffUrl(doc.url).replace('/api-official-web/', ''))).statusCode).toBe(200);
    // A draft notice links it: still hidden; its preview shows the file, a preview of another item does not.
    const draft = await ir.inject('POST', 'admin/notice', {
      title: trilingual('Draft results'),
      date: '2026-02-01',
      linkUrl: doc.url,
      status: 'draft',
    });
    const noticeId = draft.json().data.id as number;
    expect((await get(doc.url)).statusCode).toBe(404);
    const previewed = await get(doc.url, { [PREVIEW_HEADER]: grantPreview('notice', noticeId) });
    expect(previewed.statusCode).toBe(200);
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    expect((await get(doc.url, { [PREVIEW_HEADER]: grantPreview('notice', noticeId + 1000) })).statusCode).toBe(404);
    expect((await get(doc.url, { [PREVIEW_HEADER]: grantPreview('media', noticeId) })).statusCode).toBe(404);
    // Published: public. Taken down again: hidden again.
    expect((await ir.inject('POST', `admin/notice/${noticeId}/publish`, {})).statusCode).toBe(200);
    expect((await get(doc.url)).headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    expect((await ir.inject('POST', `admin/notice/${noticeId}/unpublish`, {})).statusCode).toBe(200);
    expect((await get(doc.url)).statusCode).toBe(404);
    expect((await get(doc.url, { 'if-none-match': `"${doc.sha256}"` })).statusCode).toBe(404);
  });

  it('makes a document public while a live article mentions its address in its body, and only then', async () => {
    const doc = (await upload(pdf(2000), 'fact sheet.pdf')).json().data;
    const editor = await signIn(t.app, emailOf('admin'));
    const article = {
      title: trilingual('Fact sheet'),
      date: '2026-03-01',
      imageUrl: '/api-official-web/assets/media-company.svg',
      body: trilingual(`<p><a href="${doc.url}">PDF</a></p>`),
    };
    const publishAt = new Date(Math.floor(t.clock.now / 1000) * 1000 + 60_000);
    const created = await editor.inject('POST', 'admin/media', { ...article, publishAt: publishAt.toISOString() });
    expect(created.statusCode).toBe(201);
    expect((await get(doc.url)).statusCode).toBe(404);
    t.clock.now = publishAt.getTime() + 1000;
    expect((await get(doc.url)).statusCode).toBe(200);
    expect((await editor.inject('DELETE', `admin/media/${created.json().data.id}`)).statusCode).toBe(200);
    expect((await get(doc.url)).statusCode).toBe(404);
  });
});
