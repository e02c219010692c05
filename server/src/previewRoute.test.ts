import { markPreview } from './previewRoute';

describe('markPreview', () => {
  it('drops the scripts, keeps the boot data, marks the page, and sends PDF links to the staff address', () => {
    const html =
      '<html><head><link rel=preload as=script fetchpriority=low href=/main.js><link rel="modulepreload" href="/m.js"><link rel="preload" as="font" href="/f.woff2">' +
      '<script defer src=/start.js data-start=/main.js></script><script type="application/json" id="boot">{}</script></head>' +
      '<body><script data-start=/main.js>(()=>{startAfterPaint()})()</script><a href="/api-official-web/documents/AAAAAAAAAAAAAAAAAAAAAA/FY2030.pdf">PDF</a><a href="https://www.sec.gov/x">EDGAR</a></body></html>';
    const marked = markPreview(html, 'en');
    expect(marked).not.toContain('/main.js');
    expect(marked).not.toContain('/start.js');
    expect(marked).not.toContain('startAfterPaint');
    expect(marked).not.toContain('/m.js');
    expect(marked).toContain('<link rel="preload" as="font" href="/f.woff2">');
    expect(marked).toContain('type="application/json"');
    expect(marked).toContain('Preview: this content is not public');
    expect(marked).toContain('href="/api-official-web/admin/documents/file/AAAAAAAAAAAAAAAAAAAAAA/FY2030.pdf"');
    expect(marked).not.toContain('href="/api-official-web/documents/');
    expect(marked).toContain('href="https://www.sec.gov/x"');
  });
});
